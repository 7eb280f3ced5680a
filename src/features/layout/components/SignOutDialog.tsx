import type { RefObject } from 'react'
import { Button } from '~/components/Button'
import { Dialog } from '~/components/Dialog'
import * as styles from './SignOutDialog.css'

export interface SignOutDialogProps {
  open: boolean
  /** 'Forget and sign out' was chosen: the order is being deleted, then the sign-out follows. */
  forgetting: boolean
  onKeep: () => void
  onForget: () => void
  /** Closed without a choice (Cancel, Escape, the close button): still signed in. */
  onCancel: () => void
  /** The account menu's button (the menu item that opened this is gone by then). */
  returnFocusTo: RefObject<HTMLElement | null>
}

/**
 * The account menu's Sign out when this device keeps an unfinished order of the user: keep it for
 * next time, or forget it so the next person on a shared computer cannot see it.
 */
export function SignOutDialog({
  open,
  forgetting,
  onKeep,
  onForget,
  onCancel,
  returnFocusTo,
}: SignOutDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Once Forget is chosen the sign-out follows: nothing to cancel any more.
        if (!next && !forgetting) onCancel()
      }}
      title="Sign out"
      description="You have an unfinished order on this device. Keep it for next time, or forget it so nobody else using this device can see it."
      returnFocusTo={returnFocusTo}
    >
      <div className={styles.actions}>
        <Button type="button" tone="ghost" disabled={forgetting} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" tone="secondary" disabled={forgetting} onClick={onKeep}>
          Keep and sign out
        </Button>
        <Button type="button" loading={forgetting} onClick={onForget}>
          Forget and sign out
        </Button>
      </div>
    </Dialog>
  )
}
