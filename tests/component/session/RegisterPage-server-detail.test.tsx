/**
 * The sandbox's answer to an e-mail that is already registered (400 with a plain `detail`, see
 * tests/server/auth.test.ts) shown on the form, through the real http.ts error mapping. This was an
 * end-to-end test ("registering an e-mail twice shows the server detail").
 */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it } from 'vitest'
import { RegisterPage } from '~/features/session/components/RegisterPage'
import { session as tokenStore } from '~/lib/session/session'
import { renderWithRouter } from '../../support/render'
import { fakeApi } from '../../support/fake-api'

afterEach(() => {
  tokenStore.signOut()
  localStorage.clear()
})

it('shows the detail of a 400 for an e-mail that already exists, keeping the form', async () => {
  const calls = fakeApi({
    'POST /auth/register': () => ({
      status: 400,
      body: { detail: 'A user with this email already exists' },
    }),
  })
  const user = userEvent.setup()
  await renderWithRouter(<RegisterPage returnTo="/dashboard" rawReturnTo={undefined} />, {
    path: '/register',
  })
  const next = () => screen.getByRole('button', { name: 'Next' })
  await user.type(screen.getByLabelText('Full name'), 'Adaeze Okafor')
  await user.click(next())
  await user.type(screen.getByLabelText('Email'), 'ada@escrow.test')
  await user.type(screen.getByLabelText('Phone number'), '0803 123 4567')
  await user.click(next())
  await user.type(screen.getByLabelText('NIN'), '12345678901')
  await user.click(next())
  await user.type(screen.getByLabelText('Password'), 'secret1')
  await user.type(screen.getByLabelText('Confirm password'), 'secret1')
  await user.click(screen.getByRole('button', { name: 'Create Account' }))

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A user with this email already exists',
  )
  expect(calls).toHaveLength(1)
  expect(screen.getByLabelText('Password')).toHaveValue('secret1')
})
