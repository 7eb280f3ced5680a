import { useId, useState, type ReactElement, type ReactNode, type RefObject } from 'react'
import { DrawnTrigger, preloadOverlays, useOverlays } from './overlays-loader'

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
  /**
   * The card checkout itself (the sandbox's stand-in for the provider's pop-up): it stays while every
   * other dialog steps aside for the hand-over to the card provider (src/lib/payment-port.ts).
   */
  cardCheckout?: boolean
}

/**
 * Modal dialog: Radix handles focus trapping, Escape, outside clicks and returning focus to the
 * trigger. Radix is fetched when the dialog first opens (overlays-loader.ts); a closed dialog is
 * nothing, or its trigger drawn as Radix draws it (aria-haspopup, aria-expanded, aria-controls).
 */
export function Dialog(props: DialogProps) {
  const { open, onOpenChange, trigger } = props
  // Uncontrolled dialogs keep their state here, so nothing is lost while Radix downloads.
  const [ownOpen, setOwnOpen] = useState(false)
  const isOpen = open ?? ownOpen
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next)
    onOpenChange?.(next)
  }
  const overlays = useOverlays(isOpen)
  const contentId = useId()

  if (overlays) return <overlays.RadixDialogView {...props} open={isOpen} onOpenChange={setOpen} />
  if (!trigger) return null
  return (
    <DrawnTrigger
      element={trigger}
      attributes={{
        'aria-haspopup': 'dialog',
        'aria-expanded': false,
        'aria-controls': contentId,
        'data-state': 'closed',
      }}
      onFocus={preloadOverlays}
      onPointerDown={preloadOverlays}
      onClick={() => setOpen(true)}
    />
  )
}
