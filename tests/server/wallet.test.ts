/**
 * The wallet in the sandbox (lifecycle spec §4): fund by card (a deposit once paid), banks,
 * account names, withdrawals (password, balance at once, pending then success on the sandbox
 * clock or the settle control, Idempotency-Key), every error text and status.
 */
import { describe, expect, it } from 'vitest'
import { User } from '../../src/contract/auth'
import { MESSAGES } from '../../src/contract/limits'
import { SandboxPayment } from '../../src/contract/sandbox'
import {
  Banks,
  FundWalletResponse,
  ResolvedAccount,
  WalletTransactions,
} from '../../src/contract/wallet'
import { SandboxWithdrawAnswer } from '../../src/server/routes/wallet'
import { PYDANTIC } from '../../src/server/validation'
import { WITHDRAWAL_SETTLE_MS } from '../../src/server/wallet-transfers'
import {
  ADA,
  Api,
  expectDetail,
  expectIssues,
  expectOk,
  issueFor,
  newSandbox,
  PASSWORD,
  money,
} from './helpers'

const ACCOUNT = '0123456789'

async function setup() {
  const all = await newSandbox()
  return { ...all, ada: await all.api.token(ADA) }
}
const balance = async (api: Api, token: string) =>
  money(expectOk(await api.get('/auth/me', { token }), User).wallet_balance)
const rows = async (api: Api, token: string) =>
  expectOk(await api.get('/trnx', { token }), WalletTransactions)
const withdraw = (api: Api, token: string, json: Record<string, unknown>, key?: string) =>
  api.post('/wallet/withdraw', {
    token,
    json: { amount: 1000, bank_code: '058', account_number: ACCOUNT, password: PASSWORD, ...json },
    headers: key ? { 'Idempotency-Key': key } : undefined,
  })

describe('POST /wallet/fund', () => {
  it('returns a card checkout; once paid, a deposit credit and the balance rises', async () => {
    const { api, ada } = await setup()
    const before = await balance(api, ada)
    const fund = expectOk(
      await api.post('/wallet/fund', { token: ada, json: { amount: '50000.50' } }),
      FundWalletResponse,
    )
    expect(fund.reference).toMatch(/^FND-[A-Z0-9]{8}$/)
    const checkout = expectOk(
      await api.get(`/__sandbox/payments/${fund.access_code}`),
      SandboxPayment,
    )
    expect(checkout).toMatchObject({
      amount: 50000.5,
      status: 'open',
      email: ADA,
      item_name: 'Wallet funding',
    })
    expect(await balance(api, ada)).toBe(before)
    expectOk(await api.post(`/__sandbox/payments/${fund.access_code}/complete`), SandboxPayment)
    expect(await balance(api, ada)).toBe(before + 5_000_050)
    const [latest] = await rows(api, ada)
    expect(latest).toMatchObject({
      transaction_type: 'deposit',
      direction: 'credit',
      amount: 50000.5,
      status: 'success',
    })
    expect(latest?.description).toContain(fund.reference)
    // Paid once only.
    expectDetail(
      await api.post(`/__sandbox/payments/${fund.access_code}/complete`),
      400,
      'Payment already completed',
    )
    expect(await balance(api, ada)).toBe(before + 5_000_050)
  })

  it('accepts ₦100 and ₦10,000,000 as numbers or strings; 422 outside, three decimals, not numeric', async () => {
    const { api, ada } = await setup()
    for (const amount of [100, '100.00', 10_000_000, '10000000', 250.5, '999.9']) {
      expectOk(await api.post('/wallet/fund', { token: ada, json: { amount } }), FundWalletResponse)
    }
    const refused: [unknown, string][] = [
      [99.99, MESSAGES.walletAmount],
      ['10000000.01', MESSAGES.walletAmount],
      [-500, MESSAGES.walletAmount],
      ['abc', MESSAGES.walletAmount],
      ['1e5', MESSAGES.walletAmount],
      [true, MESSAGES.walletAmount],
      ['100.123', PYDANTIC.decimalPlaces],
      [100.125, PYDANTIC.decimalPlaces],
    ]
    for (const [amount, msg] of refused) {
      const issues = expectIssues(await api.post('/wallet/fund', { token: ada, json: { amount } }))
      expect(issueFor(issues, 'amount'), String(amount)).toBe(msg)
    }
    expect(
      issueFor(expectIssues(await api.post('/wallet/fund', { token: ada, json: {} })), 'amount'),
    ).toBe('Field required')
    expectDetail(await api.post('/wallet/fund', { json: { amount: 500 } }), 401)
  })
})

