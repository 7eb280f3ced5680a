/**
 * Steps the create-order wizard tests share: filling a step with valid values and walking to a
 * later step. Values are pasted (click, then paste), not typed key by key: these tests are about
 * the steps, not typing, and every keystroke re-validates the form and rewrites the draft.
 */
import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import type { OrderRole } from '~/contract/escrow'
import { draftKey, saveDraft } from '~/features/wizard/draft'
import { EMPTY_VALUES, localDay } from '~/features/wizard/schemas'
import { pngFile } from '../../support/image-files'

export const progress = () => screen.getByRole('progressbar')
export const next = () => screen.getByRole('button', { name: 'Next' })
export const back = () => screen.getByRole('button', { name: 'Back' })
export const heading = () => screen.getByRole('heading', { level: 2 })
export const priceBox = () => screen.getByRole('textbox', { name: /How much are you/ })

export function tomorrow(): string {
  const date = new Date()
  date.setDate(date.getDate() + 1)
  return localDay(date)
}

/** Puts `value` into the (empty) control as a user pasting it would. */
export async function fill(user: UserEvent, control: HTMLElement, value: string) {
  await user.click(control)
  await user.paste(value)
}

/** Step 1 with valid values (and, for a seller, one image). */
export async function fillDetails(user: UserEvent, role: OrderRole = 'seller') {
  await fill(
    user,
    screen.getByLabelText(role === 'seller' ? 'What are you selling?' : 'What are you buying?'),
    'Tecno Camon 20',
  )
  const counterpart = role === 'seller' ? 'Buyer' : 'Seller'
  await fill(user, screen.getByLabelText(`${counterpart}'s e-mail`), 'chidi@escrow.test')
  await fill(user, screen.getByLabelText(`${counterpart}'s phone number`), '0803 123 4567')
  await fill(
    user,
    screen.getByLabelText(role === 'seller' ? 'Delivery note' : 'Order description'),
    'Boxed, with charger',
  )
  if (role === 'seller')
    await user.upload(screen.getByTestId('image-uploader-input'), pngFile('phone.png'))
}

/** Steps 1 to 3 with valid values, ending on the review. */
export async function fillToReview(user: UserEvent, role: OrderRole = 'seller', price = '15213') {
  await fillDetails(user, role)
  await user.click(next())
  await screen.findByRole('heading', { level: 2, name: 'Amount' })
  await fill(user, priceBox(), price)
  await user.click(next())
  await screen.findByRole('heading', { level: 2, name: 'Delivery' })
  await fill(user, screen.getByLabelText('Delivery date'), tomorrow())
  await user.click(next())
  await screen.findByRole('heading', { level: 2, name: 'Review order' })
}

/**
 * Saves, for `userKey`, the draft that filling step 1 with the values of `fillDetails` and pressing
 * Next leaves behind (on step 2), so a test about a later step starts there without walking step 1
 * again (the walk itself is under test in the steps tests).
 */
export async function seedDetailsDraft(userKey: string, role: OrderRole = 'seller') {
  await saveDraft(
    draftKey(userKey, role),
    {
      ...EMPTY_VALUES,
      name: 'Tecno Camon 20',
      receiver_email: 'chidi@escrow.test',
      receiver_phone: '0803 123 4567',
      description: 'Boxed, with charger',
      images: role === 'seller' ? [pngFile('phone.png')] : [],
    },
    2,
  )
}

/** Saves, for `userKey`, a seller's draft with every step done, on the review (step 4). */
export async function seedReviewDraft(userKey: string) {
  await saveDraft(
    draftKey(userKey, 'seller'),
    {
      ...EMPTY_VALUES,
      name: 'Tecno Camon 20',
      receiver_email: 'chidi@escrow.test',
      receiver_phone: '0803 123 4567',
      description: 'Boxed, with charger',
      images: [pngFile('phone.png')],
      price: '15213',
      delivery_date: tomorrow(),
    },
    4,
  )
}
