import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { Dispute } from '~/contract/disputes'
import { DisputesSearchSchema } from '~/features/disputes/search-params'
import { allowConsoleError } from '../../setup-dom'
import { fakeApi, type FakeCall } from '../../support/fake-api'
import { renderDisputes } from './render-disputes'
import { message, serverDispute } from './server-disputes'

/**
 * The Disputes page with the `disputes` part on (lifecycle spec §3; on in tests): the server's
 * list, and View's dispute with its images, its thread in time order and the reply box.
 */

const thread = (id = 'DSP-AAAA0001') => screen.getByRole('dialog', { name: `Dispute ${id}` })
const replyBox = () => within(thread()).getByRole('textbox', { name: /Your reply/ })
const sendButton = () => within(thread()).getByRole('button', { name: 'Send reply' })
const replies = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path.endsWith('/messages'))

const withThread = serverDispute({
  messages: [
    // Sent out of order: the page shows them by time.
    message('2026-03-04T12:00:00.000Z', 'Second: I shipped it on Monday', {
      author: 'seller',
      author_name: 'Adaeze Okafor',
    }),
    message('2026-03-04T11:00:00.000Z', 'First: nothing has arrived'),
    message('2026-03-04T13:00:00.000Z', 'Third: we are looking into it', {
      author: 'support',
      author_name: 'Escrow Support',
    }),
  ],
})

