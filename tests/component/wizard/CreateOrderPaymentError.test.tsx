/**
 * A buyer's order whose card checkout fails to open (the payment adapter answers with an error,
 * e.g. the sandbox checkout's payment could not be loaded): the order exists, so the wizard says it
 * awaits payment, with the reason, and 'Pay now' pays it with the same access code.
 */
import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PAYMENT_LOAD_FAILED } from '~/features/payments/payment-messages'
import { localDay } from '~/features/wizard/schemas'
import { fakeApi } from '../../support/fake-api'
import { stubObjectUrls } from '../../support/image-files'
import { renderWizard } from './render-wizard'

beforeEach(() => {
  stubObjectUrls()
})

function tomorrow(): string {
  const date = new Date()
  date.setDate(date.getDate() + 1)
  return localDay(date)
}

async function fillBuyerOrderToReview(user: UserEvent) {
  await user.type(await screen.findByLabelText('What are you buying?'), 'Tecno Camon 20')
  await user.type(screen.getByLabelText("Seller's e-mail"), 'chidi@escrow.test')
  await user.type(screen.getByLabelText("Seller's phone number"), '0803 123 4567')
  await user.type(screen.getByLabelText('Order description'), 'Boxed')
  await user.click(screen.getByRole('button', { name: 'Next' }))
  await user.type(await screen.findByRole('textbox', { name: /How much are you/ }), '15213')
  await user.click(screen.getByRole('button', { name: 'Next' }))
  await user.type(await screen.findByLabelText('Delivery date'), tomorrow())
  await user.click(screen.getByRole('button', { name: 'Next' }))
  await screen.findByRole('heading', { level: 2, name: 'Review order' })
}

describe('create-order wizard: a checkout that fails to open', () => {
  it("leaves the order awaiting payment with the reason, and 'Pay now' pays it", async () => {
    const calls = fakeApi({
      'POST /escrow/create': () => ({
        status: 201,
        body: { message: 'ok', data: { access_code: 'AC-9', public_id: 'ESC-B9' } },
      }),
    })
    const resume = vi
      .fn()
      .mockResolvedValueOnce({ status: 'error', message: PAYMENT_LOAD_FAILED })
      .mockResolvedValueOnce({ status: 'success' })
    const { user } = await renderWizard({ role: 'buyer', payments: { resume } })
    await fillBuyerOrderToReview(user)

    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    const heading = await screen.findByRole('heading', { name: 'Your order awaits payment' })
    expect(heading).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent(
      `The order was created, but the payment did not go through: ${PAYMENT_LOAD_FAILED} Pay now to fund the escrow.`,
    )
    expect(screen.getByRole('link', { name: 'View order details' })).toHaveAttribute(
      'href',
      '/orders/ESC-B9',
    )

    await user.click(screen.getByRole('button', { name: 'Pay now' }))
    expect(
      await screen.findByRole('heading', { name: 'Congratulations on creating your first order!' }),
    ).toHaveFocus()
    expect(resume.mock.calls).toEqual([['AC-9'], ['AC-9']])
    expect(calls.filter((call) => call.path === '/escrow/create')).toHaveLength(1)
  })

  it('ends a provider reason without a full stop as a sentence', async () => {
    fakeApi({
      'POST /escrow/create': () => ({
        status: 201,
        body: { message: 'ok', data: { access_code: 'AC-8', public_id: 'ESC-B8' } },
      }),
    })
    const resume = vi.fn().mockResolvedValueOnce({ status: 'error', message: 'Card declined' })
    const { user } = await renderWizard({ role: 'buyer', payments: { resume } })
    await fillBuyerOrderToReview(user)

    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    await screen.findByRole('heading', { name: 'Your order awaits payment' })
    expect(screen.getByRole('status')).toHaveTextContent(
      'The order was created, but the payment did not go through: Card declined. Pay now to fund the escrow.',
    )
  })
})
