import type { ReactNode } from 'react'
import { onDemand } from '~/components/on-demand'
import { hasFeature } from '~/lib/provider-features'
import { WalletDialogsContext, type WalletDialogs } from '~/lib/wallet-port'

/** The wallet's dialogs, each loaded when it first opens: no page's first visit carries them. */
const dialogs: WalletDialogs = {
  FundWallet: onDemand(() => import('./FundWalletFlow').then((m) => m.FundWalletFlow)),
  Withdraw: onDemand(() => import('./WithdrawFlow').then((m) => m.WithdrawFlow)),
}

/**
 * Offers the wallet's dialogs to the header's quick actions and the dashboard (src/lib/wallet-port.ts)
 * when the provider's `wallet` part is on; otherwise offers nothing, and they keep the base spec's
 * explanations.
 */
export function WalletDialogsProvider({ children }: { children: ReactNode }) {
  if (!hasFeature('wallet')) return children
  return <WalletDialogsContext.Provider value={dialogs}>{children}</WalletDialogsContext.Provider>
}
