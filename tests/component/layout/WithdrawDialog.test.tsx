/**
 * The Withdraw quick action (src/features/layout/components/WithdrawDialog.tsx): there is no
 * withdrawal call, and what it says about released money is true in the build that shows it.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WithdrawDialog } from '~/features/layout/components/WithdrawDialog'
import { renderInApp } from '../../support/render'
import { switchOff } from '../../support/provider-features'

async function renderDialog() {
  await renderInApp(
    <WithdrawDialog open onOpenChange={() => {}} returnFocusTo={{ current: null }} />,
  )
  return screen.getByRole('dialog', { name: 'Withdraw' })
}

describe('WithdrawDialog', () => {
  it.each([true, false])(
    'says withdrawals are not available (lifecycle part on: %s)',
    async (on) => {
      if (!on) switchOff('lifecycle')
      const dialog = await renderDialog()
      expect(dialog).toHaveAccessibleDescription('Withdrawals are not available in the app yet.')
    },
  )

  it('with the lifecycle part on, says a release credits the seller’s wallet (less their half of the fee) and nothing reaches a bank account', async () => {
    const dialog = await renderDialog()
    expect(dialog).toHaveTextContent(
      "When an order's funds are released (by the buyer, or automatically when the inspection period ends), the seller's wallet balance rises by the price less their half of the 0.2% escrow fee, and the release shows in their wallet transactions.",
    )
    expect(dialog).toHaveTextContent('the app cannot send it to a bank account yet.')
    expect(dialog).not.toHaveTextContent(/pays them out/)
  })

  it('with the lifecycle part off, says nothing is released or paid out through the app', async () => {
    switchOff('lifecycle')
    const dialog = await renderDialog()
    expect(dialog).toHaveTextContent(
      "The app cannot release an order's funds or pay them out yet: money paid into escrow stays there with the payment provider.",
    )
    expect(dialog).not.toHaveTextContent(/funds are released|wallet balance rises/)
  })
})
