import { screen, waitFor, within } from '@testing-library/react'
import { createStore, get, set } from 'idb-keyval'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, type FakeCall } from '../../support/fake-api'
import { stubObjectUrls } from '../../support/image-files'
import { newUserKey, renderWizard } from './render-wizard'
import {
  back,
  fill,
  fillDetails,
  fillToReview,
  heading,
  next,
  priceBox,
  progress,
  seedDetailsDraft,
  seedReviewDraft,
  tomorrow,
} from './wizard-steps'

beforeEach(() => {
  stubObjectUrls()
})

describe('create-order wizard: steps and wording', () => {
  it('starts on step 1 of 4 (25%) with Back disabled and the seller wording', async () => {
    await renderWizard()
    expect(await screen.findByRole('heading', { level: 2, name: 'Order details' })).toBeVisible()
    expect(progress()).toHaveAttribute('aria-valuenow', '25')
    expect(progress()).toHaveAccessibleName(/Order details/)
    expect(back()).toBeDisabled()
    expect(screen.getByLabelText('What are you selling?')).toBeVisible()
    expect(screen.getByLabelText("Buyer's e-mail")).toBeVisible()
    expect(screen.getByLabelText("Buyer's phone number")).toBeVisible()
    expect(screen.getByLabelText('Delivery note')).toBeVisible()
    expect(screen.getByRole('group', { name: 'Product images' })).toBeVisible()
    expect(screen.getByText('JPG or PNG, max 5MB each', { exact: false })).toBeVisible()
  })

  it('uses the buyer wording, the counterpart Seller and an optional picture', async () => {
    await renderWizard({ role: 'buyer' })
    expect(await screen.findByLabelText('What are you buying?')).toBeVisible()
    expect(screen.getByLabelText("Seller's e-mail")).toBeVisible()
    expect(screen.getByLabelText('Order description')).toBeVisible()
    expect(screen.getByText('A picture is optional but helpful.')).toBeVisible()
  })

  it("step 1 shows 'Required' on every text field and 'Image required' for a seller", async () => {
    const { user } = await renderWizard()
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    for (const label of [
      'What are you selling?',
      "Buyer's e-mail",
      "Buyer's phone number",
      'Delivery note',
    ])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(/^Required/)
    expect(screen.getByRole('button', { name: 'Choose images' })).toHaveAccessibleDescription(
      /^Image required/,
    )
    expect(progress()).toHaveAttribute('aria-valuenow', '25')
    await user.type(screen.getByLabelText('What are you selling?'), 'x')
    expect(screen.getByLabelText('What are you selling?')).not.toHaveAccessibleDescription(
      /Required/,
    )
  })

  it('refuses an invalid e-mail, your own e-mail and a phone that is not 10–15 digits', async () => {
    const { user } = await renderWizard()
    await fill(user, await screen.findByLabelText("Buyer's e-mail"), 'not-an-email')
    await fill(user, screen.getByLabelText("Buyer's phone number"), '12345')
    await user.click(next())
    expect(screen.getByLabelText("Buyer's e-mail")).toHaveAccessibleDescription(/Invalid email/)
    expect(screen.getByLabelText("Buyer's phone number")).toHaveAccessibleDescription(
      /Enter a valid phone number/,
    )
    await user.clear(screen.getByLabelText("Buyer's e-mail"))
    await fill(user, screen.getByLabelText("Buyer's e-mail"), 'ADA@escrow.test')
    await user.click(next())
    expect(screen.getByLabelText("Buyer's e-mail")).toHaveAccessibleDescription(
      /You cannot create an escrow order with yourself/,
    )
  })

  it('lets a buyer go on without images; Next moves focus to the new heading; Back returns', async () => {
    const { user, router } = await renderWizard({ role: 'buyer' })
    await screen.findByLabelText('What are you buying?')
    await fillDetails(user, 'buyer')
    await user.click(next())
    expect(await screen.findByRole('heading', { level: 2, name: 'Amount' })).toHaveFocus()
    expect(progress()).toHaveAttribute('aria-valuenow', '50')
    expect(router.state.location.search).toMatchObject({ role: 'buyer', step: 2 })
    await user.click(back())
    expect(await screen.findByRole('heading', { level: 2, name: 'Order details' })).toHaveFocus()
    expect(screen.getByLabelText('What are you buying?')).toHaveValue('Tecno Camon 20')
  })

  it('a deep link to step 4 with an empty draft lands on step 1', async () => {
    const { router } = await renderWizard({ step: 4 })
    expect(await screen.findByRole('heading', { level: 2, name: 'Order details' })).toBeVisible()
    await waitFor(() => expect(router.state.location.search).toMatchObject({ step: 1 }))
  })
})

