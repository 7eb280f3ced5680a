/**
 * /trnx: the caller's wallet transactions, newest first. /wallet (lifecycle spec §4): fund by
 * card, the banks, account names, and withdrawals (password checked; Idempotency-Key honoured).
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { MoneyValue } from '../../contract/common'
import type { FundWalletResponse, ResolvedAccount } from '../../contract/wallet'
import { ACCOUNT_NUMBER_PATTERN, WalletTransaction } from '../../contract/wallet'
import { MESSAGES } from '../../contract/limits'
import { koboToDecimalString } from '../../contract/money'
import { caller, requireAuth } from '../auth-middleware'
import { accountNameOf, BANKS, findBank } from '../banks'
import { liveMoment, type SandboxContext, type SandboxEnv } from '../context'
import { ApiError, jsonResponse, validationFailed } from '../errors'
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, requestFingerprint } from '../idempotency'
import { INCORRECT_PASSWORD_DETAIL, requirePassword } from '../password-check'
import { parseJsonObject } from '../request-body'
import { validateWithdrawal, walletAmountKobo } from '../validation'
import { openFunding, startWithdrawal } from '../wallet-transfers'
import { transactionsOf, transactionView, walletBalanceKobo } from '../wallet'
import type { ValidationIssue } from '../../contract/common'

export const WALLET_DETAILS = {
  incorrectPassword: INCORRECT_PASSWORD_DETAIL,
  insufficientBalance: MESSAGES.insufficientBalance,
  accountNotFound: 'Account not found',
} as const

/**
 * The sandbox's answer to POST /wallet/withdraw outside strict mode: the pending debit and the
 * balance after it. The contract names no answer body (strict mode sends `{detail}`); the app
 * reads neither (src/features/wallet/wallet-api.ts).
 */
export const SandboxWithdrawAnswer = v.object({
  transaction: WalletTransaction,
  wallet_balance: MoneyValue,
})
type SandboxWithdrawAnswer = v.InferOutput<typeof SandboxWithdrawAnswer>

export function walletRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.get('/', requireAuth(ctx), (c) =>
    c.json(transactionsOf(ctx.store.state, caller(c).user.id).map(transactionView)),
  )
  return routes
}

export function walletActionRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  const state = () => ctx.store.state

  routes.post('/fund', requireAuth(ctx), async (c) => {
    const { user } = caller(c)
    const issues: ValidationIssue[] = []
    const kobo = walletAmountKobo(parseJsonObject(await c.req.text()), issues)
    if (kobo === undefined) throw validationFailed(issues)
    const payment = openFunding(state(), ctx.now().toISOString(), user.id, kobo)
    ctx.store.commit()
    const body: FundWalletResponse = {
      access_code: payment.access_code,
      reference: payment.public_id,
    }
    return c.json(body)
  })

  routes.get('/banks', requireAuth(ctx), (c) => c.json(BANKS))

  routes.get('/resolve-account', requireAuth(ctx), (c) => {
    const bankCode = (c.req.query('bank_code') ?? '').trim()
    const accountNumber = (c.req.query('account_number') ?? '').trim()
    const issues: ValidationIssue[] = []
    if (!findBank(bankCode))
      issues.push({ loc: ['query', 'bank_code'], msg: MESSAGES.bankRequired, type: 'value_error' })
    if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber))
      issues.push({
        loc: ['query', 'account_number'],
        msg: MESSAGES.accountNumber,
        type: 'value_error',
      })
    if (issues.length > 0) throw validationFailed(issues)
    const name = accountNameOf(accountNumber)
    if (name === undefined) throw new ApiError(404, WALLET_DETAILS.accountNotFound)
    const body: ResolvedAccount = { account_name: name }
    return c.json(body)
  })

  /**
   * The password is checked (400, never 401: a wrong password must not sign the user out) as it is
   * when the money moves (password-check.ts), and never kept or logged; the Idempotency-Key
   * fingerprint leaves it out. With a key, a lost answer retried is answered again, not sent
   * twice, but only after the retry's own password passed.
   */
  routes.post('/withdraw', requireAuth(ctx), async (c) => {
    const { user } = caller(c)
    const key = idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER))
    const release = key === undefined ? () => undefined : ctx.idempotency.claim(user.id, key)
    try {
      const checked = validateWithdrawal(parseJsonObject(await c.req.text()))
      if (!checked.ok) throw validationFailed(checked.issues)
      const { amountKobo, bankCode, accountNumber, password } = checked.value
      const fingerprint = requestFingerprint(
        c.req.method,
        c.req.path,
        JSON.stringify([amountKobo, bankCode, accountNumber]),
      )
      // From the password's final check on, synchronous: two withdrawals cannot both spend the
      // same balance, and a password reset cannot slip in between.
      return await requirePassword(ctx, user.id, password, (current) => {
        if (key !== undefined) {
          const replay = ctx.idempotency.replay(current.id, key, fingerprint)
          if (replay) return replay
        }
        const accountName = accountNameOf(accountNumber)
        if (accountName === undefined)
          throw validationFailed([
            {
              loc: ['body', 'account_number'],
              msg: WALLET_DETAILS.accountNotFound,
              type: 'value_error',
            },
          ])
        const balance = walletBalanceKobo(state(), current.id)
        if (amountKobo > balance) throw new ApiError(400, WALLET_DETAILS.insufficientBalance)
        const moment = liveMoment(ctx)
        const transaction = startWithdrawal(state(), moment.ids, {
          userId: current.id,
          amountKobo,
          bankCode,
          bankName: findBank(bankCode)?.name ?? bankCode,
          accountNumber,
          accountName,
          at: moment.at,
        })
        const body: SandboxWithdrawAnswer = {
          transaction: transactionView(transaction),
          wallet_balance: koboToDecimalString(balance - amountKobo),
        }
        if (key !== undefined) ctx.idempotency.remember(current.id, key, fingerprint, 200, body)
        ctx.store.commit()
        return jsonResponse(200, body)
      })
    } finally {
      release()
    }
  })

  return routes
}
