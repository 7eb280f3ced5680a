import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactElement, ReactNode, RefObject } from 'react'
import * as styles from './Dialog.css'

export interface DialogProps {
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** Element that opens the dialog (rendered asChild, so it must be one element that takes a ref, e.g. a Button). */
  trigger?: ReactElement
  title: string
  description?: ReactNode
  children?: ReactNode
  /** 'right' slides in a full-height panel from the right edge. */
  side?: 'center' | 'right'
  /**
   * Where focus goes on close when the dialog has no trigger of its own (e.g. opened from a menu
   * item, which no longer exists then); with a trigger, Radix returns focus to it.
   */
  returnFocusTo?: RefObject<HTMLElement | null>
}

/** Modal dialog: Radix handles focus trapping, Escape, outside clicks and returning focus to the trigger. */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  side = 'center',
  returnFocusTo,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content({ side })}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return
            event.preventDefault()
            returnFocusTo.current.focus()
          }}
          // Without a description, opt out explicitly so Radix does not point at a missing element.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
          {/* Last in tab order so the first control of the content gets initial focus; placed top-right by CSS. */}
          <RadixDialog.Close className={styles.close} aria-label="Close">
            <CloseIcon />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
