/**
 * E2E helpers of the wallet journey (lifecycle spec §4): balances and transactions read through
 * the API, orders made by the counterpart, and the sandbox's withdrawal control.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { User } from '../../src/contract/auth'
import { CreateOrderResponse } from '../../src/contract/escrow'
import { moneyToKobo } from '../../src/contract/money'
import { WalletTransactions } from '../../src/contract/wallet'
import { apiAs, inDays, pngUpload, tokenOf } from '../support/e2e'
import { expect, type DemoAccount } from './fixtures'

export async function walletKobo(page: Page, account: DemoAccount): Promise<number> {
  const user = await apiAs(page, account, 'auth/me', User)
  return moneyToKobo(user.wallet_balance) ?? Number.NaN
}

/** The newest `count` transactions, one line each: type, signed amount, status, description. */
export async function newestRows(page: Page, account: DemoAccount, count: number) {
  const rows = await apiAs(page, account, 'trnx', WalletTransactions)
  return rows.slice(0, count).map((row) => {
    const sign = row.direction === 'credit' ? '+' : '-'
    return `${row.transaction_type} ${sign}${String(row.amount)} ${row.status} (${row.description ?? ''})`
  })
}

/** POST as `account` through the API (the counterpart acting elsewhere). */
export async function postAs(
  request: APIRequestContext,
  account: DemoAccount,
  path: string,
  init: { multipart?: Record<string, string | ReturnType<typeof pngUpload>>; data?: unknown } = {},
) {
  const token = await tokenOf(request, account)
  const response = await request.post(`/api/v1/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...init,
  })
  expect(response.ok(), `POST ${path}: ${String(response.status())}`).toBe(true)
  return (await response.json()) as unknown
}

/** An order of `price` naira created by `initiator` through the API; its id and access code. */
export async function createOrderAs(
  request: APIRequestContext,
  initiator: DemoAccount,
  role: 'seller' | 'buyer',
  receiver: DemoAccount,
  name: string,
  price: string,
) {
  const created = await postAs(request, initiator, 'escrow/create', {
    multipart: {
      name,
      price,
      description: 'Boxed, with the receipt',
      delivery_date: inDays(3),
      receiver_email: receiver.email,
      receiver_phone: '08031234567',
      role,
      ...(role === 'seller' ? { images: pngUpload('item.png') } : {}),
    },
  })
  const { data } = v.parse(CreateOrderResponse, created)
  if (!data.public_id) throw new Error('the new order has no public_id')
  return { id: data.public_id, accessCode: data.access_code ?? null }
}

/** The sandbox control: every pending withdrawal settles now. */
export async function settleWithdrawals(request: APIRequestContext): Promise<string[]> {
  const response = await request.post('/api/v1/__sandbox/withdrawals/settle', { data: {} })
  expect(response.ok(), 'POST /__sandbox/withdrawals/settle').toBe(true)
  return ((await response.json()) as { settled: string[] }).settled
}