describe('create-order wizard: amount', () => {
  /** On step 2 with step 1 done (from a saved draft: the walk there is tested above). */
  async function toAmount(role: 'seller' | 'buyer') {
    const userKey = newUserKey()
    await seedDetailsDraft(userKey, role)
    const view = await renderWizard({ role, userKey })
    await screen.findByRole('heading', { level: 2, name: 'Amount' })
    return view
  }

  it("says 'Enter a valid amount' unless a number > 0; the limit and two decimals in plain words", async () => {
    const { user } = await toAmount('seller')
    expect(screen.getByLabelText('How much are you charging?')).toBeVisible()
    // The limits are stated before they are hit.
    expect(priceBox()).toHaveAccessibleDescription(
      /from ₦0\.01 to ₦1,000,000,000, two decimals at most\. Bal: ₦250,000\.00/,
    )
    const cases: [string, RegExp][] = [
      ['', /^Enter a valid amount/],
      ['0', /^Enter a valid amount/],
      ['abc', /^Enter a valid amount/],
      ['-5', /^Enter a valid amount/],
      ['1e3', /^Enter a valid amount/],
      ['12.345', /^Use at most 2 decimals, as in 1,250\.50/],
      ['5000000000', /^Enter an amount from ₦0\.01 to ₦1,000,000,000/],
    ]
    for (const [typed, message] of cases) {
      await user.clear(priceBox())
      if (typed) await user.type(priceBox(), typed)
      await user.click(next())
      expect(priceBox()).toHaveAccessibleDescription(message)
      expect(heading()).toHaveTextContent('Amount')
    }
  })

  it('after a refused Next the focus is on the price; leaving it keeps the message; a quick amount then fills it', async () => {
    const { user } = await toAmount('seller')
    await user.click(next())
    await waitFor(() => expect(priceBox()).toHaveFocus())
    await user.tab()
    expect(priceBox()).not.toHaveFocus()
    expect(priceBox()).toHaveAccessibleDescription(/^Enter a valid amount/)
    await user.click(screen.getByRole('button', { name: '₦5,060.00' }))
    expect(priceBox()).toHaveValue('5,060')
    expect(priceBox()).not.toHaveAttribute('aria-invalid')
  })

  it('groups the price as it is typed and takes it grouped', async () => {
    const { user } = await toAmount('seller')
    await user.type(priceBox(), '25000')
    expect(priceBox()).toHaveValue('25,000')
    expect(priceBox()).toHaveAccessibleDescription(/^₦25,000\.00\./)
    await user.click(next())
    expect(heading()).toHaveTextContent('Delivery')
  })

  it.each([
    ['5060', '₦10.12', '₦5.06', '₦5,054.94'],
    ['10000', '₦20.00', '₦10.00', '₦9,990.00'],
    ['15213', '₦30.43', '₦15.21', '₦15,197.79'],
    ['20000', '₦40.00', '₦20.00', '₦19,980.00'],
    ['49780', '₦99.56', '₦49.78', '₦49,730.22'],
  ])(
    'seller, quick amount %s: fee %s, half %s, receives %s',
    async (amount, fee, half, receive) => {
      const { user } = await toAmount('seller')
      const quick = screen.getByRole('button', {
        name: `₦${Number(amount).toLocaleString('en-US')}.00`,
      })
      await user.click(quick)
      expect(quick).toHaveAttribute('aria-pressed', 'true')
      expect(priceBox()).toHaveValue(Number(amount).toLocaleString('en-US'))
      const summary = screen.getByText('Price').closest('dl')!
      expect(within(summary).getByText('Escrow fee (0.2%)').nextSibling).toHaveTextContent(fee)
      expect(within(summary).getByText('Your half of the fee').nextSibling).toHaveTextContent(half)
      expect(within(summary).getByText("You'll receive").nextSibling).toHaveTextContent(receive)
    },
  )

  it.each([
    ['5060', '₦5,065.06'],
    ['10000', '₦10,010.00'],
    ['15213', '₦15,228.22'],
    ['20000', '₦20,020.00'],
    ['49780', '₦49,829.78'],
    ['1', '₦1.00'],
    ['0.5', '₦0.50'],
    ['12.34', '₦12.35'],
  ])('buyer, price %s: total payment %s', async (amount, total) => {
    const { user } = await toAmount('buyer')
    await user.type(priceBox(), amount)
    expect(screen.getByText('Total payment').nextSibling).toHaveTextContent(total)
  })

  it.each([
    ['1', '₦0.00', '₦1.00'],
    ['0.5', '₦0.00', '₦0.50'],
    ['12.34', '₦0.02', '₦12.33'],
    ['15213', '₦30.43', '₦15,197.79'],
  ])('seller, typed %s: fee %s, receives %s', async (amount, fee, receive) => {
    const { user } = await toAmount('seller')
    await user.type(priceBox(), amount)
    expect(screen.getByText('Escrow fee (0.2%)').nextSibling).toHaveTextContent(fee)
    expect(screen.getByText("You'll receive").nextSibling).toHaveTextContent(receive)
  })
})