describe('Disputes page (the disputes part on)', () => {
  it('lists the server’s disputes with the base card fields and no samples; tabs filter', async () => {
    const resolved = serverDispute({
      id: 'DSP-AAAA0002',
      escrow_id: 'ESC-ZX98YW76',
      reason: 'Wrong size',
      status: 'resolved',
      resolution: 'release',
    })
    const calls = fakeApi({
      'GET /disputes': () => ({ status: 200, body: [withThread, resolved] }),
    })
    const { user } = await renderDisputes({ serverList: null })
    const cards = await screen.findAllByRole('article')
    expect(cards).toHaveLength(2)
    const first = within(cards[0]!)
    expect(first.getByRole('link', { name: 'ESC-AB12CD34' })).toHaveAttribute(
      'href',
      '/orders/ESC-AB12CD34',
    )
    expect(first.getByText('Open')).toBeVisible()
    expect(first.getByText('The parcel never came')).toBeVisible()
    expect(first.getByText('Dispute ID: DSP-AAAA0001')).toBeVisible()
    expect(first.getByText(/Created/)).toBeVisible()
    expect(
      within(cards[1]!).getByText(/Funds released to the seller: order Completed/),
    ).toBeVisible()
    expect(screen.queryByText(/DSP-SAMPLE/)).not.toBeInTheDocument()
    expect(calls.filter((call) => call.path === '/disputes')).toHaveLength(1)

    await user.click(screen.getByRole('tab', { name: 'Resolved' }))
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Dispute DSP-AAAA0002',
    ])
    await user.click(screen.getByRole('tab', { name: 'Open' }))
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Dispute DSP-AAAA0001',
    ])
  })

  it('says “No disputes found.” when the server has none', async () => {
    fakeApi({ 'GET /disputes': () => ({ status: 200, body: [] }) })
    await renderDisputes({ serverList: null })
    expect(await screen.findByText('No disputes found.')).toBeVisible()
  })

  it('View opens the dispute with its images and its messages in time order, by author and role', async () => {
    const calls = fakeApi({})
    const { user } = await renderDisputes({ serverList: [withThread] })
    await user.click(screen.getByRole('button', { name: 'View dispute DSP-AAAA0001' }))
    const dialog = thread()
    expect(within(dialog).getByRole('img', { name: 'Evidence 1 of 1' })).toHaveAttribute(
      'src',
      `${window.location.origin}/api/v1/__sandbox/images/11111111-1111-4111-8111-111111111111`,
    )
    const items = within(within(dialog).getByRole('list', { name: 'Messages' })).getAllByRole(
      'listitem',
    )
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Bayo Adeyemi \(Buyer\) .+First: nothing has arrived$/),
      expect.stringMatching(/^Adaeze Okafor \(Seller\) .+Second: I shipped it on Monday$/),
      expect.stringMatching(/^Escrow Support \(Support\) .+Third: we are looking into it$/),
    ])
    expect(within(items[0]!).getByText(/Mar 4/).closest('time')).toHaveAttribute(
      'datetime',
      '2026-03-04T11:00:00.000Z',
    )
    // The list's copy is fresh: no second request for the detail.
    expect(calls).toHaveLength(0)
  })

  it('a reply is sent once per double click, shown at once, and the box emptied', async () => {
    let body = ''
    const answered: Dispute = {
      ...withThread,
      messages: [
        ...withThread.messages,
        message('2026-03-04T14:00:00.000Z', 'Here is the tracking page'),
      ],
    }
    // The contract names no answer body for a reply: the app reads the dispute again.
    const calls = fakeApi({
      'POST /disputes/DSP-AAAA0001/messages': (call) => {
        body = call.body
        return { status: 201, body: { detail: 'Message added' } }
      },
      'GET /disputes/DSP-AAAA0001': () => ({ status: 200, body: answered }),
    })
    const { user } = await renderDisputes({ viewing: 'DSP-AAAA0001', serverList: [withThread] })
    await user.click(replyBox())
    await user.paste('Here is the tracking page')
    await user.dblClick(sendButton())
    await waitFor(() => expect(replyBox()).toHaveValue(''))
    expect(replies(calls)).toHaveLength(1)
    expect(JSON.parse(body)).toEqual({ body: 'Here is the tracking page' })
    const items = within(within(thread()).getByRole('list', { name: 'Messages' })).getAllByRole(
      'listitem',
    )
    expect(items.at(-1)).toHaveTextContent('Here is the tracking page')
  })

  it('an empty reply is refused before any request', async () => {
    const calls = fakeApi({})
    const { user } = await renderDisputes({ viewing: 'DSP-AAAA0001', serverList: [withThread] })
    await user.click(sendButton())
    expect(await within(thread()).findByText('Message is required')).toBeVisible()
    expect(replies(calls)).toHaveLength(0)
  })

  it('a reply that fails stays in the box, with the reason shown', async () => {
    allowConsoleError()
    fakeApi({
      'POST /disputes/DSP-AAAA0001/messages': () => ({ status: 503, body: { detail: 'Busy' } }),
    })
    const { user } = await renderDisputes({ viewing: 'DSP-AAAA0001', serverList: [withThread] })
    await user.click(replyBox())
    await user.paste('Please check again')
    await user.click(sendButton())
    expect(await within(thread()).findByRole('alert')).toHaveTextContent(
      'Your reply could not be sent. Please try again.',
    )
    expect(replyBox()).toHaveValue('Please check again')
  })

  it('a reply to a dispute resolved meanwhile shows the server’s words and keeps the text', async () => {
    fakeApi({
      'POST /disputes/DSP-AAAA0001/messages': () => ({
        status: 400,
        body: { detail: 'Dispute is resolved' },
      }),
    })
    const { user } = await renderDisputes({ viewing: 'DSP-AAAA0001', serverList: [withThread] })
    await user.click(replyBox())
    await user.paste('One more thing')
    await user.click(sendButton())
    expect(await within(thread()).findByRole('alert')).toHaveTextContent('Dispute is resolved')
    expect(replyBox()).toHaveValue('One more thing')
  })

  it.each([
    ['refund', 'Refunded to the buyer: order Refunded'],
    ['release', 'Funds released to the seller: order Completed'],
  ] as const)(
    'a dispute resolved with %s shows its outcome and no reply box',
    async (resolution, text) => {
      fakeApi({})
      await renderDisputes({
        viewing: 'DSP-AAAA0001',
        serverList: [{ ...withThread, status: 'resolved', resolution }],
      })
      expect(within(thread()).getByText(text)).toBeVisible()
      expect(within(thread()).getByText('Resolved')).toBeVisible()
      expect(within(thread()).queryByRole('textbox')).not.toBeInTheDocument()
    },
  )

  it('a linked dispute the server does not know says so in the dialog', async () => {
    allowConsoleError() // React reports the error its boundary caught
    fakeApi({
      'GET /disputes/DSP-NOPE0000': () => ({ status: 404, body: { detail: 'Dispute not found' } }),
    })
    await renderDisputes({ viewing: 'DSP-NOPE0000', serverList: [] })
    expect(await within(thread('DSP-NOPE0000')).findByText('Dispute not found')).toBeVisible()
  })
})

describe('?dispute= in the Disputes URL', () => {
  const parse = (search: Record<string, unknown>) => v.parse(DisputesSearchSchema, search).dispute

  it('keeps a dispute id and ignores anything else', () => {
    expect(parse({ dispute: 'DSP-AB12CD34' })).toBe('DSP-AB12CD34')
    expect(parse({})).toBeUndefined()
    expect(parse({ dispute: '<script>' })).toBeUndefined()
    expect(parse({ dispute: 'dsp-ab12cd34' })).toBeUndefined()
    expect(parse({ dispute: 42 })).toBeUndefined()
  })
})
