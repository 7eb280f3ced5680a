/**
 * Withdraw with the provider's wallet part (lifecycle spec §4):
 * src/features/wallet/components/WithdrawFlow.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { loadOverlays } from '~/components/overlays-loader'
import { WithdrawFlow } from '~/features/wallet/components/WithdrawFlow'
import { sessionKeys } from '~/lib/session/profile'
import { session } from '~/lib/session/session'
import { appQueryClient, renderInApp } from '../../support/render'
import { aUser } from '../../support/test-data'
import {
  BANKS,
  fakeWalletApi,
  resolveAnswer,
  withdrawAnswer,
  type WalletAnswer,
  type WalletCall,
} from './wallet-api'

beforeAll(async () => {
  await loadOverlays()
})

type Routes = Record<string, (call: WalletCall) => WalletAnswer>

function walletRoutes(overrides: Routes = {}): Routes {
  return {
    'GET /wallet/banks': () => ({ status: 200, body: BANKS }),
    'GET /wallet/resolve-account': resolveAnswer,
    'GET /auth/me': () => ({ status: 200, body: aUser({ wallet_balance: '30000.00' }) }),
    'GET /trnx': () => ({ status: 200, body: [] }),
    ...overrides,
  }
}

async function renderWithdraw() {
  const queryClient = appQueryClient()
  queryClient.setQueryData(sessionKeys.profile, aUser({ wallet_balance: '50000.00' }))
  const view = await renderInApp(
    <WithdrawFlow open onOpenChange={() => {}} returnFocusTo={{ current: null }} />,
    { queryClient },
  )
  const dialog = screen.getByRole('dialog', { name: 'Withdraw' })
  return { ...view, dialog }
}

/** Step 1 filled in: the amount, a bank found by searching, the account number. */
async function fillDetails(
  user: UserEvent,
  dialog: HTMLElement,
  { amount = '20000', search = 'guar', account = '1234567890' } = {},
) {
  await user.type(within(dialog).getByLabelText('Amount'), amount)
  await user.type(within(dialog).getByLabelText('Search banks'), search)
  const bank = within(dialog).getByLabelText('Bank')
  await waitFor(() => expect(within(bank).getAllByRole('option')).toHaveLength(2))
  await user.selectOptions(bank, 'Guaranty Trust Bank')
  await user.type(within(dialog).getByLabelText('Account number'), account)
}

async function toPasswordStep(user: UserEvent, dialog: HTMLElement) {
  await fillDetails(user, dialog)
  expect(await within(dialog).findByText('BAYO ADEYEMI')).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Next' }))
  const password = await within(dialog).findByLabelText('Password')
  // The step's buttons were swapped: focus is on what it asks for.
  await waitFor(() => expect(password).toHaveFocus())
  return password
}