describe('create-order wizard: delivery', () => {
  it("says 'Delivery date required', refuses a past date, and offers logistics to sellers only", async () => {
    const { user } = await renderWizard()
    await screen.findByLabelText('What are you selling?')
    await fillDetails(user)
    await user.click(next())
    await user.click(await screen.findByRole('button', { name: '₦10,000.00' }))
    await user.click(next())
    await screen.findByRole('heading', { level: 2, name: 'Delivery' })
    await user.click(next())
    expect(screen.getByLabelText('Delivery date')).toHaveAccessibleDescription(
      /^Delivery date required/,
    )
    await fill(user, screen.getByLabelText('Delivery date'), '2020-01-01')
    await user.click(next())
    expect(screen.getByLabelText('Delivery date')).toHaveAccessibleDescription(
      /^The delivery date cannot be in the past/,
    )
    const logistics = screen.getByLabelText('Logistics service (optional)')
    expect(
      within(logistics)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'GIG', 'DHL', 'Okada Express', 'Kwik'])
  })

  it('has no logistics service for a buyer', async () => {
    const { user } = await renderWizard({ role: 'buyer' })
    await screen.findByLabelText('What are you buying?')
    await fillDetails(user, 'buyer')
    await user.click(next())
    await user.click(await screen.findByRole('button', { name: '₦10,000.00' }))
    await user.click(next())
    await screen.findByRole('heading', { level: 2, name: 'Delivery' })
    expect(screen.queryByLabelText('Logistics service (optional)')).toBeNull()
  })
})

function parseMultipart(call: FakeCall): Record<string, string[]> {
  const boundary = /boundary=(.+)$/.exec(call.contentType ?? '')?.[1] ?? ''
  const fields: Record<string, string[]> = {}
  for (const part of call.body.split(`--${boundary}`)) {
    const name = /name="([^"]+)"/.exec(part)?.[1]
    if (!name) continue
    const filename = /filename="([^"]+)"/.exec(part)?.[1]
    const value = filename ?? part.split('\r\n\r\n')[1]?.replace(/\r\n$/, '') ?? ''
    ;(fields[name] ??= []).push(value)
  }
  return fields
}

