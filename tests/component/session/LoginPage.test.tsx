import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LoginPage } from '~/features/session/components/LoginPage'
import { session as tokenStore } from '~/lib/session/session'
import { renderWithRouter } from '../../support/render'
import { fakeApi, fakeTokens, profile } from '../../support/fake-api'

afterEach(() => {
  tokenStore.signOut()
  localStorage.clear()
})

async function renderLogin() {
  const user = userEvent.setup()
  const view = await renderWithRouter(
    <LoginPage returnTo="/orders?status=active" rawReturnTo="/orders?status=active" />,
    {
      path: '/login',
    },
  )
  return { user, ...view }
}

const email = () => screen.getByLabelText('Email')
const password = () => screen.getByLabelText('Password')
const submit = () => screen.getByRole('button', { name: 'Sign in' })

describe('LoginPage', () => {
  it('shows the required messages, tied to their inputs, and sends nothing', async () => {
    const calls = fakeApi({})
    const { user } = await renderLogin()
    await user.click(submit())
    expect(email()).toHaveAccessibleDescription('Email is required')
    expect(password()).toHaveAccessibleDescription('Password is required')
    expect(email()).toHaveAttribute('aria-invalid', 'true')
    expect(calls).toHaveLength(0)
  })

  it('rejects an invalid e-mail and clears the message as soon as the field is edited', async () => {
    fakeApi({})
    const { user } = await renderLogin()
    await user.type(email(), 'ada@escrow')
    await user.type(password(), 'x')
    await user.click(submit())
    expect(screen.getByText('Invalid email')).toBeVisible()
    await user.type(email(), '.test')
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument()
    expect(email()).toHaveValue('ada@escrow.test')
  })

  it('signs in with a form-encoded username and password, then welcomes the user and redirects', async () => {
    const calls = fakeApi({
      'POST /auth/login': () => ({ status: 200, body: fakeTokens() }),
      'GET /auth/me': () => ({ status: 200, body: profile }),
    })
    const { user, router } = await renderLogin()
    const preload = vi.spyOn(router, 'preloadRoute')
    await user.type(email(), ' ada@escrow.test ')
    await user.type(password(), 'sandbox123')
    await user.click(submit())
    expect(await screen.findByText('Welcome back!')).toBeVisible()
    // The next page loads during the spec's 1.6 s pause, not after it.
    expect(preload).toHaveBeenCalledWith({ to: '/orders', search: { status: 'active' } })
    expect(router.state.location.pathname).toBe('/login')
    expect(calls[0]).toMatchObject({
      path: '/auth/login',
      body: 'username=ada%40escrow.test&password=sandbox123',
    })
    expect(calls[0]?.contentType).toContain('application/x-www-form-urlencoded')
    expect(localStorage.getItem('access_token')).not.toBeNull()
    await waitFor(
      () => {
        expect(router.state.location.href).toBe('/orders?status=active')
      },
      { timeout: 3000 },
    )
  })

  it("shows the server's detail when sign-in fails, keeping what was typed", async () => {
    fakeApi({
      'POST /auth/login': () => ({ status: 401, body: { detail: 'Incorrect email or password' } }),
    })
    const { user } = await renderLogin()
    await user.type(email(), 'ada@escrow.test')
    await user.type(password(), 'wrong')
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password')
    expect(email()).toHaveValue('ada@escrow.test')
    expect(password()).toHaveValue('wrong')
  })

  it('falls back to the spec message when the failure has no detail', async () => {
    fakeApi({ 'POST /auth/login': () => ({ status: 500, body: { error: 'boom' } }) })
    const { user } = await renderLogin()
    await user.type(email(), 'ada@escrow.test')
    await user.type(password(), 'sandbox123')
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't sign you in. Please check your details and try again.",
    )
  })

  it('removes the tokens and says so when the profile cannot be fetched after login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fakeApi({
      'POST /auth/login': () => ({ status: 200, body: fakeTokens() }),
      'GET /auth/me': () => ({ status: 500, body: { detail: 'Database down' } }),
    })
    const { user } = await renderLogin()
    await user.type(email(), 'ada@escrow.test')
    await user.type(password(), 'sandbox123')
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch user profile after login',
    )
    expect(localStorage.getItem('access_token')).toBeNull()
  })

  it('sends one request however often the button is pressed while signing in', async () => {
    let release!: () => void
    const calls = fakeApi({
      'POST /auth/login': () =>
        new Promise((resolve) => {
          release = () => {
            resolve({ status: 401, body: { detail: 'Incorrect email or password' } })
          }
        }),
    })
    const { user } = await renderLogin()
    await user.type(email(), 'ada@escrow.test')
    await user.type(password(), 'sandbox123')
    await user.click(submit())
    await waitFor(() => {
      expect(submit()).toBeDisabled()
    })
    await user.click(submit())
    await user.keyboard('{Enter}')
    release()
    await screen.findByRole('alert')
    expect(calls.filter((call) => call.path === '/auth/login')).toHaveLength(1)
  })

  it('links to password recovery and registration, keeping the return path', async () => {
    fakeApi({})
    await renderLogin()
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Forders%3Fstatus%3Dactive',
    )
  })

  it('shows the sandbox demo accounts and fills the form from one', async () => {
    fakeApi({})
    const { user } = await renderLogin()
    await user.click(await screen.findByRole('button', { name: 'Use seller account' }))
    expect(email()).toHaveValue('ada@escrow.test')
    expect(password()).toHaveValue('sandbox123')
  })
})