describe('GET /wallet/banks and /wallet/resolve-account', () => {
  it('lists Nigerian banks with their real codes', async () => {
    const { api, ada } = await setup()
    const banks = expectOk(await api.get('/wallet/banks', { token: ada }), Banks)
    const byName = new Map(banks.map((bank) => [bank.name, bank.code]))
    expect(byName.get('Access Bank')).toBe('044')
    expect(byName.get('Guaranty Trust Bank')).toBe('058')
    expect(byName.get('Zenith Bank')).toBe('057')
    expect(byName.get('First Bank of Nigeria')).toBe('011')
    expect(byName.get('United Bank For Africa')).toBe('033')
    expect(byName.get('OPay')).toBe('999992')
    expect(byName.get('Kuda Bank')).toBe('50211')
    expect(byName.get('Moniepoint MFB')).toBe('50515')
    expect(new Set(banks.map((bank) => bank.code)).size).toBe(banks.length)
    expectDetail(await api.get('/wallet/banks'), 401)
  })

  it('resolves the test accounts; 404 for others; 422 for a bad number or bank', async () => {
    const { api, ada } = await setup()
    const resolve = (query: string) => api.get(`/wallet/resolve-account?${query}`, { token: ada })
    expect(
      expectOk(await resolve(`bank_code=058&account_number=${ACCOUNT}`), ResolvedAccount),
    ).toEqual({
      account_name: 'ADAEZE OKAFOR',
    })
    expect(
      expectOk(await resolve('bank_code=999992&account_number=1234567890'), ResolvedAccount)
        .account_name,
    ).toBe('BAYO ADEYEMI')
    expectDetail(await resolve('bank_code=058&account_number=9999999999'), 404, 'Account not found')
    for (const number of ['123456789', '12345678901', 'abcdefghij', '']) {
      const issues = expectIssues(await resolve(`bank_code=058&account_number=${number}`))
      expect(issues.find((i) => i.loc.join() === 'query,account_number')?.msg).toBe(
        'Enter a 10-digit account number',
      )
    }
    const issues = expectIssues(await resolve(`bank_code=999&account_number=${ACCOUNT}`))
    expect(issues.find((i) => i.loc.join() === 'query,bank_code')?.msg).toBe(MESSAGES.bankRequired)
  })
})

