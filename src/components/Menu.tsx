import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import type { ReactElement, ReactNode } from 'react'
import * as styles from './Menu.css'

export interface MenuProps {
  /** The button that opens the menu (rendered asChild: one element that takes a ref, e.g. a Button). */
  trigger: ReactElement
  /** Accessible name of the menu; by default the trigger's name labels it. */
  label?: string
  align?: 'start' | 'end'
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** Runs when the closed menu is about to return focus to its trigger (e.g. to open a panel next). */
  onCloseAutoFocus?: (event: Event) => void
  children: ReactNode
}

/** Dropdown menu: Radix provides the roles, arrow keys, typeahead, Escape, focus trap and focus return. */
export function Menu({
  trigger,
  label,
  align = 'start',
  open,
  onOpenChange,
  onCloseAutoFocus,
  children,
}: MenuProps) {
  return (
    // Non-modal: a modal menu hides the rest of the page with aria-hidden while focus can still
    // reach it (axe aria-hidden-focus). Radix keeps Tab inside the open menu either way.
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.content}
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

export interface MenuItemProps {
  onSelect?: (event: Event) => void
  disabled?: boolean
  children: ReactNode
}

export function MenuItem({ onSelect, disabled, children }: MenuItemProps) {
  return (
    <DropdownMenu.Item className={styles.item} onSelect={onSelect} disabled={disabled}>
      {children}
    </DropdownMenu.Item>
  )
}

export type MenuLinkItemProps =
  | { href: string; children: ReactNode; onSelect?: (event: Event) => void }
  /** A link element of its own, e.g. a router `<Link>`, that takes a ref. */
  | { href?: undefined; children: ReactElement; onSelect?: (event: Event) => void }

/** A menu item that navigates: a real link, so it can be opened in a new tab. */
export function MenuLinkItem({ href, children, onSelect }: MenuLinkItemProps) {
  return (
    <DropdownMenu.Item asChild className={styles.item} onSelect={onSelect}>
      {href === undefined ? children : <a href={href}>{children}</a>}
    </DropdownMenu.Item>
  )
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className={styles.separator} />
}
