import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { koboToDecimalString } from '~/contract/money'
import type { WalletTransaction, WithdrawResponse } from '~/contract/wallet'
import { submissionFor, type Submission } from '~/lib/idempotency-key'
import type { PasswordOnce } from '~/lib/password-once'
import { PaymentError, usePaymentAdapter } from '~/lib/payment-port'
import { queryRoots } from '~/lib/query-keys'
import { fundWallet, withdraw } from './wallet-api'

/** The mutation keys of the wallet: their own object, apart from the query keys. */
export const walletMutationKeys = {
  fund: ['wallet', 'fund'],
  withdraw: ['wallet', 'withdraw'],
} as const

/** What funding and withdrawing change: the balances (the profile) and the wallet's transactions. */
export const WALLET_AFFECTS = [queryRoots.profile, queryRoots.transactions] as const

export type FundOutcome = 'funded' | 'cancelled'

/**
 * Fund wallet (lifecycle spec §4): POST /wallet/fund, then the card checkout of this build (the
 * sandbox's dialog or Paystack's pop-up) with its access code. A cancelled checkout changes
 * nothing; a checkout that fails is a PaymentError. Balances and transactions are fresh once it
 * settles (meta.invalidates is awaited).
 */
export function useFundWallet() {
  const payments = usePaymentAdapter()
  return useMutation({
    mutationKey: walletMutationKeys.fund,
    meta: { invalidates: WALLET_AFFECTS },
    mutationFn: async (amountKobo: number): Promise<FundOutcome> => {
      const { access_code: accessCode, reference } = await fundWallet(amountKobo)
      const payment = await payments.resume(accessCode)
      if (payment.status === 'error') throw new PaymentError(payment.message)
      if (payment.status === 'cancelled') {
        console.info('Wallet funding cancelled; nothing was charged', reference)
        return 'cancelled'
      }
      return 'funded'
    },
  })
}

export interface WithdrawInput {
  amountKobo: number
  bankCode: string
  accountNumber: string
  /**
   * The password, readable once (src/lib/password-once.ts): the mutation cache keeps a mutation's
   * variables for minutes after the dialog has gone, and it must not keep the password.
   */
  password: PasswordOnce
}

/**
 * The withdrawal being sent, kept for this tab until it succeeds: a retry of the same amount, bank
 * and account (after a lost answer, or after the dialog was closed and opened again) carries the
 * same Idempotency-Key, so the provider answers it again instead of paying out twice. The password
 * is not part of it (the provider leaves it out of the key's fingerprint too) and is never kept.
 */
let pendingSubmission: Submission | null = null

export function withdrawalContent({
  amountKobo,
  bankCode,
  accountNumber,
}: Omit<WithdrawInput, 'password'>): string {
  return JSON.stringify([amountKobo, bankCode, accountNumber])
}

/**
 * Withdraw (lifecycle spec §4): POST /wallet/withdraw with the password, under the withdrawal's
 * Idempotency-Key. Once it succeeds the pending row is watched until it settles (watchSettlement).
 */
export function useWithdraw() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: walletMutationKeys.withdraw,
    meta: { invalidates: WALLET_AFFECTS },
    mutationFn: async (input: WithdrawInput): Promise<WithdrawResponse> => {
      const password = input.password()
      const submission = submissionFor(withdrawalContent(input), pendingSubmission)
      pendingSubmission = submission
      const answer = await withdraw(
        {
          amount: koboToDecimalString(input.amountKobo),
          bank_code: input.bankCode,
          account_number: input.accountNumber,
          password,
        },
        submission.key,
      )
      if (pendingSubmission === submission) pendingSubmission = null
      return answer
    },
    onSuccess: (answer) => {
      if (answer.transaction) watchSettlement(queryClient, answer.transaction.id)
    },
  })
}

/** How often a pending withdrawal is looked at again, and for how long at most. */
export const SETTLEMENT_POLL_MS = 5_000
export const SETTLEMENT_POLL_LIMIT = 24

function isPending(transaction: WalletTransaction | undefined): boolean {
  return transaction?.status.trim().toLowerCase() === 'pending'
}

/**
 * Until the new withdrawal is no longer pending: every 5 s (the sandbox settles 5 s after the
 * request), the transactions are invalidated, so a page showing them (the transactions page, the
 * dashboard) refetches and the row turns from pending to success without a reload; at most 24
 * times (2 minutes), then the next visit shows it. Only this tab's own withdrawal is watched: a
 * pending row the provider never settles does not make any page poll.
 */
export function watchSettlement(
  queryClient: QueryClient,
  transactionId: string,
  tries = SETTLEMENT_POLL_LIMIT,
): void {
  if (tries <= 0) return
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: queryRoots.transactions }).then(() => {
      const lists = queryClient.getQueriesData<WalletTransaction[]>({
        queryKey: queryRoots.transactions,
      })
      const row = lists
        .flatMap(([, data]) => (Array.isArray(data) ? data : []))
        .find((transaction) => transaction.id === transactionId)
      if (row && !isPending(row)) {
        // Settled: the provider also told its owner (a notification).
        void queryClient.invalidateQueries({ queryKey: queryRoots.notifications })
        return
      }
      watchSettlement(queryClient, transactionId, tries - 1)
    })
  }, SETTLEMENT_POLL_MS)
}
