import { lazy, Suspense, type ReactNode } from 'react'
import { hasFeature } from '~/lib/provider-features'
import { WalletDialogsContext, type WalletDialogProps, type WalletDialogs } from '~/lib/wallet-port'

/**
 * The wallet's dialogs load on demand (one chunk each), when one first opens: no page's first
 * visit carries them. A closed dialog is nothing.
 */
const FundWalletChunk = lazy(() =>
  import('./FundWalletFlow').then((m) => ({ default: m.FundWalletFlow })),
)
const WithdrawChunk = lazy(() =>
  import('./WithdrawFlow').then((m) => ({ default: m.WithdrawFlow })),
)

function FundWallet(props: WalletDialogProps) {
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <FundWalletChunk {...props} />
    </Suspense>
  )
}

function Withdraw(props: WalletDialogProps) {
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <WithdrawChunk {...props} />
    </Suspense>
  )
}

const dialogs: WalletDialogs = { FundWallet, Withdraw }

/**
 * Offers the wallet's dialogs to the header's quick actions and the dashboard (src/lib/wallet-port.ts)
 * when the provider's `wallet` part is on; otherwise offers nothing, and they keep the base spec's
 * explanations.
 */
export function WalletDialogsProvider({ children }: { children: ReactNode }) {
  if (!hasFeature('wallet')) return children
  return <WalletDialogsContext.Provider value={dialogs}>{children}</WalletDialogsContext.Provider>
}