describe('Withdraw', () => {
  it('refuses amounts below ₦100, above the balance, with three decimals or not numbers, before any call', async () => {
    const calls = fakeWalletApi(walletRoutes())
    const { user, dialog } = await renderWithdraw()
    const amount = within(dialog).getByLabelText('Amount')
    const cases: [string, string][] = [
      ['99', 'Enter an amount from ₦100 to ₦10,000,000'],
      ['50000.01', 'Insufficient wallet balance'],
      ['150.505', 'Use at most 2 decimals, as in 1,250.50'],
      ['12a', 'Enter a valid amount'],
    ]
    for (const [typed, message] of cases) {
      await user.clear(amount)
      await user.type(amount, typed)
      await user.click(within(dialog).getByRole('button', { name: 'Next' }))
      await waitFor(() =>
        expect(amount).toHaveAccessibleDescription(expect.stringContaining(message)),
      )
    }
    // The bank and the account number are asked for too, and nothing was sent.
    expect(within(dialog).getByLabelText('Bank')).toHaveAccessibleDescription('Choose a bank')
    expect(within(dialog).getByLabelText('Account number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a 10-digit account number'),
    )
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /wallet/banks'])
    // 'Withdraw all' fills in the whole balance.
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw all' }))
    expect(amount).toHaveValue('50,000')
  })

  it('shows the account holder’s name before anything is sent; an unknown account stops at step 1', async () => {
    const calls = fakeWalletApi(walletRoutes())
    const { user, dialog } = await renderWithdraw()
    await fillDetails(user, dialog, { account: '9999999999' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Account not found')
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument()

    const account = within(dialog).getByLabelText('Account number')
    await user.clear(account)
    await user.type(account, '1234567890')
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Account name: BAYO ADEYEMI',
    )
    const lookup = calls.find((call) => call.search.includes('1234567890'))
    expect(new URLSearchParams(lookup?.search).get('bank_code')).toBe('058')
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument()
    expect(dialog).toHaveTextContent('₦20,000.00')
    expect(dialog).toHaveTextContent('Guaranty Trust Bank')
    expect(dialog).toHaveTextContent('BAYO ADEYEMI')
    expect(calls.some((call) => call.path === '/wallet/withdraw')).toBe(false)
  })

  it('when the bank list fails: a retry, and everything typed is kept', async () => {
    let banksUp = false
    fakeWalletApi(
      walletRoutes({
        'GET /wallet/banks': () =>
          banksUp ? { status: 200, body: BANKS } : { status: 503, body: { detail: 'Down' } },
      }),
    )
    // Spec §8's habit: a failed fetch is logged once (the query's failureLog).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user, dialog } = await renderWithdraw()
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not load the list of banks.',
    )
    expect(logged).toHaveBeenCalledWith('Failed to load the list of banks', expect.anything())
    await user.type(within(dialog).getByLabelText('Amount'), '1500')
    await user.type(within(dialog).getByLabelText('Account number'), '1234567890')
    banksUp = true
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    const bank = within(dialog).getByLabelText('Bank')
    await waitFor(() => expect(within(bank).getAllByRole('option')).toHaveLength(BANKS.length + 1))
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('1,500')
    expect(within(dialog).getByLabelText('Account number')).toHaveValue('1234567890')
  })

  it('a wrong password says so, clears the field and keeps the session', async () => {
    const calls = fakeWalletApi(
      walletRoutes({
        'POST /wallet/withdraw': () => ({ status: 400, body: { detail: 'Incorrect password' } }),
      }),
    )
    const { user, dialog } = await renderWithdraw()
    const before = session.getSnapshot()
    const password = await toPasswordStep(user, dialog)
    await user.type(password, 'wrong-password')
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect password')
    expect(password).toHaveValue('')
    expect(session.getSnapshot()).toEqual(before)
    const sent = calls.filter((call) => call.path === '/wallet/withdraw')
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      amount: '20000.00',
      bank_code: '058',
      account_number: '1234567890',
      password: 'wrong-password',
    })
    // An empty password is refused before any call.
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Password is required')),
    )
    expect(calls.filter((call) => call.path === '/wallet/withdraw')).toHaveLength(1)
  })

  it('a withdrawal whose answer was lost is retried under the same Idempotency-Key, and a double click sends one request', async () => {
    let lose = true
    const calls = fakeWalletApi(
      walletRoutes({
        'POST /wallet/withdraw': () => {
          if (lose) {
            lose = false
            return 'network-error'
          }
          return withdrawAnswer('30000.00')
        },
      }),
    )
    const { user, dialog, queryClient } = await renderWithdraw()
    const password = await toPasswordStep(user, dialog)
    await user.type(password, 'correct-horse')
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not confirm the withdrawal',
    )
    expect(password).toHaveValue('')

    await user.type(password, 'correct-horse')
    await user.dblClick(within(dialog).getByRole('button', { name: 'Withdraw' }))
    expect(await within(dialog).findByText(/is on its way to BAYO ADEYEMI/)).toHaveTextContent(
      '₦20,000.00 is on its way to BAYO ADEYEMI (Guaranty Trust Bank ****7890).',
    )
    expect(within(dialog).getByText('New wallet balance').nextElementSibling).toHaveTextContent(
      '₦30,000.00',
    )
    // The password is not kept: not in the mutation cache's variables, not in the form.
    for (const mutation of queryClient.getMutationCache().getAll()) {
      const variables = mutation.state.variables as { password: () => string }
      expect(variables.password()).toBe('')
    }
    const sent = calls.filter((call) => call.path === '/wallet/withdraw')
    expect(sent).toHaveLength(2)
    expect(sent[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey)
  })
})
