import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/Button'
import { Menu, MenuItem, MenuLinkItem } from '~/components/Menu'
import { FundWalletDialog } from './FundWalletDialog'
import { PlusIcon } from './icons'
import * as styles from './QuickActions.css'
import { WithdrawDialog } from './WithdrawDialog'

type QuickDialog = 'fund' | 'withdraw' | null

/** Spec §2: the quick-action menu (Create order, Fund wallet, Withdraw). */
export function QuickActions() {
  const [dialog, setDialog] = useState<QuickDialog>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const dialogWasOpen = useRef(false)
  useEffect(() => {
    // The dialogs have no trigger of their own (a menu item opens them), so Radix returns focus
    // nowhere when they close: send it back to the menu button.
    if (dialog) dialogWasOpen.current = true
    else if (dialogWasOpen.current) {
      dialogWasOpen.current = false
      triggerRef.current?.focus()
    }
  }, [dialog])
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null)
  }
  return (
    <>
      <Menu
        align="end"
        trigger={
          <Button ref={triggerRef} size="sm" aria-label="Quick actions">
            <PlusIcon />
            <span className={styles.label}>Quick actions</span>
          </Button>
        }
      >
        <MenuLinkItem>
          <Link to="/escrow/new">Create order</Link>
        </MenuLinkItem>
        <MenuItem onSelect={() => setDialog('fund')}>Fund wallet</MenuItem>
        <MenuItem onSelect={() => setDialog('withdraw')}>Withdraw</MenuItem>
      </Menu>
      <FundWalletDialog open={dialog === 'fund'} onOpenChange={closeDialog} />
      <WithdrawDialog open={dialog === 'withdraw'} onOpenChange={closeDialog} />
    </>
  )
}
