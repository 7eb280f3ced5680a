import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FundWalletDialog } from '~/features/layout/components/FundWalletDialog'
import { renderInApp } from '../../support/render'
import { switchOff } from '../../support/provider-features'

// The rate text the contract states; a test may pretend the rule changed.
const rate = vi.hoisted(() => ({ override: undefined as string | undefined }))
vi.mock('~/contract/money', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/contract/money')>()
  return {
    ...actual,
    formatEscrowFeeRate: () => rate.override ?? actual.formatEscrowFeeRate(),
  }
})

afterEach(() => {
  rate.override = undefined
})

async function renderDialog() {
  await renderInApp(
    <FundWalletDialog open onOpenChange={() => {}} returnFocusTo={{ current: null }} />,
  )
  return screen.getByRole('dialog', { name: 'Fund wallet' })
}

describe('FundWalletDialog', () => {
  it('states the escrow fee rate of the contract’s rule (0.2%)', async () => {
    const dialog = await renderDialog()
    expect(within(dialog).getByText(/your half of the .* escrow fee/)).toHaveTextContent(
      'Pay the total (the price plus your half of the 0.2% escrow fee) by card at checkout.',
    )
  })

  it('takes the rate from the contract, so the text cannot drift from the rule', async () => {
    rate.override = '0.3%'
    const dialog = await renderDialog()
    expect(within(dialog).getByText(/your half of the .* escrow fee/)).toHaveTextContent(
      'your half of the 0.3% escrow fee',
    )
  })

  it('with the lifecycle part on, says the buyer releases the money, or it is released 72 hours after delivery', async () => {
    const steps = within(await renderDialog()).getAllByRole('listitem')
    expect(steps[2]).toHaveTextContent(
      'The money stays in escrow until you release it to the seller. If you do not, it is released automatically 72 hours after the seller marks the order delivered, unless you raise a dispute.',
    )
  })

  it('with the lifecycle part off, promises no release: the app cannot release the money', async () => {
    switchOff('lifecycle')
    const dialog = await renderDialog()
    expect(within(dialog).getAllByRole('listitem')[2]).toHaveTextContent(
      'The money stays in escrow: releasing it to the seller is not available in the app yet.',
    )
    expect(dialog).not.toHaveTextContent(/confirm delivery|released to the seller|automatically/)
  })
})
