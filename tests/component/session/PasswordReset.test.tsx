/**
 * Lifecycle spec §6 with the provider's `password-reset` part on (the sandbox build these tests run
 * as has every part on): /forgot-password, /reset-password?token=… and the end on /login. The part
 * off: PasswordResetOff.test.tsx.
 */
import 'fake-indexeddb/auto'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FORGOT_PASSWORD_DETAIL, RESET_LINK_INVALID_DETAIL } from '~/contract/password-reset'
import { forgetResetToken } from '~/features/session/reset-token'
import { session as tokenStore } from '~/lib/session/session'
import { fakeApi } from '../../support/fake-api'
import { renderRoutesAt } from './password-reset-routes'

afterEach(() => {
  forgetResetToken()
  tokenStore.dispose()
  localStorage.clear()
})

const TOKEN = 'tok_3x4mpl3-l1nk'
const CHANGED = 'Password changed. Sign in with your new password.'

describe('/forgot-password', () => {
  it('is the target of the sign-in page’s link', async () => {
    const { user, router } = await renderRoutesAt('/login')
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'))
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeVisible()
  })

  it('checks the e-mail first, then shows the provider’s 202 text (the same for any address)', async () => {
    const calls = fakeApi({
      'POST /auth/forgot-password': () => ({
        status: 202,
        body: { detail: FORGOT_PASSWORD_DETAIL },
      }),
    })
    const { user } = await renderRoutesAt('/forgot-password')
    const email = await screen.findByLabelText('Email')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(email).toHaveAccessibleDescription('Email is required')
    await user.type(email, 'ada@escrow')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(email).toHaveAccessibleDescription('Invalid email')
    expect(calls).toHaveLength(0)

    await user.clear(email)
    await user.type(email, ' nobody@example.com ')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))

    expect(await screen.findByText(FORGOT_PASSWORD_DETAIL)).toBeVisible()
    expect(calls.map((call) => [call.path, JSON.parse(call.body) as unknown])).toEqual([
      ['/auth/forgot-password', { email: 'nobody@example.com' }],
    ])
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login')
  })

  it('says a 422 for a malformed e-mail at the field', async () => {
    fakeApi({
      'POST /auth/forgot-password': () => ({
        status: 422,
        body: { detail: [{ loc: ['body', 'email'], msg: 'Invalid email', type: 'value_error' }] },
      }),
    })
    const { user } = await renderRoutesAt('/forgot-password')
    const email = await screen.findByLabelText('Email')
    // Passes the app's basic pattern; the provider refuses it.
    await user.type(email, `${'a'.repeat(250)}@example.com`)
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))

    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email'))
    expect(screen.queryByText(FORGOT_PASSWORD_DETAIL)).not.toBeInTheDocument()
  })
})

describe('/reset-password?token=…', () => {
  it('takes the token out of the URL at once (the history entry replaced) and keeps it for the call', async () => {
    const calls = fakeApi({
      'POST /auth/reset-password': () => ({ status: 200, body: { message: CHANGED } }),
    })
    const { user, router, history } = await renderRoutesAt(`/reset-password?token=${TOKEN}`)

    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeVisible()
    expect(router.state.location.href).toBe('/reset-password')
    expect(history.location.href).toBe('/reset-password')
    expect(history.length).toBe(1)
    expect(JSON.stringify(router.state.location)).not.toContain(TOKEN)

    await user.type(screen.getByLabelText('New password'), 'n3w-secret')
    await user.type(screen.getByLabelText('Confirm password'), 'n3w-secret')
    await user.click(screen.getByRole('button', { name: 'Change password' }))

    // Ends on /login with the spec's text.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByText(CHANGED)).toBeVisible()
    expect(calls.map((call) => JSON.parse(call.body) as unknown)).toEqual([
      { token: TOKEN, password: 'n3w-secret', password2: 'n3w-secret' },
    ])
  })

  it('applies the base password rules before sending anything', async () => {
    const calls = fakeApi({})
    const { user } = await renderRoutesAt(`/reset-password?token=${TOKEN}`)
    const password = await screen.findByLabelText('New password')
    const confirm = screen.getByLabelText('Confirm password')

    await user.type(password, '12345')
    await user.type(confirm, '12345')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters')

    await user.type(password, '6')
    await user.type(confirm, '7')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(confirm).toHaveAccessibleDescription('Passwords do not match')
    expect(calls).toHaveLength(0)
  })

  it('says the provider’s mismatch (400) and lets the link be used again', async () => {
    let answers = 0
    fakeApi({
      'POST /auth/reset-password': () =>
        ++answers === 1
          ? { status: 400, body: { detail: 'Passwords do not match' } }
          : { status: 200, body: { message: CHANGED } },
    })
    const { user, router } = await renderRoutesAt(`/reset-password?token=${TOKEN}`)
    await user.type(await screen.findByLabelText('New password'), 'n3w-secret')
    await user.type(screen.getByLabelText('Confirm password'), 'n3w-secret')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match')

    await user.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('a used or expired link (400) says so and offers a new one, without the form', async () => {
    fakeApi({
      'POST /auth/reset-password': () => ({
        status: 400,
        body: { detail: RESET_LINK_INVALID_DETAIL },
      }),
    })
    const { user } = await renderRoutesAt(`/reset-password?token=${TOKEN}`)
    await user.type(await screen.findByLabelText('New password'), 'n3w-secret')
    await user.type(screen.getByLabelText('Confirm password'), 'n3w-secret')
    await user.click(screen.getByRole('button', { name: 'Change password' }))

    expect(await screen.findByText(RESET_LINK_INVALID_DETAIL)).toBeVisible()
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Send a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
  })

  it('without a token (e.g. a reload after the URL was cleaned) says the link is invalid', async () => {
    const calls = fakeApi({})
    await renderRoutesAt('/reset-password')
    expect(await screen.findByText(RESET_LINK_INVALID_DETAIL)).toBeVisible()
    expect(calls).toHaveLength(0)
  })
})
