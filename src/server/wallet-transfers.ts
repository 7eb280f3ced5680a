/**
 * Money in and out of the wallet (lifecycle spec §4): funding by card (the card checkout
 * stand-in, a `deposit` once paid) and withdrawals to a bank account (the balance lowered at once
 * by a pending `withdrawal` debit that settles on the sandbox clock a few seconds later).
 */
import type { PaymentRecord, SandboxState, TransactionRecord, WithdrawalRecord } from './records'
import { secureCode, secureString, type IdSource } from './random'
import { recordTransaction } from './wallet'

/**
 * A card checkout for funding the wallet (POST /wallet/fund): the same stand-in as an order's,
 * under a reference of its own ("FND-" and 8 characters) where an order's checkout has its id.
 */
export function openFunding(
  state: SandboxState,
  at: string,
  payerId: number,
  amountKobo: number,
): PaymentRecord {
  const payment: PaymentRecord = {
    access_code: secureCode(20),
    public_id: `FND-${secureString('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 8)}`,
    kind: 'fund',
    payer_id: payerId,
    amount_kobo: amountKobo,
    status: 'open',
    created_at: at,
    updated_at: at,
  }
  state.payments.push(payment)
  return payment
}

/** How long a transfer takes to settle, on the sandbox clock. */
export const WITHDRAWAL_SETTLE_MS = 5_000

export interface NewWithdrawal {
  userId: number
  amountKobo: number
  bankCode: string
  bankName: string
  accountNumber: string
  accountName: string
  at: string
}

/** A pending `withdrawal` debit (lowers the balance at once) and its transfer. */
export function startWithdrawal(
  state: SandboxState,
  ids: IdSource,
  input: NewWithdrawal,
): TransactionRecord {
  const transaction = recordTransaction(state, ids, {
    userId: input.userId,
    type: 'withdrawal',
    amountKobo: input.amountKobo,
    description: `Withdrawal to ${input.bankName} ****${input.accountNumber.slice(-4)} (${input.accountName})`,
    at: input.at,
    status: 'pending',
  })
  state.withdrawals.push({
    transaction_id: transaction.id,
    user_id: input.userId,
    bank_code: input.bankCode,
    account_number: input.accountNumber,
    account_name: input.accountName,
    settles_at: new Date(Date.parse(input.at) + WITHDRAWAL_SETTLE_MS).toISOString(),
  })
  return transaction
}

/**
 * Settles the transfers that are due (all of them with `all`): their debits become `success`.
 * Returns the settled withdrawals.
 */
export function settleWithdrawals(
  state: SandboxState,
  now: Date,
  all = false,
): { withdrawal: WithdrawalRecord; transaction: TransactionRecord }[] {
  const due = state.withdrawals.filter(
    (withdrawal) => all || Date.parse(withdrawal.settles_at) <= now.getTime(),
  )
  if (due.length === 0) return []
  const settled: { withdrawal: WithdrawalRecord; transaction: TransactionRecord }[] = []
  for (const withdrawal of due) {
    const transaction = state.transactions.find((tx) => tx.id === withdrawal.transaction_id)
    if (transaction?.status === 'pending') {
      transaction.status = 'success'
      settled.push({ withdrawal, transaction })
    }
  }
  state.withdrawals = state.withdrawals.filter((withdrawal) => !due.includes(withdrawal))
  return settled
}
