import { Link, useNavigate } from '@tanstack/react-router'
import { Fragment, useEffect, useRef, useState } from 'react'
import { buttonClass } from '~/components/Button'
import { Dialog } from '~/components/Dialog'
import { visuallyHidden } from '~styles/utilities.css'
import { createShortcutReader, findPageSearch, SHORTCUTS } from '../shortcut-keys'
import * as styles from './KeyboardShortcuts.css'

const ROLES = [
  { role: 'seller', label: 'As a seller', tone: 'primary' },
  { role: 'buyer', label: 'As a buyer', tone: 'secondary' },
] as const

/** Whether a dialog or menu is open: its own keys (typeahead, Escape) win over shortcuts. */
function overlayIsOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null
}

/**
 * Keyboard shortcuts for the signed-in pages ('?' lists them): `g d`, `g o`, `g t` go to the
 * dashboard, orders and transactions; `/` focuses the page's search; `c` creates an order (asking
 * the role first). Never while typing in a field, with a modifier key, or over an open dialog.
 */
export function KeyboardShortcuts() {
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<'help' | 'create' | null>(null)
  const focusBack = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const read = createShortcutReader()
    const onKeyDown = (event: KeyboardEvent) => {
      if (overlayIsOpen()) return
      const action = read(event)
      if (action === null) return
      switch (action) {
        case 'dashboard':
          void navigate({ to: '/dashboard' })
          break
        case 'orders':
          void navigate({ to: '/orders' })
          break
        case 'transactions':
          void navigate({ to: '/transactions' })
          break
        case 'search': {
          const search = findPageSearch()
          if (!search) return
          search.focus()
          break
        }
        case 'create':
        case 'help':
          focusBack.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null
          setDialog(action)
          break
      }
      event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [navigate])

  /** What both dialogs share: closing clears the open one; focus goes back where it was. */
  const shared = {
    onOpenChange: (open: boolean) => {
      if (!open) setDialog(null)
    },
    returnFocusTo: focusBack,
  }

  return (
    <>
      <Dialog
        open={dialog === 'help'}
        {...shared}
        title="Keyboard shortcuts"
        description="Press these keys anywhere outside a text field."
      >
        <dl className={styles.list}>
          {SHORTCUTS.map((shortcut) => (
            <Fragment key={shortcut.action}>
              <dt className={styles.keys}>
                {shortcut.keys.map((key, index) => (
                  <Fragment key={key}>
                    {index > 0 ? <span className={visuallyHidden}> then </span> : null}
                    <kbd className={styles.key}>{key}</kbd>
                  </Fragment>
                ))}
              </dt>
              <dd className={styles.description}>{shortcut.description}</dd>
            </Fragment>
          ))}
        </dl>
      </Dialog>
      <Dialog
        open={dialog === 'create'}
        {...shared}
        title="Create an order"
        description="Which side of the trade are you on?"
      >
        <div className={styles.roles}>
          {ROLES.map(({ role, label, tone }) => (
            <Link
              key={role}
              to="/escrow/new"
              search={{ role }}
              className={buttonClass({ tone })}
              onClick={() => setDialog(null)}
            >
              {label}
            </Link>
          ))}
        </div>
      </Dialog>
    </>
  )
}
