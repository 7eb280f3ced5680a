import * as v from 'valibot'
import {
  EMAIL_PATTERN,
  isFullName,
  NIN_PATTERN,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  phoneDigits,
} from '~/contract/auth'

/** Spec §5 field rules with their exact messages, one schema per field so each step validates alone. */
export const emailRequired = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Email is required'),
  v.regex(EMAIL_PATTERN, 'Invalid email'),
)
export const passwordRequired = v.pipe(v.string(), v.minLength(1, 'Password is required'))

/** The provider refuses longer names and e-mail addresses (422): said here, before sending. */
export const REGISTER_TEXT_MAX_LENGTH = 254
const tooLong = `At most ${String(REGISTER_TEXT_MAX_LENGTH)} characters`

export const fullName = v.pipe(
  v.string(),
  v.check(isFullName, 'Please enter your full name (first and last)'),
  v.check((value) => value.trim().length <= REGISTER_TEXT_MAX_LENGTH, tooLong),
)
export const registerEmail = v.pipe(
  v.string(),
  v.trim(),
  v.regex(EMAIL_PATTERN, 'Invalid email'),
  v.maxLength(REGISTER_TEXT_MAX_LENGTH, tooLong),
)
export const phoneNumber = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Phone number is required'),
  v.check((value) => PHONE_PATTERN.test(phoneDigits(value)), 'Enter a valid phone number'),
)
export const nin = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'NIN is required'),
  v.regex(NIN_PATTERN, 'NIN must be 11 digits'),
)
export const newPassword = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters'),
)
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match'
