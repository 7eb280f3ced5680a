/**
 * Request economy as a regression guard in `npm test`: a deep link to /orders/<id> asks for the
 * order beside the start-up profile check, not after it (a waterfall would pass every other test,
 * only slower). The per-step table of a whole session (the calls each screen needs, none twice
 * within the stale time) is the bench's: `npm run bench -- request-economy`
 * (tests/bench/request-economy-bench.ts, with the same helpers).
 */
import { deepLinkCalls, inParallel } from '../bench/request-economy'
import { awaitingAnswer } from '../support/e2e'
import { expect, seller, test } from './fixtures'

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