describe('create-order wizard: review and submission', () => {
  it('reviews every value with Edit links, sends the multipart body once and congratulates', async () => {
    const calls = fakeApi({
      'POST /escrow/create': () => ({
        status: 201,
        body: { message: 'ok', data: { access_code: null, public_id: 'ESC-NEW1' } },
      }),
    })
    const { user, queryClient, router } = await renderWizard()
    await screen.findByLabelText('What are you selling?')
    await fillToReview(user)
    expect(screen.getByText('Take another look, confirm all details are correct')).toBeVisible()
    expect(progress()).toHaveAttribute('aria-valuenow', '100')
    const details = screen.getByRole('region', { name: 'Order details' })
    expect(details).toHaveTextContent('Tecno Camon 20')
    expect(details).toHaveTextContent('chidi@escrow.test')
    expect(details).toHaveTextContent('0803 123 4567')
    expect(within(details).getByRole('img', { name: 'phone.png' })).toBeVisible()
    expect(screen.getByRole('region', { name: 'Amount' })).toHaveTextContent('₦15,197.79')
    expect(screen.getByRole('link', { name: 'Edit order details' })).toHaveAttribute(
      'href',
      '/escrow/new?role=seller&step=1',
    )
    expect(screen.getByRole('link', { name: 'Edit delivery' })).toHaveAttribute(
      'href',
      '/escrow/new?role=seller&step=3',
    )

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const confirm = screen.getByRole('button', { name: 'Confirm' })
    await user.dblClick(confirm)
    expect(
      await screen.findByRole('heading', { name: 'Congratulations on creating your first order!' }),
    ).toBeVisible()
    expect(screen.getByText('An invite link has been sent to chidi@escrow.test')).toBeVisible()
    expect(screen.getByRole('link', { name: 'View order details' })).toHaveAttribute(
      'href',
      '/orders/ESC-NEW1',
    )
    expect(calls.filter((call) => call.path === '/escrow/create')).toHaveLength(1)
    const sent = parseMultipart(calls[0]!)
    expect(sent).toEqual({
      name: ['Tecno Camon 20'],
      price: ['15213'],
      description: ['Boxed, with charger'],
      delivery_date: [tomorrow()],
      receiver_email: ['chidi@escrow.test'],
      receiver_phone: ['0803 123 4567'],
      role: ['seller'],
      // jsdom's File crosses into Node's FormData as a plain Blob, so its name is lost here only.
      images: [expect.any(String)],
    })
    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey)
    expect(invalidated).toEqual(expect.arrayContaining([['orders'], ['profile'], ['transactions']]))
    expect(router.state.location.pathname).toBe('/escrow/new')
  })

  it('browser Back from the congratulation starts a fresh wizard, and the URL says its step', async () => {
    const calls = fakeApi({
      'POST /escrow/create': () => ({
        status: 201,
        body: { message: 'ok', data: { access_code: null, public_id: 'ESC-NEW2' } },
      }),
    })
    const { user, router } = await renderWizard()
    await screen.findByLabelText('What are you selling?')
    await fillToReview(user)
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    const congratulation = { name: 'Congratulations on creating your first order!' }
    expect(await screen.findByRole('heading', congratulation)).toBeVisible()
    expect(router.state.location.search).toEqual({ role: 'seller', step: 4 })

    // Back goes to the entry of step 3: the order is sent, so a fresh, empty wizard shows its first
    // step and the URL follows (replaced, not pushed).
    router.history.back()
    expect(await screen.findByRole('heading', { level: 2, name: 'Order details' })).toBeVisible()
    expect(screen.queryByRole('heading', congratulation)).not.toBeInTheDocument()
    expect(screen.getByLabelText('What are you selling?')).toHaveValue('')
    await waitFor(() => expect(router.state.location.search).toEqual({ role: 'seller', step: 1 }))
    expect(calls.filter((call) => call.path === '/escrow/create')).toHaveLength(1)
  })

  it('resumes the payment for a buyer; cancelled: awaits payment, then Pay now succeeds', async () => {
    fakeApi({
      'POST /escrow/create': () => ({
        status: 201,
        body: { message: 'ok', data: { access_code: 'AC-1', public_id: 'ESC-B1' } },
      }),
    })
    const resume = vi
      .fn()
      .mockResolvedValueOnce({ status: 'cancelled' })
      .mockResolvedValueOnce({ status: 'success' })
    const { user } = await renderWizard({ role: 'buyer', payments: { resume } })
    await screen.findByLabelText('What are you buying?')
    await fillToReview(user, 'buyer')
    expect(screen.getByText('Total payment').nextSibling).toHaveTextContent('₦15,228.22')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByRole('heading', { name: 'Your order awaits payment' })).toBeVisible()
    // Closing the checkout is the buyer's choice, not a failure: said as what happened.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Payment cancelled: you were not charged. Your order was created and is waiting for your payment. Pay now to fund the escrow.',
    )
    expect(screen.queryByText(/did not go through/)).not.toBeInTheDocument()
    expect(resume).toHaveBeenCalledWith('AC-1')
    expect(screen.getByRole('link', { name: 'View order details' })).toHaveAttribute(
      'href',
      '/orders/ESC-B1',
    )
    await user.click(screen.getByRole('button', { name: 'Pay now' }))
    expect(
      await screen.findByRole('heading', { name: 'Congratulations on creating your first order!' }),
    ).toBeVisible()
    expect(resume).toHaveBeenCalledTimes(2)
  })

  it('shows a 422 on its field, on that field’s step, and keeps everything typed', async () => {
    fakeApi({
      'POST /escrow/create': () => ({
        status: 422,
        body: {
          detail: [
            {
              loc: ['body', 'receiver_phone'],
              msg: 'Enter a valid phone number',
              type: 'value_error',
            },
          ],
        },
      }),
    })
    const { user } = await renderWizard()
    await screen.findByLabelText('What are you selling?')
    await fillToReview(user)
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Order details' })).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Receiver phone: Enter a valid phone number',
    )
    expect(screen.getByLabelText("Buyer's phone number")).toHaveAccessibleDescription(
      /^Enter a valid phone number/,
    )
    expect(screen.getByLabelText('What are you selling?')).toHaveValue('Tecno Camon 20')
    expect(screen.getByRole('img', { name: 'phone.png' })).toBeVisible()
  })

  it('shows the fallback message on a 500 without detail, and keeps the review', async () => {
    fakeApi({ 'POST /escrow/create': () => ({ status: 500, body: { oops: true } }) })
    const { user } = await renderWizard()
    await screen.findByLabelText('What are you selling?')
    await fillToReview(user)
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while creating the order.',
    )
    expect(heading()).toHaveTextContent('Review order')
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled()
  })

  it("shows the server's detail when it sends one", async () => {
    fakeApi({
      'POST /escrow/create': () => ({
        status: 400,
        body: { detail: 'You cannot create an escrow order with yourself' },
      }),
    })
    const { user } = await renderWizard()
    await screen.findByLabelText('What are you selling?')
    await fillToReview(user)
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cannot create an escrow order with yourself',
    )
  })
})

