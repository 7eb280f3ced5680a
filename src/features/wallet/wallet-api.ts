import { User } from '~/contract/auth'
import { AnyBody } from '~/contract/common'
import { koboToDecimalString, moneyToKobo } from '~/contract/money'
import {
  Banks,
  FundWalletResponse,
  ResolvedAccount,
  WalletTransactions,
  type Bank,
  type WalletTransaction,
  type WithdrawRequest,
  type WithdrawResponse,
} from '~/contract/wallet'
import { apiJson } from '~/lib/api-client'

/**
 * The wallet's calls (lifecycle spec §4), one function each; every answer is parsed with the
 * contract's schema. Only reached when `hasFeature('wallet')` (the shell provides the dialogs only then).
 */

/** POST /wallet/fund: the access code of the card checkout for `amountKobo`. */
export function fundWallet(amountKobo: number): Promise<FundWalletResponse> {
  return apiJson(FundWalletResponse, 'wallet/fund', {
    method: 'post',
    json: { amount: koboToDecimalString(amountKobo) },
  })
}

/** GET /wallet/banks */
export function fetchBanks(signal?: AbortSignal): Promise<Bank[]> {
  return apiJson(Banks, 'wallet/banks', { signal })
}

/** GET /wallet/resolve-account: the account holder's name (404 'Account not found'). */
export function resolveAccount(
  bankCode: string,
  accountNumber: string,
  signal?: AbortSignal,
): Promise<ResolvedAccount> {
  return apiJson(ResolvedAccount, 'wallet/resolve-account', {
    signal,
    searchParams: { bank_code: bankCode, account_number: accountNumber },
  })
}

/**
 * POST /wallet/withdraw with its `Idempotency-Key`: a retry of the same withdrawal (same amount,
 * bank and account) after a lost answer is answered again by the provider, never paid out twice.
 * The contract names no answer body: once it has succeeded, the new balance comes from GET
 * /auth/me and the pending debit from GET /trnx (lifecycle spec §4 says both change at once). If
 * either fails the call fails, and a retry under the same key is answered again, not paid twice.
 */
export async function withdraw(
  request: WithdrawRequest,
  idempotencyKey: string,
): Promise<WithdrawResponse> {
  await apiJson(AnyBody, 'wallet/withdraw', {
    method: 'post',
    json: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  })
  const [user, transactions] = await Promise.all([
    apiJson(User, 'auth/me'),
    apiJson(WalletTransactions, 'trnx'),
  ])
  return {
    wallet_balance: user.wallet_balance,
    transaction: pendingWithdrawal(transactions, moneyToKobo(request.amount)) ?? null,
  }
}

/** The newest pending `withdrawal` debit of this amount (listed newest first; a debit may be signed). */
function pendingWithdrawal(
  transactions: readonly WalletTransaction[],
  amountKobo: number | null,
): WalletTransaction | undefined {
  const normal = (text: string) => text.trim().toLowerCase()
  return transactions.find(
    (transaction) =>
      normal(transaction.transaction_type) === 'withdrawal' &&
      transaction.direction === 'debit' &&
      normal(transaction.status) === 'pending' &&
      Math.abs(moneyToKobo(transaction.amount) ?? 0) === amountKobo,
  )
}
