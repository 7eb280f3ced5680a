/**
 * Every form fed empty, whitespace-only, over-long, wrong-type and boundary values: the spec's
 * message (§5, or our documented additions) tied to its input through aria-describedby, the input
 * marked invalid, the form stays where it is, and nothing is sent. Values the rules accept at the
 * edges (10 and 15 phone digits, the largest price) are checked to pass, so the rules are not
 * simply refusing everything.
 */
import 'fake-indexeddb/auto'
import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi } from '../../support/fake-api'
import { pngFile, stubObjectUrls } from '../../support/image-files'
import { newUserKey, renderWizard } from '../wizard/render-wizard'
import { seedDetailsDraft } from '../wizard/wizard-steps'
import { day, enter, expectAccepted, expectMessage } from './boundaries'

beforeEach(() => {
  stubObjectUrls()
})

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

  /** On step 2 with a valid step 1 (a saved draft: the step 1 walk is under test above). */
  async function toAmount() {
    const calls = fakeApi({})
    const userKey = newUserKey()
    await seedDetailsDraft(userKey)
    const view = await renderWizard({ userKey })
    await screen.findByRole('heading', { level: 2, name: 'Amount' })
    return { ...view, calls }
  }
  const priceBox = () => screen.getByRole('textbox', { name: 'How much are you charging?' })

  const INVALID = 'Enter a valid amount'
  const DECIMALS = 'Use at most 2 decimals, as in 1,250.50'
  const RANGE = 'Enter an amount from ₦0.01 to ₦1,000,000,000'
  it.each([
    ['0', '0', INVALID],
    ['0.00', '0.00', INVALID],
    ['-1', '-1', INVALID],
    ['0.001 (a tenth of a kobo)', '0.001', DECIMALS],
    ['1e12 (exponent notation)', '1e12', INVALID],
    ['1,000,000,000,001 (over the ₦1,000,000,000 limit)', '1000000000001', RANGE],
    ['1000000000.01 (a kobo over the limit)', '1000000000.01', RANGE],
    ['30 nines (over-long)', '9'.repeat(30), RANGE],
    ['text', 'twenty thousand', INVALID],
    ['whitespace only', '   ', INVALID],
    ['a lone dot', '.', INVALID],
  ])('step 2 refuses a price of %s', async (_, price, message) => {
    const { user, calls } = await toAmount()
    await enter(user, priceBox(), price)
    await user.click(next())
    expectMessage(priceBox(), message)
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
