import {
  cloneElement,
  useEffect,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react'

/**
 * Radix's dropdown menu and dialog (src/components/radix-overlays.tsx, ≈32 KB gzip with
 * floating-ui and the scroll lock) are fetched when a menu is about to open or a dialog opens,
 * never with a page: `Menu` and `Dialog` draw their closed state (a trigger, or nothing) without
 * them. One chunk for both: they share most of Radix's layers, and a menu item often opens a dialog.
 */
export type Overlays = typeof import('./radix-overlays')

let loaded: Overlays | null = null
let loading: Promise<Overlays> | null = null

/** Starts (or joins) the download; a failed one is tried again on the next call. */
export function loadOverlays(): Promise<Overlays> {
  loading ??= import('./radix-overlays').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

// Vitest renders menus and dialogs with Radix already here, as the app did before they were split
// off: the component tests drive Radix's keys and focus synchronously. The download on intent is
// proved in Chromium (e2e shell, keyboard-only, a11y-states) and by tests/component/layout/
// lazy-overlays.test.tsx, which starts without it (forgetOverlaysForTests). Builds drop this line.
if (import.meta.env.MODE === 'test') await loadOverlays()

/** Tests only: as before the first download (the module stays in the module cache). */
export function forgetOverlaysForTests(): void {
  loaded = null
  loading = null
}

/** The Radix parts once downloaded, else null. */
export function loadedOverlays(): Overlays | null {
  return loaded
}

export function logOverlaysError(error: unknown): void {
  console.error('Could not load the menu and dialog code', error)
}

/** Downloads in the background on a hint of intent (focus, pointerdown); errors are logged. */
export function preloadOverlays(): void {
  loadOverlays().catch(logOverlaysError)
}

/** The Radix parts; downloads them once `wanted` turns true. */
export function useOverlays(wanted: boolean): Overlays | null {
  const [overlays, setOverlays] = useState(loadedOverlays)
  useEffect(() => {
    if (!wanted || overlays) return
    let live = true
    loadOverlays().then((module) => {
      if (live) setOverlays(module)
    }, logOverlaysError)
    return () => {
      live = false
    }
  }, [wanted, overlays])
  return overlays
}

type Handler<E> = ((event: E) => void) | undefined

interface TriggerProps {
  ref?: Ref<HTMLButtonElement>
  type?: string
  onFocus?: Handler<FocusEvent<HTMLButtonElement>>
  onPointerDown?: Handler<PointerEvent<HTMLButtonElement>>
  onKeyDown?: Handler<KeyboardEvent<HTMLButtonElement>>
  onClick?: Handler<MouseEvent<HTMLButtonElement>>
}

export interface DrawnTriggerProps extends Omit<TriggerProps, 'ref' | 'type'> {
  /** The trigger the caller gave (one element that takes a ref, e.g. a Button). */
  element: ReactElement
  /** What Radix's trigger would add while closed: aria-haspopup, aria-expanded, data-state… */
  attributes: Record<string, unknown>
  elementRef?: (node: HTMLButtonElement | null) => void
}

/**
 * A Radix trigger (asChild) drawn before Radix is here, merged as Radix's Slot merges: a
 * `type="button"` unless the element has a type, and each handler after the element's own, unless
 * that one prevented the default.
 */
export function DrawnTrigger({ element, attributes, elementRef, ...handlers }: DrawnTriggerProps) {
  const own = (element as ReactElement<TriggerProps>).props
  const chain =
    <E extends { defaultPrevented: boolean }>(theirs: Handler<E>, ours: Handler<E>) =>
    (event: E) => {
      theirs?.(event)
      if (!event.defaultPrevented) ours?.(event)
    }
  return cloneElement(element as ReactElement<TriggerProps>, {
    ...attributes,
    type: own.type ?? 'button',
    ref: (node: HTMLButtonElement | null) => {
      elementRef?.(node)
      if (typeof own.ref === 'function') own.ref(node)
      else if (own.ref) own.ref.current = node
    },
    onFocus: chain(own.onFocus, handlers.onFocus),
    onPointerDown: chain(own.onPointerDown, handlers.onPointerDown),
    onKeyDown: chain(own.onKeyDown, handlers.onKeyDown),
    onClick: chain(own.onClick, handlers.onClick),
  })
}
