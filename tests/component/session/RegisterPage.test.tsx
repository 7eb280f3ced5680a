import { act, screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RegisterPage } from '~/features/session/components/RegisterPage'
import { SUCCESS_REDIRECT_MS } from '~/features/session/components/use-redirect-after'
import { session as tokenStore } from '~/lib/session/session'
import { renderWithRouter } from '../../support/render'
import { fakeApi, fakeTokens, profile } from '../../support/fake-api'

afterEach(() => {
  vi.useRealTimers()
  tokenStore.signOut()
  localStorage.clear()
})

async function renderRegister() {
  const user = userEvent.setup()
  const view = await renderWithRouter(
    <RegisterPage returnTo="/dashboard" rawReturnTo={undefined} />,
    {
      path: '/register',
    },
  )
  return { user, ...view }
}

const next = () => screen.getByRole('button', { name: 'Next' })
const back = () => screen.getByRole('button', { name: 'Back' })
const progress = () => screen.getByRole('progressbar', { name: 'Sign-up progress' })

/**
 * Puts `value` into the (empty) field as a user pasting it would: the steps below are about the
 * rules and the payload, not typing, and each keystroke re-validates the form.
 */
async function fill(user: UserEvent, label: string, value: string) {
  await user.click(screen.getByLabelText(label))
  await user.paste(value)
}

async function fillValidStepsUpTo(user: UserEvent, lastStep: number) {
  await fill(user, 'Full name', 'Chioma Nwosu')
  await user.click(next())
  if (lastStep === 1) return
  await fill(user, 'Email', 'chioma@escrow.test')
  await fill(user, 'Phone number', '0803 123 4567')
  await user.click(next())
  if (lastStep === 2) return
  await fill(user, 'NIN', '12345678901')
  await user.click(next())
}

describe('RegisterPage', () => {
  it('starts on step 1 of 4 with Back disabled', async () => {
    fakeApi({})
    await renderRegister()
    expect(progress()).toHaveAttribute('aria-valuenow', '25')
    expect(back()).toBeDisabled()
    expect(screen.getByLabelText('Full name')).toBeVisible()
  })

  it.each([
    ['', 'Please enter your full name (first and last)'],
    ['Chioma', 'Please enter your full name (first and last)'],
    ['Chioma N', 'Please enter your full name (first and last)'],
  ])('step 1 rejects %j', async (name, message) => {
    fakeApi({})
    const { user } = await renderRegister()
    if (name) await user.type(screen.getByLabelText('Full name'), name)
    await user.click(next())
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(message)
    expect(progress()).toHaveAttribute('aria-valuenow', '25')
  })

  it('step 2 checks e-mail and phone with the spec messages, shows the country, and clears on edit', async () => {
    fakeApi({})
    const { user } = await renderRegister()
    await fillValidStepsUpTo(user, 1)
    expect(progress()).toHaveAttribute('aria-valuenow', '50')
    expect(screen.getByText(/NG/)).toBeVisible()
    await user.click(next())
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email')
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      /Phone number is required/,
    )
    await user.type(screen.getByLabelText('Phone number'), '12345')
    expect(screen.queryByText('Phone number is required')).not.toBeInTheDocument()
    await fill(user, 'Email', 'chioma@escrow.test')
    await user.click(next())
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      /Enter a valid phone number/,
    )
    await user.clear(screen.getByLabelText('Phone number'))
    await fill(user, 'Phone number', '1234567890123456')
    await user.click(next())
    expect(screen.getByText('Enter a valid phone number')).toBeVisible()
  })

  it.each([
    ['', 'NIN is required'],
    ['1234567890', 'NIN must be 11 digits'],
    ['123456789012', 'NIN must be 11 digits'],
    ['1234567890a', 'NIN must be 11 digits'],
  ])('step 3 rejects NIN %j', async (value, message) => {
    fakeApi({})
    const { user } = await renderRegister()
    await fillValidStepsUpTo(user, 2)
    if (value) await user.type(screen.getByLabelText('NIN'), value)
    await user.click(next())
    expect(screen.getByLabelText('NIN')).toHaveAccessibleDescription(new RegExp(message))
  })

  it('step 4 checks the password length and the confirmation', async () => {
    const calls = fakeApi({})
    const { user } = await renderRegister()
    await fillValidStepsUpTo(user, 3)
    expect(progress()).toHaveAttribute('aria-valuenow', '100')
    await user.type(screen.getByLabelText('Password'), '12345')
    await user.type(screen.getByLabelText('Confirm password'), '123456')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible()
    expect(screen.getByText('Passwords do not match')).toBeVisible()
    expect(calls).toHaveLength(0)
  })

  it('keeps everything typed when going Back and Next', async () => {
    fakeApi({})
    const { user } = await renderRegister()
    await fillValidStepsUpTo(user, 3)
    await user.click(back())
    expect(screen.getByLabelText('NIN')).toHaveValue('12345678901')
    await user.click(back())
    expect(screen.getByLabelText('Email')).toHaveValue('chioma@escrow.test')
    expect(screen.getByLabelText('Phone number')).toHaveValue('0803 123 4567')
    await user.click(back())
    expect(screen.getByLabelText('Full name')).toHaveValue('Chioma Nwosu')
  })

  it('creates the account with the payload of the spec and greets the user', async () => {
    const calls = fakeApi({
      'POST /auth/register': () => ({ status: 201, body: fakeTokens() }),
      'GET /auth/me': () => ({ status: 200, body: { ...profile, full_name: 'Chioma Nwosu' } }),
    })
    const { user, router } = await renderRegister()
    await fillValidStepsUpTo(user, 3)
    await fill(user, 'Password', 'secret1')
    await fill(user, 'Confirm password', 'secret1')
    // The move on after the greeting is a timer (spec §9): fast-forwarded, not waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText("You're all set, Chioma Nwosu!")).toBeVisible()
    expect(router.state.location.pathname).toBe('/register')
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({
      full_name: 'Chioma Nwosu',
      email: 'chioma@escrow.test',
      phone_number: '08031234567',
      nin: '12345678901',
      password: 'secret1',
      password2: 'secret1',
    })
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_REDIRECT_MS))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard')
    })
  })

  it('makes a 422 list readable and keeps the form', async () => {
    fakeApi({
      'POST /auth/register': () => ({
        status: 422,
        body: {
          detail: [
            {
              loc: ['body', 'email'],
              msg: 'A user with this email already exists',
              type: 'value_error',
            },
          ],
        },
      }),
    })
    const { user } = await renderRegister()
    await fillValidStepsUpTo(user, 3)
    await fill(user, 'Password', 'secret1')
    await fill(user, 'Confirm password', 'secret1')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email: A user with this email already exists',
    )
    expect(screen.getByLabelText('Password')).toHaveValue('secret1')
  })

  it("falls back to 'Registration failed' without a detail", async () => {
    fakeApi({ 'POST /auth/register': () => ({ status: 502, body: null }) })
    const { user } = await renderRegister()
    await fillValidStepsUpTo(user, 3)
    await fill(user, 'Password', 'secret1')
    await fill(user, 'Confirm password', 'secret1')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed')
  })
})
