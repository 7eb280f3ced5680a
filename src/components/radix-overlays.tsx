import * as RadixDialog from '@radix-ui/react-dialog'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import type { Ref } from 'react'
import { useCardHandover } from '~/lib/payment-port'
import type { DialogProps } from './Dialog'
import * as dialogStyles from './Dialog.css'
import type { MenuItemProps, MenuLinkItemProps, MenuProps } from './Menu'
import * as menuStyles from './Menu.css'

/**
 * The Radix parts behind `Menu` and `Dialog`, in one chunk fetched on the first intent to open a
 * menu or on a dialog's first opening (overlays-loader.ts): no first page shows either.
 */

export function RadixMenu({
  trigger,
  label,
  align = 'start',
  open,
  onOpenChange,
  onCloseAutoFocus,
  children,
  triggerRef,
}: MenuProps & { triggerRef?: Ref<HTMLButtonElement> }) {
  return (
    // Non-modal: a modal menu hides the rest of the page with aria-hidden while focus can still
    // reach it (axe aria-hidden-focus). Radix keeps Tab inside the open menu either way.
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} asChild>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={menuStyles.content}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          onCloseAutoFocus={onCloseAutoFocus}
          // Radix labels the menu by its trigger; an explicit label must replace that, not sit under it.
          {...(label ? { 'aria-label': label, 'aria-labelledby': undefined } : {})}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

export function RadixMenuItem({ onSelect, disabled, children }: MenuItemProps) {
  return (
    <DropdownMenu.Item className={menuStyles.item} onSelect={onSelect} disabled={disabled}>
      {children}
    </DropdownMenu.Item>
  )
}

export function RadixMenuLinkItem({ href, children, onSelect }: MenuLinkItemProps) {
  return (
    <DropdownMenu.Item asChild className={menuStyles.item} onSelect={onSelect}>
      {href === undefined ? children : <a href={href}>{children}</a>}
    </DropdownMenu.Item>
  )
}

export function RadixMenuSeparator() {
  return <DropdownMenu.Separator className={menuStyles.separator} />
}

export function RadixDialogView({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  side = 'center',
  returnFocusTo,
  cardCheckout = false,
}: DialogProps) {
  // Drawn closed while the card provider's checkout is on screen (the flow's own state still says
  // open, so it comes back afterwards): a Radix modal would make the provider's pop-up inert.
  const steppedAside = useCardHandover() && !cardCheckout
  return (
    <RadixDialog.Root open={open && !steppedAside} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogStyles.overlay} />
        <RadixDialog.Content
          className={dialogStyles.content({ side })}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return
            event.preventDefault()
            returnFocusTo.current.focus()
          }}
          // Without a description, opt out explicitly so Radix does not point at a missing element.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={dialogStyles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={dialogStyles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
          {/* Last in tab order so the first control of the content gets initial focus; placed top-right by CSS. */}
          <RadixDialog.Close className={dialogStyles.close} aria-label="Close">
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
