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
import { localDay } from '~/features/wizard/schemas'
import { tokenStore } from '~/lib/api-client'
import { fakeApi, type FakeCall } from '../support/fake-api'
import { pngFile, stubObjectUrls } from '../support/image-files'
import { renderWithRouter } from '../support/render'
import { disputable, freshUser, renderDisputes } from './disputes/render-disputes'
import { renderWizard } from './wizard/render-wizard'

beforeEach(() => {
  stubObjectUrls()
})

afterEach(() => {
  tokenStore.signOut()
  localStorage.clear()
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The control shows exactly `message` first in its description (a hint may follow) and is invalid. */
function expectMessage(control: HTMLElement, message: string) {
  expect(control).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(message)}( |$)`))
  expect(control).toHaveAttribute('aria-invalid', 'true')
}

function expectAccepted(control: HTMLElement) {
  expect(control).not.toHaveAttribute('aria-invalid')
}

/** Replaces the control's value with `value` (pasted: long values would take seconds to type). */
async function enter(user: UserEvent, control: HTMLElement, value: string) {
  await user.clear(control)
  if (value === '') return
  await user.click(control)
  await user.paste(value)
}

const day = (offsetDays: number) => {
  const date = new Date()
  date.setDate(date.getDate() + offsetDays)
  return localDay(date)
}

const mutationsIn = (calls: readonly FakeCall[]) => calls.filter((call) => call.method !== 'GET')

describe('create-order wizard boundaries', () => {
  const next = () => screen.getByRole('button', { name: 'Next' })
  const stepHeading = () => screen.getByRole('heading', { level: 2 })
  const nameBox = () => screen.getByLabelText('What are you selling?')
  const emailBox = () => screen.getByLabelText("Buyer's e-mail")
  const phoneBox = () => screen.getByLabelText("Buyer's phone number")
  const noteBox = () => screen.getByLabelText('Delivery note')

  async function validDetails(user: UserEvent) {
    await enter(user, nameBox(), 'Tecno Camon 20')
    await enter(user, emailBox(), 'chidi@escrow.test')
    await enter(user, phoneBox(), '08031234567')
    await enter(user, noteBox(), 'Boxed')
    await user.upload(screen.getByTestId('image-uploader-input'), pngFile('phone.png'))
  }

  it.each([
    ['whitespace-only name', nameBox, '   ', 'Required'],
    ['201-character name', nameBox, 'N'.repeat(201), 'At most 200 characters'],
    ['whitespace-only e-mail', emailBox, '   ', 'Required'],
    ['e-mail without a domain dot', emailBox, 'chidi@escrow', 'Invalid email'],
    ['whitespace-only phone', phoneBox, '   ', 'Required'],
    ['9-digit phone', phoneBox, '080312345', 'Enter a valid phone number'],
    ['16-digit phone', phoneBox, '0803123456789012', 'Enter a valid phone number'],
    ['phone as text', phoneBox, 'call me', 'Enter a valid phone number'],
    ['whitespace-only note', noteBox, '\t  \n', 'Required'],
    ['5001-character note', noteBox, 'd'.repeat(5001), 'At most 5000 characters'],
  ])('step 1 refuses a %s', async (_, control, value, message) => {
    const calls = fakeApi({})
    const { user } = await renderWizard()
    await screen.findByLabelText('What are you selling?')
    await validDetails(user)
    await enter(user, control(), value)
    await user.click(next())
    expectMessage(control(), message)
    expect(stepHeading()).toHaveTextContent('Order details')
    expect(calls).toEqual([])
  })

  it.each([
    ['10-digit', '0803123456'],
    ['15-digit', '080312345678901'],
  ])('step 1 accepts a %s phone', async (_, phone) => {
    const calls = fakeApi({})
    const { user } = await renderWizard()
    await screen.findByLabelText('What are you selling?')
    await validDetails(user)
    await enter(user, phoneBox(), phone)
    await user.click(next())
    expect(await screen.findByRole('heading', { level: 2, name: 'Amount' })).toBeVisible()
    expect(calls).toEqual([])
  })

  async function toAmount() {
    const calls = fakeApi({})
    const view = await renderWizard()
    await screen.findByLabelText('What are you selling?')
    await validDetails(view.user)
    await view.user.click(next())
    await screen.findByRole('heading', { level: 2, name: 'Amount' })
    return { ...view, calls }
  }
  const priceBox = () => screen.getByRole('textbox', { name: 'How much are you charging?' })

  it.each([
    ['0', '0'],
    ['0.00', '0.00'],
    ['-1', '-1'],
    ['0.001 (a tenth of a kobo)', '0.001'],
    ['1e12 (exponent notation)', '1e12'],
    ['1,000,000,000,001 (over the ₦1,000,000,000 limit)', '1000000000001'],
    ['1000000000.01 (a kobo over the limit)', '1000000000.01'],
    ['30 nines (over-long)', '9'.repeat(30)],
    ['text', 'twenty thousand'],
    ['whitespace only', '   '],
    ['a lone dot', '.'],
  ])('step 2 refuses a price of %s', async (_, price) => {
    const { user, calls } = await toAmount()
    await enter(user, priceBox(), price)
    await user.click(next())
    expectMessage(priceBox(), 'Enter a valid amount')
    expect(stepHeading()).toHaveTextContent('Amount')
    expect(calls).toEqual([])
  })

  it.each([
    ['0.01 (one kobo)', '0.01'],
    ['1000000000 (the limit)', '1000000000'],
  ])('step 2 accepts a price of %s', async (_, price) => {
    const { user } = await toAmount()
    await enter(user, priceBox(), price)
    await user.click(next())
    expect(await screen.findByRole('heading', { level: 2, name: 'Delivery' })).toBeVisible()
  })

  it.each([
    ['empty', '', 'Delivery date required'],
    ['yesterday', day(-1), 'The delivery date cannot be in the past'],
    ['in 1999', '1999-12-31', 'The delivery date cannot be in the past'],
    // A date input holds no impossible date: it empties itself, so the date is still required.
    ['30 February', `${String(new Date().getFullYear() + 1)}-02-30`, 'Delivery date required'],
    ['month 13', `${String(new Date().getFullYear() + 1)}-13-01`, 'Delivery date required'],
  ])('step 3 refuses a delivery date: %s', async (_, date, message) => {
    const { user, calls } = await toAmount()
    await enter(user, priceBox(), '15000')
    await user.click(next())
    const dateBox = await screen.findByLabelText('Delivery date')
    await enter(user, dateBox, date)
    await user.click(next())
    expectMessage(dateBox, message)
    expect(stepHeading()).toHaveTextContent('Delivery')
    expect(calls).toEqual([])
  })

  it('step 3 accepts today', async () => {
    const { user } = await toAmount()
    await enter(user, priceBox(), '15000')
    await user.click(next())
    const dateBox = await screen.findByLabelText('Delivery date')
    await enter(user, dateBox, day(0))
    await user.click(next())
    expect(await screen.findByRole('heading', { level: 2, name: 'Review order' })).toBeVisible()
    expectAccepted(dateBox)
  })
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
  it('refuses a 2001-character reason, keeps the dialog open and stores nothing', async () => {
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
    await enter(user, reason, 'r'.repeat(2001))
    await user.upload(within(dialog).getByTestId('image-uploader-input'), pngFile('proof.png'))
    await user.click(within(dialog).getByRole('button', { name: 'Submit Dispute' }))
    expectMessage(reason, 'At most 2000 characters')
    expect(dialog).toBeVisible()
    expect(await listDisputes(userKey)).toEqual(before)
  })
})
