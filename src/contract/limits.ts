/**
 * Input limits and validation messages, written once: the app's form schemas and the sandbox's
 * checks (src/server/validation.ts) both read them, so a value one side refuses the other refuses
 * with the same limit and the same words. Messages are the spec's (web app §5) where it gives one;
 * the others are ours (src/contract/README.md, "Deviations from the spec"). Patterns and the password length are in ./auth, the
 * order image limits in ./escrow.
 */
import * as v from 'valibot'
import { PASSWORD_MIN_LENGTH } from './auth'

/** Longest accepted text, in characters (code points, as Python counts them: see `isTooLong`). */
export const MAX_LENGTH = {
  /** A person's full name: the provider refuses longer ones (422), like an e-mail address. */
  fullName: 254,
  /** An e-mail address has at most 254 characters. */
  email: 254,
  /** An order's item name. */
  itemName: 200,
  /** An order's description (the wizard's delivery note). */
  description: 5_000,
  /** A dispute's reason (lifecycle spec §3: `reason` 1–5000 characters). */
  disputeReason: 5_000,
  /** A delivery's note (lifecycle spec §2: `delivery_note` ≤ 1000 characters). */
  deliveryNote: 1_000,
  /** A delivery's tracking number (lifecycle spec §2: `tracking_number` ≤ 100 characters). */
  trackingNumber: 100,
  /** A message in a dispute's thread (lifecycle spec §3: `body` 1–2000 characters). */
  disputeMessage: 2_000,
} as const

/** Spec §9: the quick-amount buttons of every amount field, in naira. */
export const QUICK_AMOUNTS_NAIRA = [5060, 10000, 15213, 20000, 49780] as const

/** Spec §9 (and lifecycle spec §3): a dispute has at least one image and at most 5. */
export const MAX_DISPUTE_IMAGES = 5

/** Whether `value` has more than `max` characters (cheap for short strings and for huge ones). */
export function isTooLong(value: string, max: number): boolean {
  if (value.length <= max) return false
  // Astral characters (emoji) take two UTF-16 units but count as one character.
  let count = 0
  for (const _ of value) if (++count > max) return true
  return false
}

export const MESSAGES = {
  // Spec §5, word for word.
  required: 'Required',
  imageRequired: 'Image required',
  amount: 'Enter a valid amount',
  deliveryDate: 'Delivery date required',
  fullName: 'Please enter your full name (first and last)',
  invalidEmail: 'Invalid email',
  phoneRequired: 'Phone number is required',
  invalidPhone: 'Enter a valid phone number',
  ninRequired: 'NIN is required',
  invalidNin: 'NIN must be 11 digits',
  password: `Password must be at least ${String(PASSWORD_MIN_LENGTH)} characters`,
  passwordsDiffer: 'Passwords do not match',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  escrowRequired: 'Escrow is required',
  reasonRequired: 'Reason is required',
  disputeImageRequired: 'At least one image is required',
  // Ours.
  pastDeliveryDate: 'The delivery date cannot be in the past',
  ownEmail: 'You cannot create an escrow order with yourself',
  imageType: 'Only image files are allowed',
  imageSize: 'Each image must be at most 5MB',
  tooLong: (max: number) => `At most ${String(max)} characters`,
  tooManyImages: (max: number) => `At most ${String(max)} images are allowed`,
  paymentMethod: 'Choose card or wallet',
  /** Lifecycle spec §3: a dispute message's body is required. */
  messageRequired: 'Message is required',
  /** Lifecycle spec §4: the amounts of fund and withdraw (₦100 to ₦10,000,000). */
  walletAmount: 'Enter an amount from ₦100 to ₦10,000,000',
  /** Lifecycle spec §4, word for word. */
  accountNumber: 'Enter a 10-digit account number',
  bankRequired: 'Choose a bank',
  /** Lifecycle spec §3: a dispute's images are JPEG or PNG (told by their first bytes). */
  disputeImageType: 'Only JPEG or PNG images are allowed',
  /** An amount typed with more than two decimals, in a person's words (the app's check). */
  amountDecimals: 'Use at most 2 decimals, as in 1,250.50',
  /** FastAPI's (pydantic's) 422 text for an amount with more than two decimals. */
  decimalPlaces: 'Decimal input should have no more than 2 decimal places',
  /** Lifecycle spec §2 and §4, word for word: paying or withdrawing more than the wallet holds. */
  insufficientBalance: 'Insufficient wallet balance',
} as const

/** A form rule: at most `max` characters, counted as `isTooLong` counts them, with our message. */
export function maxCharacters(max: number) {
  return v.check((value: string) => !isTooLong(value, max), MESSAGES.tooLong(max))
}
