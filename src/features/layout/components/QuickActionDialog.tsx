import type { ReactNode, RefObject } from 'react'
import { Dialog } from '~/components/Dialog'
import * as styles from './QuickActionDialog.css'

export interface QuickActionDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLElement | null>
}

/**
 * A quick action the app cannot do itself yet (fund wallet, withdraw): what to do instead, and
 * one link there (`action` gets `close`, to call when the link is followed).
 */
export function QuickActionDialog({
  title,
  description,
  action,
  children,
  ...dialog
}: QuickActionDialogProps & {
  title: string
  description: string
  action: (close: () => void) => ReactNode
  children: ReactNode
}) {
  return (
    <Dialog {...dialog} title={title} description={description}>
      <div className={styles.body}>
        {children}
        <div className={styles.actions}>{action(() => dialog.onOpenChange(false))}</div>
      </div>
    </Dialog>
  )
}
