/**
 * Every form fed empty, whitespace-only, over-long, wrong-type and boundary values: the spec's
 * message (§5, or our documented additions) tied to its input through aria-describedby, the input
 * marked invalid, the form stays where it is, and nothing is sent. Values the rules accept at the
 * edges (10 and 15 phone digits, the largest price) are checked to pass, so the rules are not
 * simply refusing everything.
 */
import 'fake-indexeddb/auto'
import { screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { listDisputes } from '~/features/disputes/dispute-repository'
import { LoginPage } from '~/features/session/components/LoginPage'
import { RegisterPage } from '~/features/session/components/RegisterPage'
import { session as tokenStore } from '~/lib/session/session'
import { fakeApi } from '../../support/fake-api'
import { pngFile, stubObjectUrls } from '../../support/image-files'
import { renderWithRouter } from '../../support/render'
import { disputable, freshUser, renderDisputes } from '../disputes/render-disputes'
import { enter, expectMessage, mutationsIn } from './boundaries'

beforeEach(() => {
  stubObjectUrls()
})

afterEach(() => {
  tokenStore.signOut()
  localStorage.clear()
})

describe('register boundaries', () => {
  const next = () => screen.getByRole('button', { name: 'Next' })

  async function renderRegister() {
    const calls = fakeApi({})
    const user = userEvent.setup()
    await renderWithRouter(<RegisterPage returnTo="/dashboard" rawReturnTo={undefined} />, {
      path: '/register',
    })
    return { user, calls }
  }

  async function toStep(user: UserEvent, step: 2 | 3 | 4) {
    await enter(user, screen.getByLabelText('Full name'), 'Chioma Nwosu')
    await user.click(next())
    if (step === 2) return
    await enter(user, screen.getByLabelText('Email'), 'chioma@escrow.test')
    await enter(user, screen.getByLabelText('Phone number'), '08031234567')
    await user.click(next())
    if (step === 3) return
    await enter(user, screen.getByLabelText('NIN'), '12345678901')
    await user.click(next())
  }

  it.each([
    ['whitespace only', '    '],
    ['one-letter words', 'A B'],
    ['digits only', '12'],
  ])('step 1 refuses a full name of %s', async (_, name) => {
    const { user, calls } = await renderRegister()
    await enter(user, screen.getByLabelText('Full name'), name)
    await user.click(next())
    expectMessage(
      screen.getByLabelText('Full name'),
      'Please enter your full name (first and last)',
    )
    expect(calls).toEqual([])
  })

  // The provider's limit (254, like an e-mail address); without this rule it answered a 422.
  it('step 1 refuses a 255-character full name, and takes one of 254', async () => {
    const { user, calls } = await renderRegister()
    const box = screen.getByLabelText('Full name')
    await enter(user, box, `Chioma ${'N'.repeat(248)}`)
    await user.click(next())
    expectMessage(box, 'At most 254 characters')
    await enter(user, box, `Chioma ${'N'.repeat(247)}`)
    await user.click(next())
    expect(await screen.findByLabelText('Email')).toBeVisible()
    expect(calls).toEqual([])
  })

  it.each([
    ['Email', 'whitespace only', '   ', 'Invalid email'],
    ['Email', 'two @', 'a@@escrow.test', 'Invalid email'],
    ['Email', '255 characters', `${'c'.repeat(243)}@escrow.test`, 'At most 254 characters'],
    ['Phone number', 'whitespace only', '   ', 'Phone number is required'],
    ['Phone number', '9 digits', '080312345', 'Enter a valid phone number'],
    ['Phone number', '16 digits', '0803123456789012', 'Enter a valid phone number'],
    ['Phone number', 'text', 'O8O3I234567', 'Enter a valid phone number'],
  ])('step 2: %s refuses %s', async (label, _, value, message) => {
    const { user, calls } = await renderRegister()
    await toStep(user, 2)
    await enter(user, screen.getByLabelText('Email'), 'chioma@escrow.test')
    await enter(user, screen.getByLabelText('Phone number'), '08031234567')
    await enter(user, screen.getByLabelText(label), value)
    await user.click(next())
    expectMessage(screen.getByLabelText(label), message)
    expect(calls).toEqual([])
  })

  it.each([
    ['whitespace only', '           ', 'NIN is required'],
    ['10 digits', '1234567890', 'NIN must be 11 digits'],
    ['12 digits', '123456789012', 'NIN must be 11 digits'],
    ['11 letters', 'ABCDEFGHIJK', 'NIN must be 11 digits'],
    ['11 digits with a space inside', '12345 678901', 'NIN must be 11 digits'],
    ['a decimal', '1234567890.1', 'NIN must be 11 digits'],
  ])('step 3 refuses a NIN of %s', async (_, nin, message) => {
    const { user, calls } = await renderRegister()
    await toStep(user, 3)
    await enter(user, screen.getByLabelText('NIN'), nin)
    await user.click(next())
    expectMessage(screen.getByLabelText('NIN'), message)
    expect(calls).toEqual([])
  })

  it.each([
    ['empty', '', '', 'Password', 'Password must be at least 6 characters'],
    ['5 characters', '12345', '12345', 'Password', 'Password must be at least 6 characters'],
    [
      'a different confirmation',
      'secret1',
      'secret2',
      'Confirm password',
      'Passwords do not match',
    ],
    [
      'a confirmation with a trailing space',
      'secret1',
      'secret1 ',
      'Confirm password',
      'Passwords do not match',
    ],
  ])('step 4 refuses %s', async (_, password, confirmation, label, message) => {
    const { user, calls } = await renderRegister()
    await toStep(user, 4)
    await enter(user, screen.getByLabelText('Password'), password)
    await enter(user, screen.getByLabelText('Confirm password'), confirmation)
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expectMessage(screen.getByLabelText(label), message)
    expect(mutationsIn(calls)).toEqual([])
  })
})

describe('login boundaries', () => {
  async function renderLogin() {
    const calls = fakeApi({})
    const user = userEvent.setup()
    await renderWithRouter(<LoginPage returnTo="/dashboard" rawReturnTo={undefined} />, {
      path: '/login',
    })
    return { user, calls }
  }

  it.each([
    ['whitespace only', '   ', 'Email is required'],
    ['no domain', 'ada@', 'Invalid email'],
    ['a space inside', 'ada @escrow.test', 'Invalid email'],
    ['300 characters with no @', 'a'.repeat(300), 'Invalid email'],
  ])('refuses an e-mail of %s', async (_, email, message) => {
    const { user, calls } = await renderLogin()
    await enter(user, screen.getByLabelText('Email'), email)
    await enter(user, screen.getByLabelText('Password'), 'sandbox123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expectMessage(screen.getByLabelText('Email'), message)
    expect(calls).toEqual([])
  })
})

describe('raise dispute boundaries', () => {
  it('refuses a 5001-character reason (the lifecycle spec limit), keeps the dialog open and stores nothing', async () => {
    fakeApi({ 'GET /escrow/available-dispute': () => ({ status: 200, body: disputable }) })
    const userKey = freshUser()
    const { user } = await renderDisputes({ userKey })
    await user.click(screen.getByRole('button', { name: 'Raise Dispute' }))
    const dialog = screen.getByRole('dialog', { name: 'Raise Dispute' })
    await within(dialog).findByRole('option', { name: /ESC-AB12CD34/ })
    const before = await listDisputes(userKey)
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Escrow' }),
      'ESC-AB12CD34',
    )
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' })
    await enter(user, reason, 'r'.repeat(5001))
    await user.upload(within(dialog).getByTestId('image-uploader-input'), pngFile('proof.png'))
    await user.click(within(dialog).getByRole('button', { name: 'Submit Dispute' }))
    expectMessage(reason, 'At most 5000 characters')
    expect(dialog).toBeVisible()
    expect(await listDisputes(userKey)).toEqual(before)
  })
})
