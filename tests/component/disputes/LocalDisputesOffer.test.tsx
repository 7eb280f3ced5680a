import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  createDispute,
  listDisputes,
  listLocalOpenDisputes,
} from '~/features/disputes/dispute-repository'
import { fakeApi, type FakeCall } from '../../support/fake-api'
import { pngFile } from '../../support/image-files'
import { freshUser, renderDisputes } from './render-disputes'
import { serverDispute } from './server-disputes'

/**
 * Disputes kept in this browser before the `disputes` part existed (lifecycle spec §3): with the
 * part on, each one still open is offered once, to submit or to discard; the samples and resolved
 * ones are dropped silently (nothing of them needs the provider).
 */

const offer = () => screen.getByRole('region', { name: 'Disputes kept on this device' })
const posts = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/disputes')

/** A user whose browser has the two samples and one dispute raised locally. */
async function userWithLocalDispute() {
  const userKey = freshUser()
  await listDisputes(userKey) // seeds the samples, as the part-off page did
  await createDispute(
    userKey,
    { orderId: 'ESC-AB12CD34', reason: 'Never delivered', images: [pngFile('proof.png')] },
    { delayMs: 0 },
  )
  return userKey
}

describe('local disputes from before the disputes part', () => {
  it('offers each open one (not the samples) to submit: sent, then the local copy removed', async () => {
    const userKey = await userWithLocalDispute()
    const created = serverDispute({ id: 'DSP-SENT0001', reason: 'Never delivered' })
    const calls = fakeApi({
      'POST /disputes': () => ({ status: 201, body: created }),
      'GET /disputes': () => ({ status: 200, body: [created] }),
      'GET /escrow/all': () => ({ status: 200, body: {} }),
    })
    const { user } = await renderDisputes({ userKey })
    const item = await within(
      await screen.findByRole('region', { name: /kept on this device/ }),
    ).findByRole('article', { name: 'Local dispute about ESC-AB12CD34' })
    expect(within(offer()).getAllByRole('article')).toHaveLength(1) // no sample
    expect(within(item).getByText('Never delivered')).toBeVisible()
    expect(offer()).toHaveTextContent('never reached the other party or the provider')

    await user.dblClick(within(item).getByRole('button', { name: /^Submit dispute/ }))
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Disputes kept on this device' }),
      ).not.toBeInTheDocument(),
    )
    expect(posts(calls)).toHaveLength(1)
    expect(posts(calls)[0]?.body).toContain('name="escrow_id"\r\n\r\nESC-AB12CD34')
    expect(posts(calls)[0]?.body).toContain('name="reason"\r\n\r\nNever delivered')
    expect(posts(calls)[0]?.body.match(/name="images"/g)).toHaveLength(1)
    expect(await screen.findByRole('article', { name: 'Dispute DSP-SENT0001' })).toBeVisible()
    expect(await listLocalOpenDisputes(userKey)).toEqual([])
    // The samples and resolved ones are gone too: a part-off build would not bring them back.
    expect(await listDisputes(userKey)).toEqual([])
  })

  it('discard removes it without any request', async () => {
    const userKey = await userWithLocalDispute()
    const calls = fakeApi({})
    const { user } = await renderDisputes({ userKey })
    const item = await screen.findByRole('article', { name: 'Local dispute about ESC-AB12CD34' })
    await user.click(within(item).getByRole('button', { name: /^Discard dispute/ }))
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Disputes kept on this device' }),
      ).not.toBeInTheDocument(),
    )
    expect(calls).toHaveLength(0)
    expect(await listLocalOpenDisputes(userKey)).toEqual([])
  })

  it('a submit the server refuses says why and keeps the local copy to try again or discard', async () => {
    const userKey = await userWithLocalDispute()
    fakeApi({
      'POST /disputes': () => ({
        status: 409,
        body: { detail: 'A dispute is already open for this order' },
      }),
    })
    const { user } = await renderDisputes({ userKey })
    const item = await screen.findByRole('article', { name: 'Local dispute about ESC-AB12CD34' })
    await user.click(within(item).getByRole('button', { name: /^Submit dispute/ }))
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'A dispute is already open for this order',
    )
    expect(await listLocalOpenDisputes(userKey)).toHaveLength(1)
    expect(within(item).getByRole('button', { name: /^Discard dispute/ })).toBeEnabled()
  })

  it('offers nothing to a user with no local disputes, and seeds no samples', async () => {
    const userKey = freshUser()
    fakeApi({})
    await renderDisputes({ userKey })
    expect(
      screen.queryByRole('region', { name: 'Disputes kept on this device' }),
    ).not.toBeInTheDocument()
    expect(screen.getByText('No disputes found.')).toBeVisible()
  })
})
