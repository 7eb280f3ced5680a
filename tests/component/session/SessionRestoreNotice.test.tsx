import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LoginPage } from '~/features/session/components/LoginPage'
import { session as tokenStore } from '~/lib/session/session'
import { ApiError } from '~/lib/api-error'
import { STORAGE_KEYS } from '~/lib/session/storage-keys'
import { fakeTokens } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render'

afterEach(() => {
  tokenStore.dispose()
  localStorage.clear()
})

const unreachable = () => new ApiError('network', null, 'We could not reach the server.')

describe('LoginPage after a start-up that could not reach the server', () => {
  it('says the session is being restored, and Try again restores it at once', async () => {
    const tokens = fakeTokens()
    localStorage.setItem(STORAGE_KEYS.access, tokens.access_token)
    localStorage.setItem(STORAGE_KEYS.refresh, tokens.refresh_token)
    const fetchProfile = vi.fn().mockRejectedValueOnce(unreachable()).mockResolvedValue({})
    await tokenStore.initialize(fetchProfile)
    const user = userEvent.setup()
    await renderWithRouter(<LoginPage returnTo="/dashboard" rawReturnTo={undefined} />, {
      path: '/login',
    })

    const notice = screen.getByRole('status')
    expect(notice).toHaveTextContent("We couldn't reach the server to restore your session.")
    // The sign-in form is still there for someone else on this computer.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()

    await user.dblClick(screen.getByRole('button', { name: 'Try again' }))

    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument())
    expect(tokenStore.getSnapshot().status).toBe('signed-in')
    expect(fetchProfile).toHaveBeenCalledTimes(2)
  })

  it('shows no notice on a plain signed-out visit', async () => {
    await tokenStore.initialize(vi.fn())
    await renderWithRouter(<LoginPage returnTo="/dashboard" rawReturnTo={undefined} />, {
      path: '/login',
    })
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible()
    expect(screen.queryByText(/restore your session/)).not.toBeInTheDocument()
  })
})
