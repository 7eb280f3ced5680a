import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { Button } from '~/components/Button'
import { Menu, MenuItem, MenuLinkItem } from '~/components/Menu'
import { useWalletDialogs } from '~/lib/wallet-port'
import { FundWalletDialog } from './FundWalletDialog'
import { PlusIcon } from './icons'
import * as styles from './QuickActions.css'
import { WithdrawDialog } from './WithdrawDialog'

type QuickDialog = 'fund' | 'withdraw' | null

/**
 * Spec §2: the quick-action menu (Create order, Fund wallet, Withdraw). With the provider's wallet
 * part, Fund wallet and Withdraw open the wallet's own dialogs (lifecycle spec §4, loaded on
 * demand); without it, the explanations of what to do instead.
 */
export function QuickActions() {
  const wallet = useWalletDialogs()
  const FundWallet = wallet?.FundWallet ?? FundWalletDialog
  const Withdraw = wallet?.Withdraw ?? WithdrawDialog
  const [dialog, setDialog] = useState<QuickDialog>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
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
      {/* A menu item opens them, so on close focus goes back to the menu button. */}
      <FundWallet open={dialog === 'fund'} onOpenChange={closeDialog} returnFocusTo={triggerRef} />
      <Withdraw
        open={dialog === 'withdraw'}
        onOpenChange={closeDialog}
        returnFocusTo={triggerRef}
      />
    </>
  )
}
