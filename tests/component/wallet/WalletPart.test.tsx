/**
 * The wallet part on and off (lifecycle spec §1): the shell's WalletDialogsProvider offers the
 * wallet's dialogs to the header's quick actions and the dashboard's onboarding only when
 * `hasFeature('wallet')`; off, both keep today's explanations and links and call nothing.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadOverlays } from '~/components/overlays-loader'
import { OnboardingCard } from '~/features/dashboard/components/OnboardingCard'
import { QuickActions } from '~/features/layout/components/QuickActions'
import { orderKeys, orderQueries } from '~/features/orders/queries'
import { transactionKeys, transactionQueries } from '~/features/transactions/queries'
import { WalletDialogsProvider } from '~/features/wallet/components/WalletDialogsProvider'
import { sessionKeys } from '~/lib/session/profile'
import { appQueryClient, renderInApp } from '../../support/render'
import { aUser } from '../../support/test-data'
import { switchOff } from '../../support/provider-features'
import { BANKS, fakeWalletApi } from './wallet-api'

beforeAll(async () => {
  await loadOverlays()
})

async function renderQuickActions() {
  const queryClient = appQueryClient()
  queryClient.setQueryData(sessionKeys.profile, aUser({ wallet_balance: '50000.00' }))
  const view = await renderInApp(
    <WalletDialogsProvider>
      <QuickActions />
    </WalletDialogsProvider>,
    { queryClient },
  )
  const choose = async (item: 'Fund wallet' | 'Withdraw') => {
    await view.user.click(screen.getByRole('button', { name: 'Quick actions' }))
    await view.user.click(screen.getByRole('menuitem', { name: item }))
    return screen.findByRole('dialog', { name: item })
  }
  return { ...view, choose }
}

async function renderOnboarding() {
  const queryClient = appQueryClient()
  queryClient.setQueryData(sessionKeys.profile, aUser())
  queryClient.setQueryData(transactionKeys.list(), [])
  queryClient.setQueryData(orderKeys.grouped(), {
    pending: [],
    active: [],
    completed: [],
    cancelled: [],
  })
  const view = await renderInApp(
    <WalletDialogsProvider>
      <OnboardingCard
        sources={{ transactions: transactionQueries.list(), orders: orderQueries.grouped() }}
      />
    </WalletDialogsProvider>,
    { queryClient },
  )
  return { ...view, card: screen.getByRole('region', { name: 'Get started' }) }
}

describe('wallet part off', () => {
  it('Fund wallet and Withdraw keep their explanations and call nothing', async () => {
    switchOff('wallet')
    const calls = fakeWalletApi({})
    const { user, choose } = await renderQuickActions()
    const fund = await choose('Fund wallet')
    expect(fund).toHaveAccessibleDescription(
      'Topping up your wallet directly is not available yet. You pay into escrow through an order instead.',
    )
    expect(within(fund).queryByLabelText('Amount')).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    const withdraw = await choose('Withdraw')
    expect(withdraw).toHaveAccessibleDescription('Withdrawals are not available in the app yet.')
    expect(within(withdraw).queryByLabelText('Bank')).not.toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('the onboarding step stays a link to the transactions', async () => {
    switchOff('wallet')
    const { card } = await renderOnboarding()
    expect(within(card).getByRole('link', { name: 'Fund your wallet' })).toHaveAttribute(
      'href',
      '/transactions',
    )
  })
})

describe('wallet part on', () => {
  it('Fund wallet and Withdraw open the real flows, loaded when they open', async () => {
    const calls = fakeWalletApi({
      'GET /wallet/banks': () => ({ status: 200, body: BANKS }),
    })
    const { user, choose } = await renderQuickActions()
    expect(calls).toHaveLength(0)
    const fund = await choose('Fund wallet')
    expect(await within(fund).findByLabelText('Amount')).toBeInTheDocument()
    expect(within(fund).getByRole('button', { name: 'Pay by card' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const withdraw = await choose('Withdraw')
    expect(await within(withdraw).findByLabelText('Account number')).toBeInTheDocument()
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/wallet/banks']))
  })

  it('the onboarding step “Fund your wallet” opens the Fund wallet dialog', async () => {
    fakeWalletApi({})
    const { user, card } = await renderOnboarding()
    await user.click(within(card).getByRole('button', { name: 'Fund your wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Fund wallet' })
    expect(await within(dialog).findByLabelText('Amount')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(card).getByRole('button', { name: 'Fund your wallet' })).toHaveFocus()
  })
})
