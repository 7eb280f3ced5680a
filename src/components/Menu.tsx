import {
  createElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react'
import {
  DrawnTrigger,
  loadedOverlays,
  loadOverlays,
  logOverlaysError,
  preloadOverlays,
  type Overlays,
} from './overlays-loader'

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

/** The event that opens a Radix dropdown menu from its trigger, kept to be handed to Radix. */
type OpenIntent = { kind: 'pointer' } | { kind: 'key'; key: string }

/** The keys that open a Radix dropdown menu from its trigger. */
const OPEN_KEYS = ['Enter', ' ', 'ArrowDown']

/**
 * Dropdown menu: Radix provides the roles, arrow keys, typeahead, Escape, focus trap and focus
 * return. Radix is fetched on the first intent to open (focus, pointerdown or key on the trigger):
 * until then the trigger is drawn as Radix draws a closed one (its role, name, aria-haspopup and
 * aria-expanded), and the event that opens the menu is handed to Radix's trigger once it is there,
 * so the menu opens, and takes the focus, exactly as Radix opens it (the keyboard moves to the
 * first item, the pointer to the menu).
 */
export function Menu(props: MenuProps) {
  const [overlays, setOverlays] = useState(loadedOverlays)
  const lightTrigger = useRef<HTMLButtonElement>(null)
  const setLightTrigger = useCallback((node: HTMLButtonElement | null) => {
    lightTrigger.current = node
  }, [])
  const radixTrigger = useRef<HTMLButtonElement>(null)
  const intent = useRef<OpenIntent | null>(null)
  /** Set when Radix arrives: whether the drawn trigger had the focus, and what to hand over. */
  const handover = useRef<{ focused: boolean; intent: OpenIntent | null } | null>(null)

  const swapIn = (module: Overlays) => {
    handover.current = {
      focused: lightTrigger.current !== null && document.activeElement === lightTrigger.current,
      intent: intent.current,
    }
    intent.current = null
    setOverlays(module)
  }
  const openWhenLoaded = (next: OpenIntent | null) => {
    intent.current = next
    loadOverlays().then(swapIn, logOverlaysError)
  }

  // A menu opened by its owner (the `open` prop) before Radix is here.
  const openedByOwner = props.open === true && overlays === null
  useEffect(() => {
    if (openedByOwner) openWhenLoaded(null)
  })

  // After Radix's trigger replaced the drawn one (Radix's own effects, which track the keyboard,
  // ran first): give it the focus the drawn one had, then the event that was to open the menu.
  useEffect(() => {
    const pending = handover.current
    const trigger = radixTrigger.current
    if (!overlays || !pending || !trigger) return
    handover.current = null
    if (pending.focused) trigger.focus()
    if (pending.intent?.kind === 'pointer') {
      trigger.dispatchEvent(
        new window.PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0 }),
      )
    } else if (pending.intent?.kind === 'key') {
      trigger.dispatchEvent(
        new window.KeyboardEvent('keydown', {
          bubbles: true,
          cancelable: true,
          key: pending.intent.key,
        }),
      )
    }
  }, [overlays])

  if (overlays) return <overlays.RadixMenu {...props} triggerRef={radixTrigger} />

  return (
    <DrawnTrigger
      element={props.trigger}
      attributes={{ 'aria-haspopup': 'menu', 'aria-expanded': false, 'data-state': 'closed' }}
      elementRef={setLightTrigger}
      onFocus={preloadOverlays}
      onPointerDown={(event) => {
        // Radix opens on a primary-button press (not a click), and keeps the focus off the trigger.
        if (event.button !== 0 || event.ctrlKey) {
          preloadOverlays()
          return
        }
        event.preventDefault()
        openWhenLoaded({ kind: 'pointer' })
      }}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.includes(event.key)) return
        event.preventDefault()
        openWhenLoaded({ kind: 'key', key: event.key })
      }}
    />
  )
}

export interface MenuItemProps {
  onSelect?: (event: Event) => void
  disabled?: boolean
  children: ReactNode
}

/** Menu items render only inside an open menu, so Radix is always there by then. */
function overlaysOfOpenMenu(): Overlays {
  const overlays = loadedOverlays()
  if (!overlays) throw new Error('Menu items render only inside a Menu')
  return overlays
}

export function MenuItem(props: MenuItemProps) {
  return createElement(overlaysOfOpenMenu().RadixMenuItem, props)
}

export type MenuLinkItemProps =
  | { href: string; children: ReactNode; onSelect?: (event: Event) => void }
  /** A link element of its own, e.g. a router `<Link>`, that takes a ref. */
  | { href?: undefined; children: ReactElement; onSelect?: (event: Event) => void }

/** A menu item that navigates: a real link, so it can be opened in a new tab. */
export function MenuLinkItem(props: MenuLinkItemProps) {
  return createElement(overlaysOfOpenMenu().RadixMenuLinkItem, props)
}

export function MenuSeparator() {
  return createElement(overlaysOfOpenMenu().RadixMenuSeparator)
}
