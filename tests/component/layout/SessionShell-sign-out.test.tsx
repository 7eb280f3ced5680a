/**
 * The account menu's Sign out on a device that keeps an unfinished order of the user (a shared
 * computer): it asks whether to keep or forget the order first. The real draft store (over
 * fake-indexeddb) and the app's own session store; the sign-out's request to the server is counted.
 */
import 'fake-indexeddb/auto'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { draftKey, hasUnfinishedOrder, saveDraft } from '~/features/wizard/draft'
import { EMPTY_VALUES } from '~/features/wizard/schemas'
import { sessionKeys } from '~/lib/session/profile'
import { session as tokenStore } from '~/lib/session/session'
import { SessionShell } from '~/routes/-components/SessionShell'
import { fakeApi, fakeTokens, profile, type FakeCall } from '../../support/fake-api'
import { appQueryClient, renderInApp } from '../../support/render'

let users = 0

/** A user no other test has used (the drafts database is shared by the file). */
function newProfile() {
  users += 1
  return { ...profile, id: 7_000 + users }
}

let calls: FakeCall[] = []
const logouts = () => calls.filter((call) => call.path === '/auth/logout')

beforeEach(() => {
  calls = fakeApi({ 'POST /auth/logout': () => ({ status: 200, body: {} }) })
  tokenStore.setTokens(fakeTokens())
})

afterEach(() => {
  vi.restoreAllMocks()
  // Nothing on screen follows the reset, and without tokens the server is not told.
  cleanup()
  localStorage.clear()
  tokenStore.signOut()
})

/**
 * Signed in as a fresh user, with an unfinished order on this device or not; the profile cached,
 * or (`profileLoading`) still loading.
 */
async function renderShell({
  unfinished,
  profileLoading = false,
}: {
  unfinished: boolean
  profileLoading?: boolean
}) {
  const me = newProfile()
  const userKey = String(me.id)
  if (unfinished) {
    await saveDraft(draftKey(userKey, 'seller'), { ...EMPTY_VALUES, name: 'Phone' }, 1)
  }
  const queryClient = appQueryClient()
  if (!profileLoading) queryClient.setQueryData(sessionKeys.profile, me)
  const afterSignOut = vi.fn()
  const view = await renderInApp(
    <SessionShell afterSignOut={afterSignOut}>
      <h1>Page content</h1>
    </SessionShell>,
    { queryClient },
  )
  const accountButton = () =>
    screen.getByRole('button', { name: profileLoading ? 'Account' : 'Account: Adaeze Okafor' })
  const chooseSignOut = async () => {
    await view.user.click(accountButton())
    await view.user.click(screen.getByRole('menuitem', { name: 'Sign out' }))
  }
  return { ...view, userKey, afterSignOut, accountButton, chooseSignOut }
}

const status = () => tokenStore.getSnapshot().status

describe('Sign out with an unfinished order on this device', () => {
  it('asks first: keep it or forget it, still signed in meanwhile', async () => {
    const { chooseSignOut, afterSignOut } = await renderShell({ unfinished: true })

    await chooseSignOut()

    const dialog = await screen.findByRole('dialog', { name: 'Sign out' })
    expect(dialog).toHaveAccessibleDescription(
      'You have an unfinished order on this device. Keep it for next time, or forget it so nobody else using this device can see it.',
    )
    for (const name of ['Cancel', 'Keep and sign out', 'Forget and sign out', 'Close']) {
      expect(within(dialog).getByRole('button', { name })).toBeEnabled()
    }
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    expect(status()).toBe('signed-in')
    expect(afterSignOut).not.toHaveBeenCalled()
    expect(logouts()).toEqual([])
  })

  it('Forget and sign out: the order is gone from this device and the user is signed out, once', async () => {
    const { user, chooseSignOut, userKey, afterSignOut } = await renderShell({ unfinished: true })
    await chooseSignOut()
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' })

    // A double click is one choice.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Forget and sign out' }))

    await waitFor(() => expect(status()).toBe('signed-out'))
    expect(await hasUnfinishedOrder(userKey)).toBe(false)
    expect(afterSignOut).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(logouts()).toHaveLength(1))
  })

  it('Keep and sign out: the order stays for next time and the user is signed out', async () => {
    const { user, chooseSignOut, userKey, afterSignOut } = await renderShell({ unfinished: true })
    await chooseSignOut()
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' })

    await user.click(within(dialog).getByRole('button', { name: 'Keep and sign out' }))

    expect(status()).toBe('signed-out')
    expect(afterSignOut).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await hasUnfinishedOrder(userKey)).toBe(true)
    await waitFor(() => expect(logouts()).toHaveLength(1))
  })

  it.each([
    ['Cancel', 'Cancel'],
    ['Escape', '{Escape}'],
  ])(
    '%s: still signed in, the order kept, the focus back on the account menu',
    async (_, action) => {
      const { user, chooseSignOut, userKey, afterSignOut, accountButton } = await renderShell({
        unfinished: true,
      })
      await chooseSignOut()
      const dialog = await screen.findByRole('dialog', { name: 'Sign out' })

      if (action === 'Cancel')
        await user.click(within(dialog).getByRole('button', { name: action }))
      else await user.keyboard(action)

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      await waitFor(() => expect(accountButton()).toHaveFocus())
      expect(status()).toBe('signed-in')
      expect(afterSignOut).not.toHaveBeenCalled()
      expect(await hasUnfinishedOrder(userKey)).toBe(true)
      expect(logouts()).toEqual([])

      // Sign out asks again.
      await chooseSignOut()
      expect(await screen.findByRole('dialog', { name: 'Sign out' })).toBeVisible()
    },
  )

  it('works from the keyboard: menu, question and choice', async () => {
    const { user, accountButton, userKey } = await renderShell({ unfinished: true })
    accountButton().focus()

    await user.keyboard('{Enter}')
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' })
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    )
    await user.keyboard('{Tab}{Tab}')
    expect(within(dialog).getByRole('button', { name: 'Forget and sign out' })).toHaveFocus()
    await user.keyboard('{Enter}')

    await waitFor(() => expect(status()).toBe('signed-out'))
    expect(await hasUnfinishedOrder(userKey)).toBe(false)
  })

  it('closes the question without a second sign-out when the session ends elsewhere meanwhile', async () => {
    const { chooseSignOut, afterSignOut, userKey } = await renderShell({ unfinished: true })
    await chooseSignOut()
    await screen.findByRole('dialog', { name: 'Sign out' })

    act(() => {
      tokenStore.signOut()
    })

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(afterSignOut).not.toHaveBeenCalled()
    expect(await hasUnfinishedOrder(userKey)).toBe(true)
    await waitFor(() => expect(logouts()).toHaveLength(1))
  })
})

describe('Sign out without an unfinished order', () => {
  it('signs out at once, without a question', async () => {
    const { chooseSignOut, afterSignOut } = await renderShell({ unfinished: false })

    await chooseSignOut()

    await waitFor(() => expect(status()).toBe('signed-out'))
    expect(afterSignOut).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(logouts()).toHaveLength(1))
  })

  it('signs out at once while the profile is still loading (whose order it would be is unknown)', async () => {
    calls = fakeApi({
      'POST /auth/logout': () => ({ status: 200, body: {} }),
      'GET /auth/me': () => new Promise(() => undefined),
    })
    const { chooseSignOut, afterSignOut } = await renderShell({
      unfinished: true,
      profileLoading: true,
    })

    await chooseSignOut()

    expect(status()).toBe('signed-out')
    expect(afterSignOut).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(logouts()).toHaveLength(1))
  })
})
