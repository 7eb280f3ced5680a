import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { Button } from '~/components/Button'
import { Menu, MenuItem, MenuLinkItem } from '~/components/Menu'
import { onDemand } from '~/components/on-demand'
import { useWalletDialogs } from '~/lib/wallet-port'
import { PlusIcon } from './icons'
import * as styles from './QuickActions.css'

type QuickDialog = 'fund' | 'withdraw' | null

/** Without the wallet part: what to do instead, each loaded when it first opens. */
const FundWalletDialog = onDemand(() =>
  import('./FundWalletDialog').then((m) => m.FundWalletDialog),
)
const WithdrawDialog = onDemand(() => import('./WithdrawDialog').then((m) => m.WithdrawDialog))

/**
 * Spec §2: the quick-action menu (Create order, Fund wallet, Withdraw). With the provider's wallet
 * part, Fund wallet and Withdraw open the wallet's own dialogs (lifecycle spec §4, loaded on
 * demand); without it, the explanations of what to do instead (also on demand).
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
