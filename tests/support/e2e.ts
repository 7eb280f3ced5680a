/**
 * Steps the end-to-end specs share: reading the sandbox API as a user, counting what the app sent,
 * proving a page did not reload, dates for the date inputs, and an image to upload.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import * as v from 'valibot'
import { PendingOrders } from '../../src/contract/escrow'
import { apiTokens, type DemoAccount, type SandboxApi } from '../e2e/fixtures'

/** A bearer token of `account`'s own (an API sign-in, separate from any page's session). */
export async function tokenOf(
  request: APIRequestContext,
  account: Pick<DemoAccount, 'email' | 'password'>,
): Promise<string> {
  return (await apiTokens(request, account)).access_token
}

async function getWithToken(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(`/api/v1/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.ok(), `GET ${path}`).toBe(true)
  return (await response.json()) as unknown
}

/** Reads `path` (after /api/v1/) as `account`, parsed with `schema`. */
export async function apiAs<TSchema extends v.GenericSchema>(
  page: Page,
  account: DemoAccount,
  path: string,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const token = await tokenOf(page.request, account)
  return v.parse(schema, await getWithToken(page.request, token, path))
}

/** Reads `path` as the signed-in page does (its bearer token from localStorage). */
export async function apiAsPage<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  return (await getWithToken(page.request, token ?? '', path)) as T
}

/** The other party, acting elsewhere: a GET of theirs, through the API (not this browser). */
export async function counterparty(request: APIRequestContext, account: DemoAccount) {
  const token = await tokenOf(request, account)
  return async (path: string) => {
    await getWithToken(request, token, path)
  }
}

/** A pending order waiting for `account`'s answer whose initiator has the given role. */
export async function awaitingAnswer(
  page: Page,
  account: DemoAccount,
  initiatorRole: 'seller' | 'buyer',
) {
  const pending = await apiAs(page, account, 'escrow/pending', PendingOrders)
  const order = pending.find((candidate) => candidate.initiator_role === initiatorRole)
  if (!order) throw new Error(`the seed has no pending ${initiatorRole} order for ${account.email}`)
  return order
}

/** How many `method` requests whose path (after /api/v1) ends with `suffix` the sandbox logged. */
export async function countRequests(sandboxApi: SandboxApi, method: string, suffix: string) {
  return (await sandboxApi.requests()).filter(
    (entry) => entry.method === method && entry.path.endsWith(suffix),
  ).length
}

/** Marks the document; the returned check tells whether the page is still that document. */
export async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  return () =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)
}

/** The local calendar day `days` from today, as a date input takes it (YYYY-MM-DD). */
export function inDays(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

// A real 24×24 PNG: the uploader checks an image's first bytes, not only its name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAALUlEQVR4nGP48uQCVnSznA0rwqWeYdSgEW0QqRpwqR81aGQbNPhS9qhBQ9AgANXoqD1DZ/dkAAAAAElFTkSuQmCC',
  'base64',
)

/** A PNG for `setInputFiles`. */
export const pngUpload = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })
