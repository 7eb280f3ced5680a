import { createContext, useContext, type ComponentType, type RefObject } from 'react'

/** What a wallet dialog (Fund wallet, Withdraw) gets from the control that opened it. */
export interface WalletDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes on close (the dialog has no trigger of its own). */
  returnFocusTo: RefObject<HTMLElement | null>
}

/** The wallet's real dialogs (lifecycle spec §4), each loaded on demand when it first opens. */
export interface WalletDialogs {
  FundWallet: ComponentType<WalletDialogProps>
  Withdraw: ComponentType<WalletDialogProps>
}

/**
 * The port through which the header's quick actions and the dashboard's onboarding open the
 * wallet's dialogs (features do not import each other): the shell route provides it only when the
 * provider's `wallet` part is on; null otherwise, and the callers keep the base spec's
 * explanations.
 */
export const WalletDialogsContext = createContext<WalletDialogs | null>(null)

export function useWalletDialogs(): WalletDialogs | null {
  return useContext(WalletDialogsContext)
}
