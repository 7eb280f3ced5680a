import { koboToDecimalString } from '~/contract/money'
import {
  Banks,
  FundWalletResponse,
  ResolvedAccount,
  WithdrawResponse,
  type Bank,
  type WithdrawRequest,
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
 */
export function withdraw(request: WithdrawRequest, idempotencyKey: string) {
  return apiJson(WithdrawResponse, 'wallet/withdraw', {
    method: 'post',
    json: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}
