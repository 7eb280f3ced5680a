import type { OrdersByStatus } from '~/contract/escrow'
import type { WalletTransaction } from '~/contract/wallet'

/** Statuses a provider may use for a transaction that went through (the sandbox says 'success'). */
const SUCCEEDED = new Set(['success', 'successful', 'succeeded', 'completed'])

/** Wallet funded: any successful deposit. */
export function hasFundedWallet(transactions: readonly WalletTransaction[]): boolean {
  return transactions.some(
    (transaction) =>
      transaction.transaction_type.trim().toLowerCase() === 'deposit' &&
      transaction.direction === 'credit' &&
      SUCCEEDED.has(transaction.status.trim().toLowerCase()),
  )
}

const sameEmail = (a: string | null | undefined, b: string) =>
  !!a && a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * First transaction: any order the user created (they are its initiator, whatever happened to it
 * since), or accepted (they are its receiver and it went on to active or completed; a pending one
 * is not accepted yet, a cancelled one was declined or withdrawn).
 */
export function hasCreatedOrAcceptedOrder(grouped: OrdersByStatus, viewerEmail: string): boolean {
  if (!viewerEmail.trim()) return false
  const all = [...grouped.pending, ...grouped.active, ...grouped.completed, ...grouped.cancelled]
  if (all.some((order) => sameEmail(order.initiator?.email, viewerEmail))) return true
  return [...grouped.active, ...grouped.completed].some(
    (order) =>
      sameEmail(order.receiver_email, viewerEmail) || sameEmail(order.receiver?.email, viewerEmail),
  )
}

export interface OnboardingStep {
  label: string
  done: boolean
  /** Where the step's link goes: what to do for an open step, the next useful page for a done one. */
  to: '/transactions' | '/escrow/new' | '/orders' | '/referrals'
  /** Instead of the link, the step opens this dialog (the wallet's Fund wallet, when offered). */
  opens?: 'fund-wallet'
}

export interface OnboardingFacts {
  walletFunded: boolean
  firstTransaction: boolean
  /** The provider's wallet part is on: funding happens in its Fund wallet dialog. */
  canFundWallet?: boolean
}

/**
 * The three steps from what the app knows. A referral cannot be known without a referral endpoint,
 * so that step is never done here (never faked), and it promises no reward (none can be tracked or
 * paid: the Referrals page says so).
 */
export function onboardingSteps({
  walletFunded,
  firstTransaction,
  canFundWallet = false,
}: OnboardingFacts): OnboardingStep[] {
  return [
    {
      label: 'Fund your wallet',
      done: walletFunded,
      // No funding page exists (Fund wallet is a dialog): the wallet's transactions either way; once
      // funded, the next useful thing is the first order. With the wallet part, an open step
      // opens the Fund wallet dialog itself.
      to: walletFunded && !firstTransaction ? '/escrow/new' : '/transactions',
      ...(canFundWallet && !walletFunded ? { opens: 'fund-wallet' as const } : {}),
    },
    {
      label: 'Create your first transaction',
      done: firstTransaction,
      to: firstTransaction ? '/orders' : '/escrow/new',
    },
    {
      label: 'Refer a friend',
      done: false,
      to: '/referrals',
    },
  ]
}

/** Whole percent of the steps done. */
export function percentDone(steps: readonly OnboardingStep[]): number {
  if (steps.length === 0) return 0
  return Math.round((steps.filter((step) => step.done).length / steps.length) * 100)
}
