/**
 * Fund wallet with the provider's wallet part (lifecycle spec §4):
 * src/features/wallet/components/FundWalletFlow.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { loadOverlays } from '~/components/overlays-loader'
import { FundWalletFlow } from '~/features/wallet/components/FundWalletFlow'
import type { PaymentAdapter, PaymentResult } from '~/lib/payment-port'
import { sessionKeys } from '~/lib/session/profile'
import { appQueryClient, renderInApp } from '../../support/render'
import { aUser } from '../../support/test-data'
import { fakeWalletApi } from './wallet-api'

beforeAll(async () => {
  await loadOverlays()
})

function payments(result: PaymentResult = { status: 'success' }) {
  return { resume: vi.fn<PaymentAdapter['resume']>(() => Promise.resolve(result)) }
}

async function renderFund(payment = payments()) {
  const queryClient = appQueryClient()
  queryClient.setQueryData(sessionKeys.profile, aUser({ wallet_balance: '1000.00' }))
  const view = await renderInApp(
    <FundWalletFlow open onOpenChange={() => {}} returnFocusTo={{ current: null }} />,
    { queryClient, payments: payment },
  )
  const dialog = screen.getByRole('dialog', { name: 'Fund wallet' })
  return { ...view, dialog, amount: within(dialog).getByLabelText('Amount'), payment }
}

describe('Fund wallet', () => {
  it('refuses an empty, non-numeric, too small, too large or three-decimal amount before any call', async () => {
    const calls = fakeWalletApi({})
    const { user, dialog, amount } = await renderFund()
    const pay = within(dialog).getByRole('button', { name: 'Pay by card' })
    const cases: [string, string][] = [
      ['', 'Enter a valid amount'],
      ['abc', 'Enter a valid amount'],
      ['99.99', 'Enter an amount from ₦100 to ₦10,000,000'],
      ['10000000.01', 'Enter an amount from ₦100 to ₦10,000,000'],
      ['100.555', 'Use at most 2 decimals, as in 1,250.50'],
    ]
    for (const [typed, message] of cases) {
      await user.clear(amount)
      if (typed) await user.type(amount, typed)
      await user.click(pay)
      await waitFor(() =>
        expect(amount).toHaveAccessibleDescription(expect.stringContaining(message)),
      )
      expect(amount).toHaveAttribute('aria-invalid', 'true')
    }
    expect(calls).toHaveLength(0)
  })

  it('groups the amount as it is typed, shows it in naira, and offers the quick amounts', async () => {
    fakeWalletApi({})
    const { user, dialog, amount } = await renderFund()
    await user.type(amount, '1234567.5')
    expect(amount).toHaveValue('1,234,567.5')
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('₦1,234,567.50'))
    const quick = within(within(dialog).getByRole('group', { name: 'Quick amounts' })).getAllByRole(
      'button',
    )
    expect(quick.map((button) => button.textContent)).toEqual([
      '₦5,060.00',
      '₦10,000.00',
      '₦15,213.00',
      '₦20,000.00',
      '₦49,780.00',
    ])
    await user.click(within(dialog).getByRole('button', { name: '₦15,213.00' }))
    expect(amount).toHaveValue('15,213')
    expect(within(dialog).getByRole('button', { name: '₦15,213.00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('opens the card checkout with the access code once per double click, then shows the new balance', async () => {
    const calls = fakeWalletApi({
      'POST /wallet/fund': () => ({
        status: 200,
        body: { access_code: 'sbx_fund_1', reference: 'FND-12345678' },
      }),
      'GET /auth/me': () => ({ status: 200, body: aUser({ wallet_balance: '51000.00' }) }),
      'GET /trnx': () => ({ status: 200, body: [] }),
    })
    const { user, dialog, amount, payment } = await renderFund()
    await user.type(amount, '50000')
    await user.dblClick(within(dialog).getByRole('button', { name: 'Pay by card' }))
    const result = await fundDialogBack()
    expect(await within(result).findByText('Your wallet was funded with ₦50,000.00.')).toBeVisible()
    expect(calls.filter((call) => call.path === '/wallet/fund')).toHaveLength(1)
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ amount: '50000.00' })
    expect(payment.resume).toHaveBeenCalledTimes(1)
    expect(payment.resume).toHaveBeenCalledWith('sbx_fund_1')
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog', { name: 'Fund wallet' })).getByText('New wallet balance')
          .nextElementSibling,
      ).toHaveTextContent('₦51,000.00'),
    )
  })

  it('steps aside while the card checkout is on screen, leaving the page clickable, and comes back with the outcome', async () => {
    fakeWalletApi({
      'POST /wallet/fund': () => ({
        status: 200,
        body: { access_code: 'sbx_fund_1', reference: 'FND-12345678' },
      }),
      'GET /auth/me': () => ({ status: 200, body: aUser({ wallet_balance: '6000.00' }) }),
      'GET /trnx': () => ({ status: 200, body: [] }),
    })
    let finish: (result: PaymentResult) => void = () => {}
    const payment = {
      resume: vi.fn<PaymentAdapter['resume']>(
        () => new Promise<PaymentResult>((resolve) => (finish = resolve)),
      ),
    }
    const { user, dialog, amount } = await renderFund(payment)
    expect(document.body.style.pointerEvents).toBe('none') // a Radix modal is open
    await user.type(amount, '5000')
    await user.click(within(dialog).getByRole('button', { name: 'Pay by card' }))
    await waitFor(() => expect(payment.resume).toHaveBeenCalledTimes(1))
    // The checkout (Paystack's iframe, outside any dialog) is on screen: nothing of ours is modal.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(document.body.style.pointerEvents).not.toBe('none')
    finish({ status: 'success' })
    const result = await fundDialogBack()
    expect(await within(result).findByText('Your wallet was funded with ₦5,000.00.')).toBeVisible()
  })

  it('a cancelled checkout changes nothing; a failed one says why; both keep the amount', async () => {
    fakeWalletApi({
      'POST /wallet/fund': () => ({
        status: 200,
        body: { access_code: 'sbx_fund_1', reference: 'FND-12345678' },
      }),
      'GET /auth/me': () => ({ status: 200, body: aUser({ wallet_balance: '1000.00' }) }),
      'GET /trnx': () => ({ status: 200, body: [] }),
    })
    const payment = payments({ status: 'cancelled' })
    const { user, dialog, amount } = await renderFund(payment)
    await user.type(amount, '5000')
    await user.click(within(dialog).getByRole('button', { name: 'Pay by card' }))
    let back = await fundDialogBack()
    expect(await within(back).findByRole('status')).toHaveTextContent(
      'Payment cancelled: your card was not charged and your balance is unchanged.',
    )
    payment.resume.mockResolvedValueOnce({ status: 'error', message: 'The card was declined' })
    await user.click(within(back).getByRole('button', { name: 'Pay by card' }))
    back = await fundDialogBack()
    expect(await within(back).findByRole('alert')).toHaveTextContent('The card was declined')
    expect(within(back).getByLabelText('Amount')).toHaveValue('5,000')
  })
})

/** The Fund wallet dialog once the checkout has closed (it stepped aside while it was open). */
async function fundDialogBack(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('dialog', { name: 'Fund wallet' })).toBeVisible())
  return screen.getByRole('dialog', { name: 'Fund wallet' })
}