describe('create-order wizard: the draft', () => {
  it('restores every field, the images and the step after a remount (reload)', async () => {
    const userKey = newUserKey()
    const first = await renderWizard({ userKey })
    await screen.findByLabelText('What are you selling?')
    await fillDetails(first.user)
    await first.user.click(next())
    await first.user.type(await screen.findByRole('textbox', { name: /How much/ }), '12.34')
    await new Promise((resolve) => setTimeout(resolve, 50))
    first.unmount()

    const second = await renderWizard({ userKey })
    expect(await screen.findByRole('heading', { level: 2, name: 'Amount' })).toBeVisible()
    expect(screen.getByRole('textbox', { name: /How much/ })).toHaveValue('12.34')
    await second.user.click(back())
    expect(screen.getByLabelText('What are you selling?')).toHaveValue('Tecno Camon 20')
    expect(screen.getByLabelText("Buyer's phone number")).toHaveValue('0803 123 4567')
    expect(screen.getByRole('img', { name: 'phone.png' })).toBeVisible()
  })

  it('keeps one draft per role and per user', async () => {
    const userKey = newUserKey()
    const seller = await renderWizard({ userKey })
    await seller.user.type(await screen.findByLabelText('What are you selling?'), 'Laptop')
    await new Promise((resolve) => setTimeout(resolve, 50))
    seller.unmount()
    const buyer = await renderWizard({ userKey, role: 'buyer' })
    expect(await screen.findByLabelText('What are you buying?')).toHaveValue('')
    buyer.unmount()
    await renderWizard({ role: 'seller' })
    expect(await screen.findByLabelText('What are you selling?')).toHaveValue('')
  })

  it('Cancel asks before discarding a draft, then clears it and leaves', async () => {
    const userKey = newUserKey()
    const view = await renderWizard({ userKey })
    await view.user.type(await screen.findByLabelText('What are you selling?'), 'Laptop')
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Discard this order?' })
    await view.user.click(within(dialog).getByRole('button', { name: 'Keep editing' }))
    expect(view.onExit).not.toHaveBeenCalled()
    expect(screen.getByLabelText('What are you selling?')).toHaveValue('Laptop')
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }))
    await view.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard order' }),
    )
    await waitFor(() => expect(view.onExit).toHaveBeenCalled())
    view.unmount()
    await renderWizard({ userKey })
    expect(await screen.findByLabelText('What are you selling?')).toHaveValue('')
  })

  it('Cancel with nothing typed leaves at once', async () => {
    const view = await renderWizard()
    await view.user.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(view.onExit).toHaveBeenCalled())
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('create-order wizard: a saved draft that cannot be read', () => {
  it('is discarded with its files and the wizard starts empty (no crash)', async () => {
    const userKey = newUserKey()
    const drafts = createStore('escrow-drafts', 'drafts')
    await set(
      `draft:${userKey}:seller`,
      {
        version: 1,
        savedAt: Date.now(),
        fileIds: ['f1'],
        // A price saved as a number: the form expects text.
        value: {
          name: 'Phone',
          receiver_email: '',
          receiver_phone: '',
          description: '',
          price: 15213,
          delivery_date: '',
          logistic_service: '',
          step: 2,
        },
      },
      drafts,
    )
    await set(`draft-file:${userKey}:seller:f1`, { name: 'a.png', data: 'not bytes' }, drafts)
    await renderWizard({ userKey })
    expect(await screen.findByRole('heading', { level: 2, name: 'Order details' })).toBeVisible()
    expect(screen.getByLabelText('What are you selling?')).toHaveValue('')
    expect(await get(`draft-file:${userKey}:seller:f1`, drafts)).toBeUndefined()
  })
})

describe('create-order wizard: Idempotency-Key', () => {
  /** The Idempotency-Key header of every request sent from now on (null: none). */
  function idempotencyKeys(): (string | null)[] {
    const sent: (string | null)[] = []
    const inner = globalThis.fetch
    globalThis.fetch = vi.fn<typeof fetch>((input, init) => {
      const headers = input instanceof Request ? input.headers : new Headers(init?.headers)
      sent.push(headers.get('Idempotency-Key'))
      return inner(input, init)
    })
    return sent
  }

  /** POST /escrow/create: the answer lost (a network failure) `failures` times, then 201. */
  function createAnswering(failures: number) {
    let calls = 0
    fakeApi({
      'POST /escrow/create': () => {
        calls += 1
        if (calls <= failures) return Promise.reject(new TypeError('Failed to fetch'))
        return {
          status: 201,
          body: { message: 'ok', data: { access_code: null, public_id: 'ESC-IDEM0001' } },
        }
      },
    })
    return idempotencyKeys()
  }

  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
  const confirm = () => screen.getByRole('button', { name: 'Confirm' })
  const created = () =>
    screen.findByRole('heading', { name: 'Congratulations on creating your first order!' })

  /** A seller's complete draft, opened on the review. */
  async function onReview(userKey = newUserKey()) {
    await seedReviewDraft(userKey)
    const view = await renderWizard({ userKey })
    await screen.findByRole('heading', { level: 2, name: 'Review order' })
    return view
  }

  async function confirmAndFail(user: { click: (element: Element) => Promise<void> }) {
    await user.click(confirm())
    expect(await screen.findByRole('alert')).toBeVisible()
    await waitFor(() => expect(confirm()).toBeEnabled())
  }

  it('is sent with the order, and the same key again when Confirm is retried after a lost answer', async () => {
    const sent = createAnswering(1)
    const { user } = await onReview()
    await confirmAndFail(user)
    await user.click(confirm())
    expect(await created()).toBeVisible()
    expect(sent).toHaveLength(2)
    expect(sent[0]).toMatch(UUID)
    expect(sent[1]).toBe(sent[0])
  })

  it('stays with the draft: after a reload, Confirm sends the same key', async () => {
    const sent = createAnswering(1)
    const userKey = newUserKey()
    const first = await onReview(userKey)
    await confirmAndFail(first.user)
    first.unmount()
    const second = await renderWizard({ userKey })
    await screen.findByRole('heading', { level: 2, name: 'Review order' })
    await second.user.click(confirm())
    expect(await created()).toBeVisible()
    expect(sent).toHaveLength(2)
    expect(sent[0]).toMatch(UUID)
    expect(sent[1]).toBe(sent[0])
  })

  it('is a new key once the draft changed', async () => {
    const sent = createAnswering(1)
    const { user } = await onReview()
    await confirmAndFail(user)
    await user.click(screen.getByRole('link', { name: 'Edit amount' }))
    await user.clear(await screen.findByRole('textbox', { name: /How much/ }))
    await fill(user, priceBox(), '20000')
    await user.click(next())
    await screen.findByRole('heading', { level: 2, name: 'Delivery' })
    await user.click(next())
    await screen.findByRole('heading', { level: 2, name: 'Review order' })
    await user.click(confirm())
    expect(await created()).toBeVisible()
    expect(sent).toHaveLength(2)
    expect(sent[1]).toMatch(UUID)
    expect(sent[1]).not.toBe(sent[0])
  })

  it('is a new key for the next order after a success (the draft was cleared)', async () => {
    const sent = createAnswering(0)
    const userKey = newUserKey()
    const first = await onReview(userKey)
    await first.user.click(confirm())
    expect(await created()).toBeVisible()
    first.unmount()
    const second = await onReview(userKey)
    await second.user.click(confirm())
    expect(await created()).toBeVisible()
    expect(sent).toHaveLength(2)
    expect(sent[0]).toMatch(UUID)
    expect(sent[1]).toMatch(UUID)
    expect(sent[1]).not.toBe(sent[0])
  })
})
