import type { AnyFieldApi } from '@tanstack/react-form'
import * as v from 'valibot'
import {
  EMAIL_PATTERN,
  isFullName,
  NIN_PATTERN,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  phoneDigits,
} from '~/contract/auth'
import { isTooLong, MAX_LENGTH, maxCharacters, MESSAGES } from '~/contract/limits'

/** Spec §5 field rules with their exact messages, one schema per field so each step validates alone. */
export const emailRequired = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, MESSAGES.emailRequired),
  v.regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
)
export const passwordRequired = v.pipe(v.string(), v.minLength(1, MESSAGES.passwordRequired))

/** The provider refuses longer names and e-mail addresses (422): said here, before sending. */
export const fullName = v.pipe(
  v.string(),
  v.check(isFullName, MESSAGES.fullName),
  v.check(
    (value) => !isTooLong(value.trim(), MAX_LENGTH.fullName),
    MESSAGES.tooLong(MAX_LENGTH.fullName),
  ),
)
export const registerEmail = v.pipe(
  v.string(),
  v.trim(),
  v.regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
  maxCharacters(MAX_LENGTH.email),
)
export const phoneNumber = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, MESSAGES.phoneRequired),
  v.check((value) => PHONE_PATTERN.test(phoneDigits(value)), MESSAGES.invalidPhone),
)
export const nin = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, MESSAGES.ninRequired),
  v.regex(NIN_PATTERN, MESSAGES.invalidNin),
)
export const newPassword = v.pipe(v.string(), v.minLength(PASSWORD_MIN_LENGTH, MESSAGES.password))
export const PASSWORDS_DO_NOT_MATCH = MESSAGES.passwordsDiffer

/** The confirmation field's submit check: the same text as the form's `password` field. */
export function confirmsPassword({ value, fieldApi }: { value: unknown; fieldApi: AnyFieldApi }) {
  return value === fieldApi.form.getFieldValue('password') ? undefined : PASSWORDS_DO_NOT_MATCH
}
