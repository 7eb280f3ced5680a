import { useEffect, useRef, useState, type RefObject } from 'react'

/**
 * What the order's action buttons share: a dialog opened by one button, loaded on demand
 * (src/components/on-demand.tsx) and started on a hint of intent (focus, pointer) so it is usually
 * there by the click; the order page's first visit carries none.
 */
export const loadConfirmDialogs = () => import('./ConfirmDialogs')

/** Starts loading a dialog's chunk (on focus or pointer over its button). */
export function preload(load: () => Promise<unknown>) {
  return () => {
    load().catch((error: unknown) => console.error('Could not load the dialog', error))
  }
}

/**
 * Where focus goes once a lifecycle action succeeds: its trigger disappears with the state it
 * belonged to, so focus would fall to the body. The order page passes its heading.
 */
export type FocusAfterAction = RefObject<HTMLElement | null>

/**
 * A button that opens one lifecycle dialog; the dialog is drawn only while open. Closed by the
 * user, focus returns to the trigger; closed by `done` (the action succeeded), to `focusAfter`.
 * `initiallyOpen`: opened by a button that stood in for this one before its code loaded; focus
 * returns to this one's trigger all the same.
 */
export function useActionDialog(focusAfter?: FocusAfterAction, initiallyOpen = false) {
  const [open, setOpenState] = useState(initiallyOpen)
  const trigger = useRef<HTMLButtonElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (initiallyOpen) returnFocusTo.current ??= trigger.current
  }, [initiallyOpen])
  const setOpen = (next: boolean) => {
    if (next) returnFocusTo.current = trigger.current
    setOpenState(next)
  }
  const done = () => {
    returnFocusTo.current = focusAfter?.current ?? trigger.current
    setOpenState(false)
  }
  return { open, setOpen, done, trigger, returnFocusTo }
}
