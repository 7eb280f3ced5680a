/**
 * Request economy as a regression guard (the bench prints the same table, `npm run bench --
 * request-economy`): a seller's session makes exactly the API calls its screens need, none twice
 * within the stale time, and a deep link to /orders/<id> asks for the order beside the start-up
 * profile check, not after it.
 */
import {
  deepLinkCalls,
  duplicatesWithinStaleTime,
  inParallel,
  MINIMUM_CALLS,
  scriptedSession,
  stepReports,
} from '../bench/request-economy'
import { expect, seller, signIn, test } from './fixtures'

test('a session from sign-in to a new order makes only the calls its screens need', async ({
  page,
}) => {
  const calls = await scriptedSession(page, seller)

  const steps = stepReports(calls, MINIMUM_CALLS)
  for (const step of steps) {
    expect(step.calls, `calls of "${step.step}"`).toEqual(step.minimum)
  }
  expect(duplicatesWithinStaleTime(calls).map((call) => `${call.step}: ${call.call}`)).toEqual([])
})

test('a deep link to an order asks for it beside the profile check, not after it', async ({
  page,
  browser,
  sandbox,
}) => {
  await signIn(page, seller)
  // The dashboard's pending orders link to theirs.
  const orderPath = await page.locator('main a[href^="/orders/ESC-"]').first().getAttribute('href')
  expect(orderPath, 'the seed gives the seller a pending order').toMatch(/^\/orders\/ESC-/)

  const calls = await deepLinkCalls(
    browser,
    sandbox.url,
    await page.context().storageState(),
    orderPath!,
  )

  expect(calls.map((call) => call.call).sort()).toEqual(['GET auth/me', 'GET escrow/<id>'])
  // Every answer takes DEEP_LINK_LATENCY_MS, so a request that waited for the other's answer
  // would start after it ended.
  expect(
    inParallel(calls),
    calls
      .map((call) => `${call.call}: ${String(call.startMs)}–${String(call.endMs)} ms`)
      .join(', '),
  ).toBe(true)
})
