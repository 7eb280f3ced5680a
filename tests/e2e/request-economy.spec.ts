/**
 * Request economy as a regression guard in `npm test` (extra or waterfalled calls pass every other
 * test, only slower): a seller's session makes exactly the API calls its screens need, none twice
 * within the stale time, and a deep link to /orders/<id> asks for the order beside the start-up
 * profile check, not after it. `npm run bench -- request-economy` prints the same figures as a
 * table (tests/bench/request-economy-bench.ts, with the same helpers).
 */
import {
  deepLinkCalls,
  duplicatesWithinStaleTime,
  inParallel,
  MINIMUM_CALLS,
  scriptedSession,
  stepReports,
} from '../bench/request-economy'
import { awaitingAnswer } from '../support/e2e'
import { expect, seller, test } from './fixtures'

// The scripted session signs in through the form: its first step counts the sign-in's calls.
test('a session from sign-in to a new order makes only the calls its screens need', async ({
  page,
}) => {
  const calls = await scriptedSession(page, seller)

  for (const step of stepReports(calls, MINIMUM_CALLS)) {
    expect(step.calls, `calls of "${step.step}"`).toEqual(step.minimum)
  }
  expect(duplicatesWithinStaleTime(calls).map((call) => `${call.step}: ${call.call}`)).toEqual([])
})

test.describe('signed in', () => {
  test.use({ signedInAs: seller })

  test('a deep link to an order asks for it beside the profile check, not after it', async ({
    page,
    browser,
    sandbox,
    storageState,
  }) => {
    const order = await awaitingAnswer(page, seller, 'buyer')

    // A new context with the seller's stored session and empty caches, every answer delayed.
    const calls = await deepLinkCalls(
      browser,
      sandbox.url,
      storageState,
      `/orders/${order.public_id}`,
    )

    // Issue 25: the signed-in frame's bell asks for its notifications (lifecycle spec §5) once it
    // draws, i.e. after the page's data (the route waits for its loader); nothing waits for it.
    expect(calls.map((call) => call.call).sort()).toEqual([
      'GET auth/me',
      'GET escrow/<id>',
      'GET notifications',
    ])
    const pageCalls = calls.filter((call) => call.call !== 'GET notifications')
    // Every answer takes DEEP_LINK_LATENCY_MS, so a request that waited for the other's answer
    // would start after it ended.
    expect(
      inParallel(pageCalls),
      calls
        .map((call) => `${call.call}: ${String(call.startMs)}–${String(call.endMs)} ms`)
        .join(', '),
    ).toBe(true)
  })
})