describe('POST /wallet/withdraw', () => {
  it('lowers the balance at once with a pending debit that settles after a few seconds on the sandbox clock', async () => {
    const { api, clock, ada } = await setup()
    const before = await balance(api, ada)
    const answer = expectOk(await withdraw(api, ada, { amount: '2500.75' }), SandboxWithdrawAnswer)
    expect(answer.transaction).toMatchObject({
      transaction_type: 'withdrawal',
      direction: 'debit',
      amount: 2500.75,
      status: 'pending',
    })
    expect(answer.transaction.description).toContain('Guaranty Trust Bank ****6789')
    expect(money(answer.wallet_balance)).toBe(before - 250_075)
    expect(await balance(api, ada)).toBe(before - 250_075)
    const [pending] = await rows(api, ada)
    expect(pending).toMatchObject({ id: answer.transaction.id, status: 'pending' })

    clock.advance(WITHDRAWAL_SETTLE_MS - 1)
    expect((await rows(api, ada))[0]?.status).toBe('pending')
    clock.advance(1)
    // Settled on the next read once due; the balance does not move again.
    expect((await rows(api, ada))[0]).toMatchObject({
      id: answer.transaction.id,
      status: 'success',
    })
    expect(await balance(api, ada)).toBe(before - 250_075)
  })

  it('the settle control settles every pending withdrawal now', async () => {
    const { api, ada } = await setup()
    const answer = expectOk(await withdraw(api, ada, {}), SandboxWithdrawAnswer)
    const settled = await api.post('/__sandbox/withdrawals/settle', { json: {} })
    expect(settled.body).toEqual({ settled: [answer.transaction.id] })
    expect((await rows(api, ada))[0]?.status).toBe('success')
    expect((await api.post('/__sandbox/withdrawals/settle', { json: {} })).body).toEqual({
      settled: [],
    })
  })

  it("400 'Incorrect password' (never 401, the session lives on); 400 'Insufficient wallet balance'; 422s", async () => {
    const { api, ada } = await setup()
    const before = await balance(api, ada)
    expectDetail(
      await withdraw(api, ada, { password: 'wrong-password' }),
      400,
      'Incorrect password',
    )
    expect(await balance(api, ada)).toBe(before)
    expectOk(await api.get('/auth/me', { token: ada }), User) // still signed in
    expectDetail(
      await withdraw(api, ada, { amount: 10_000_000 }),
      400,
      'Insufficient wallet balance',
    )
    const issues = expectIssues(
      await withdraw(api, ada, {
        amount: 50,
        bank_code: 'nope',
        account_number: '12345',
        password: '',
      }),
    )
    expect(issueFor(issues, 'amount')).toBe(MESSAGES.walletAmount)
    expect(issueFor(issues, 'bank_code')).toBe(MESSAGES.bankRequired)
    expect(issueFor(issues, 'account_number')).toBe('Enter a 10-digit account number')
    expect(issueFor(issues, 'password')).toBe(MESSAGES.passwordRequired)
    expect(issueFor(expectIssues(await withdraw(api, ada, { amount: '100.001' })), 'amount')).toBe(
      PYDANTIC.decimalPlaces,
    )
    expect(
      issueFor(
        expectIssues(await withdraw(api, ada, { account_number: '9999999999' })),
        'account_number',
      ),
    ).toBe('Account not found')
    expect(await balance(api, ada)).toBe(before)
    expectDetail(await api.post('/wallet/withdraw', { json: {} }), 401)
  })

  it('withdraws the whole balance; then nothing more', async () => {
    const { api, ada } = await setup()
    const all = await balance(api, ada)
    expectOk(await withdraw(api, ada, { amount: (all / 100).toFixed(2) }), SandboxWithdrawAnswer)
    expect(await balance(api, ada)).toBe(0)
    expectDetail(await withdraw(api, ada, { amount: 100 }), 400, 'Insufficient wallet balance')
  })

  it('Idempotency-Key: a retried withdrawal is answered again, not sent twice; two at once spend once', async () => {
    const { api, ada } = await setup()
    const before = await balance(api, ada)
    const first = await withdraw(api, ada, { amount: 1500 }, 'wd-1')
    const again = await withdraw(api, ada, { amount: 1500 }, 'wd-1')
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await balance(api, ada)).toBe(before - 150_000)
    expectDetail(await withdraw(api, ada, { amount: 2000 }, 'wd-1'), 422)
    // A wrong password is not remembered: the same key works once it is right.
    expectDetail(
      await withdraw(api, ada, { password: 'nope-nope' }, 'wd-2'),
      400,
      'Incorrect password',
    )
    expectOk(await withdraw(api, ada, {}, 'wd-2'), SandboxWithdrawAnswer)
    // The whole balance twice at once: one succeeds.
    const left = await balance(api, ada)
    const amount = (left / 100).toFixed(2)
    const replies = await Promise.all([
      withdraw(api, ada, { amount }),
      withdraw(api, ada, { amount }),
    ])
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400])
    expect(await balance(api, ada)).toBe(0)
  })

  it('the password never reaches the state or the request log', async () => {
    const { api, sandbox, ada } = await setup()
    const secret = 'Sandbox-Secret-Pass-42'
    await withdraw(api, ada, { password: secret }, 'wd-log')
    await withdraw(api, ada, {}, 'wd-log-ok')
    const log = await api.get('/__sandbox/requests')
    expect(JSON.stringify(sandbox.state())).not.toContain(secret)
    expect(JSON.stringify(sandbox.state())).not.toContain(PASSWORD)
    expect(log.text).not.toContain(secret)
  })
})
