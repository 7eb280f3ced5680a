/** Input rules of spec §5 for registration and order creation, answered as FastAPI 422 issues. */
import * as v from 'valibot'
import {
  EMAIL_PATTERN,
  NIN_PATTERN,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  isFullName,
  phoneDigits,
} from '../contract/auth'
import type { ValidationIssue } from '../contract/common'
import {
  CreateOrderFields,
  PAYMENT_METHODS,
  type PaymentMethod,
  MAX_IMAGE_BYTES,
  MAX_ORDER_IMAGES,
  type LogisticService,
  type OrderRole,
} from '../contract/escrow'
import { IMAGE_MIME_TYPES, IMAGE_SIGNATURE_LENGTH, imageKindOf } from '../contract/image-signature'
import { isTooLong, MAX_DISPUTE_IMAGES, MAX_LENGTH, MESSAGES } from '../contract/limits'
import { bodyIssue } from './errors'
import { MAX_PRICE_KOBO, parseNairaToKobo } from '../contract/money'
import { formTextField, stringField, type JsonObject } from './request-body'
import {
  ACCOUNT_NUMBER_PATTERN,
  MAX_WALLET_AMOUNT_KOBO,
  MIN_WALLET_AMOUNT_KOBO,
} from '../contract/wallet'
import { findBank } from './banks'

/**
 * FastAPI's (pydantic's) wording for the input rules below: the provider's own 422 texts, which the
 * sandbox imitates (the limits themselves and every other message are in src/contract/limits.ts).
 */
export const PYDANTIC = {
  tooLong: (max: number) => `String should have at most ${max} characters`,
  decimalPlaces: MESSAGES.decimalPlaces,
  impossibleDate: 'Input should be a valid date or datetime, day value is outside expected range',
  stringType: 'Input should be a valid string',
  literal: (values: readonly string[]) =>
    `Input should be ${values.map((value) => `'${value}'`).join(' or ')}`,
} as const

export type Validated<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] }

function result<T>(issues: ValidationIssue[], value: () => T): Validated<T> {
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: value() }
}

export interface Registration {
  full_name: string
  email: string
  phone_number: string
  nin: string
  password: string
}

export function validateRegistration(body: JsonObject): Validated<Registration> {
  const issues: ValidationIssue[] = []
  const check = (field: string, ok: boolean, msg: string) => {
    if (!ok) issues.push(bodyIssue(field, msg))
  }
  /** The length limit first: its message says more than the pattern's about a huge value. */
  const withinLimit = (field: string, value: string, max: number) => {
    if (!isTooLong(value, max)) return true
    issues.push(bodyIssue(field, PYDANTIC.tooLong(max), 'string_too_long'))
    return false
  }
  const fullName = stringField(body, 'full_name', issues)?.trim()
  if (fullName !== undefined && withinLimit('full_name', fullName, MAX_LENGTH.fullName))
    check('full_name', isFullName(fullName), MESSAGES.fullName)
  const email = stringField(body, 'email', issues)?.trim()
  if (email !== undefined && withinLimit('email', email, MAX_LENGTH.email))
    check('email', EMAIL_PATTERN.test(email), MESSAGES.invalidEmail)
  const phone = stringField(body, 'phone_number', issues)?.trim()
  if (phone !== undefined) {
    if (phone === '') check('phone_number', false, MESSAGES.phoneRequired)
    else check('phone_number', PHONE_PATTERN.test(phoneDigits(phone)), MESSAGES.invalidPhone)
  }
  const nin = stringField(body, 'nin', issues)?.trim()
  if (nin !== undefined) {
    if (nin === '') check('nin', false, MESSAGES.ninRequired)
    else check('nin', NIN_PATTERN.test(nin), MESSAGES.invalidNin)
  }
  const password = stringField(body, 'password', issues)
  if (password !== undefined)
    check('password', password.length >= PASSWORD_MIN_LENGTH, MESSAGES.password)
  const password2 = stringField(body, 'password2', issues)
  if (password !== undefined && password2 !== undefined)
    check('password2', password === password2, MESSAGES.passwordsDiffer)
  return result(issues, () => ({
    full_name: fullName ?? '',
    email: email ?? '',
    phone_number: phone ?? '',
    nin: nin ?? '',
    password: password ?? '',
  }))
}

export interface OrderForm {
  name: string
  priceKobo: number
  description: string
  deliveryDate: string
  receiverEmail: string
  receiverPhone: string
  role: OrderRole
  logisticService: LogisticService | null
  images: CheckedImage[]
}

const TEXT_FIELDS = [
  'name',
  'price',
  'description',
  'delivery_date',
  'receiver_email',
  'receiver_phone',
  'role',
] as const
const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/
/** A plain decimal with at most two decimals once trailing zeros are dropped ("12.340" is fine). */
const AT_MOST_TWO_DECIMALS = /^\d+(?:\.\d{0,2}0*)?$/
const LIMITED_TEXT: [field: string, max: number][] = [
  ['name', MAX_LENGTH.itemName],
  ['description', MAX_LENGTH.description],
  ['receiver_email', MAX_LENGTH.email],
]
const HOUR_MS = 3_600_000

/** Whether year-month-day names a day of the calendar (no 31 February). */
function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/**
 * The earliest delivery date accepted: today where the day ends last (UTC−12), so a buyer west
 * of UTC can still choose their own today late in their evening.
 */
function earliestDeliveryDate(now: Date): string {
  return new Date(now.getTime() - 12 * HOUR_MS).toISOString().slice(0, 10)
}

/**
 * The text fields through the contract's own schema (same messages as the form), then the stricter
 * checks: lengths, at most two decimals, real and not past dates, images by their first bytes.
 */
export async function validateOrderForm(
  form: FormData | null,
  now: Date,
): Promise<Validated<OrderForm>> {
  const issues: ValidationIssue[] = []
  const text: Record<string, string> = {}
  for (const field of TEXT_FIELDS) {
    const value = formTextField(form, field, issues)
    if (value !== undefined) text[field] = value
  }
  const logistic = form?.get('logistic_service')
  if (typeof logistic === 'string') text.logistic_service = logistic
  else if (logistic)
    issues.push(bodyIssue('logistic_service', 'Input should be a valid string', 'string_type'))

  const parsed = v.safeParse(CreateOrderFields, text)
  const flagged = new Set(issues.map((issue) => issue.loc[1]))
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key: unknown = issue.path?.[0]?.key
      const field = typeof key === 'string' ? key : ''
      if (flagged.has(field)) continue
      flagged.add(field)
      issues.push(bodyIssue(field, issue.message))
    }
  }
  const extra = (field: string, ok: boolean, msg: string, type?: string) => {
    if (!ok && !flagged.has(field)) {
      flagged.add(field)
      issues.push(bodyIssue(field, msg, type))
    }
  }
  for (const [field, max] of LIMITED_TEXT) {
    extra(
      field,
      !isTooLong((text[field] ?? '').trim(), max),
      PYDANTIC.tooLong(max),
      'string_too_long',
    )
  }
  // Refused rather than rounded: nobody should pay a price other than the one they typed.
  const price = (text.price ?? '').trim()
  extra(
    'price',
    !/^\d+\.\d+$/.test(price) || AT_MOST_TWO_DECIMALS.test(price),
    PYDANTIC.decimalPlaces,
    'decimal_max_places',
  )
  const priceKobo = parseNairaToKobo(price)
  extra(
    'price',
    priceKobo !== null && priceKobo > 0 && priceKobo <= MAX_PRICE_KOBO,
    MESSAGES.amount,
  )
  extra(
    'receiver_email',
    EMAIL_PATTERN.test((text.receiver_email ?? '').trim()),
    MESSAGES.invalidEmail,
  )
  extra(
    'receiver_phone',
    PHONE_PATTERN.test(phoneDigits((text.receiver_phone ?? '').trim())),
    MESSAGES.invalidPhone,
  )
  const dateParts = DATE_PREFIX.exec((text.delivery_date ?? '').trim())
  extra('delivery_date', dateParts !== null, MESSAGES.deliveryDate)
  if (dateParts) {
    const [, year = '', month = '', dayOfMonth = ''] = dateParts
    const day = `${year}-${month}-${dayOfMonth}`
    extra(
      'delivery_date',
      isCalendarDate(Number(year), Number(month), Number(dayOfMonth)),
      PYDANTIC.impossibleDate,
      'date_from_datetime_parsing',
    )
    extra('delivery_date', day >= earliestDeliveryDate(now), MESSAGES.pastDeliveryDate)
  }

  const images = await validateImages(form, text.role === 'seller', issues)
  return result(issues, () => {
    const value = parsed.success ? parsed.output : undefined
    if (!value) throw new Error('unreachable: valid form without parsed output')
    const deliveryDate = value.delivery_date.trim()
    return {
      name: value.name,
      priceKobo: priceKobo ?? 0,
      description: value.description,
      deliveryDate:
        deliveryDate.length === 10 ? deliveryDate : new Date(deliveryDate).toISOString(),
      receiverEmail: value.receiver_email,
      receiverPhone: value.receiver_phone,
      role: value.role,
      logisticService: value.logistic_service === '' ? null : (value.logistic_service ?? null),
      images,
    }
  })
}

/** A file part of a form body (typed as FormData gives it, which is not always the global File). */
export type FormFile = Exclude<NonNullable<ReturnType<FormData['get']>>, string>

export interface CheckedImage {
  file: FormFile
  /** Told by the first bytes, never by the name or the declared type. */
  type: string
}

/** The image's MIME type by its first bytes (PNG, JPEG, GIF, WebP); undefined for anything else. */
async function imageTypeOf(file: FormFile): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_LENGTH).arrayBuffer())
  const kind = imageKindOf(head)
  return kind ? IMAGE_MIME_TYPES[kind] : undefined
}

async function validateImages(
  form: FormData | null,
  required: boolean,
  issues: ValidationIssue[],
): Promise<CheckedImage[]> {
  const entries = form?.getAll('images') ?? []
  const files: CheckedImage[] = []
  for (const [index, entry] of entries.entries()) {
    // HTML or SVG sent as image/png is refused here: the bytes decide.
    const type = typeof entry === 'string' ? undefined : await imageTypeOf(entry)
    if (typeof entry === 'string' || type === undefined) {
      issues.push(bodyIssue(['images', index], MESSAGES.imageType))
    } else if (entry.size > MAX_IMAGE_BYTES) {
      issues.push(bodyIssue(['images', index], MESSAGES.imageSize))
    } else {
      files.push({ file: entry, type })
    }
  }
  if (entries.length > MAX_ORDER_IMAGES)
    issues.push(bodyIssue('images', MESSAGES.tooManyImages(MAX_ORDER_IMAGES), 'too_long'))
  if (required && entries.length === 0)
    issues.push(bodyIssue('images', MESSAGES.imageRequired, 'missing'))
  return files
}

export interface Delivery {
  note: string | null
  trackingNumber: string | null
}

/**
 * POST /escrow/{id}/deliver (lifecycle spec §2): `delivery_note` (≤ 1000 characters) and
 * `tracking_number` (≤ 100), both optional or null; trimmed, and counted as the app counts them.
 */
export function validateDelivery(body: JsonObject): Validated<Delivery> {
  const issues: ValidationIssue[] = []
  const optionalText = (field: string, max: number): string | null => {
    const value = body[field]
    if (value === undefined || value === null) return null
    if (typeof value !== 'string') {
      issues.push(bodyIssue(field, PYDANTIC.stringType, 'string_type'))
      return null
    }
    const text = value.trim()
    if (isTooLong(text, max))
      issues.push(bodyIssue(field, PYDANTIC.tooLong(max), 'string_too_long'))
    return text === '' ? null : text
  }
  const note = optionalText('delivery_note', MAX_LENGTH.deliveryNote)
  const trackingNumber = optionalText('tracking_number', MAX_LENGTH.trackingNumber)
  return result(issues, () => ({ note, trackingNumber }))
}

/**
 * The password of a call that moves money out of a wallet or escrow (withdraw, release, pay from
 * the wallet; agreements spec §10): required, a string, not empty. Checked against the account by
 * password-check.ts.
 */
export function passwordField(body: JsonObject, issues: ValidationIssue[]): string | undefined {
  const password = stringField(body, 'password', issues)
  if (password === '') issues.push(bodyIssue('password', MESSAGES.passwordRequired))
  return password
}

/** What POST /escrow/{id}/pay asks for: a card checkout, or the wallet with the password. */
export type Payment = { method: 'card' } | { method: 'wallet'; password: string }

/** POST /escrow/{id}/pay: `method`, card or wallet; `wallet` also takes the password (§10). */
export function validatePayment(body: JsonObject): Validated<Payment> {
  const issues: ValidationIssue[] = []
  const method = body.method
  if (method === undefined || method === null)
    issues.push(bodyIssue('method', 'Field required', 'missing'))
  else if (!PAYMENT_METHODS.some((known) => known === method))
    issues.push(bodyIssue('method', PYDANTIC.literal(PAYMENT_METHODS), 'literal_error'))
  const password = method === 'wallet' ? passwordField(body, issues) : undefined
  return result(issues, (): Payment =>
    (method as PaymentMethod) === 'wallet'
      ? { method: 'wallet', password: password ?? '' }
      : { method: 'card' },
  )
}

/** POST /escrow/{id}/release: the buyer's password (agreements spec §10). */
export function validateRelease(body: JsonObject): Validated<{ password: string }> {
  const issues: ValidationIssue[] = []
  const password = passwordField(body, issues)
  return result(issues, () => ({ password: password ?? '' }))
}

export interface DisputeForm {
  escrowId: string
  reason: string
  images: CheckedImage[]
}

/**
 * POST /disputes (lifecycle spec §3): `escrow_id`, `reason` (1–5000 characters) and 1 to 5 images,
 * JPEG or PNG by their first bytes, at most 5 MB each; the base spec's messages.
 */
export async function validateDisputeForm(form: FormData | null): Promise<Validated<DisputeForm>> {
  const issues: ValidationIssue[] = []
  const text: Record<string, string> = {}
  for (const field of ['escrow_id', 'reason'] as const) {
    const value = form?.get(field)
    if (typeof value === 'string') text[field] = value
    else if (value) issues.push(bodyIssue(field, PYDANTIC.stringType, 'string_type'))
    else text[field] = ''
  }
  const escrowId = (text.escrow_id ?? '').trim()
  const reason = (text.reason ?? '').trim()
  if (!issues.some((issue) => issue.loc[1] === 'escrow_id') && escrowId === '')
    issues.push(bodyIssue('escrow_id', MESSAGES.escrowRequired, 'missing'))
  if (!issues.some((issue) => issue.loc[1] === 'reason')) {
    if (reason === '') issues.push(bodyIssue('reason', MESSAGES.reasonRequired, 'missing'))
    else if (isTooLong(reason, MAX_LENGTH.disputeReason))
      issues.push(
        bodyIssue('reason', PYDANTIC.tooLong(MAX_LENGTH.disputeReason), 'string_too_long'),
      )
  }
  const entries = form?.getAll('images') ?? []
  const images: CheckedImage[] = []
  for (const [index, entry] of entries.entries()) {
    const type = typeof entry === 'string' ? undefined : await imageTypeOf(entry)
    if (typeof entry === 'string' || (type !== 'image/jpeg' && type !== 'image/png')) {
      issues.push(bodyIssue(['images', index], MESSAGES.disputeImageType))
    } else if (entry.size > MAX_IMAGE_BYTES) {
      issues.push(bodyIssue(['images', index], MESSAGES.imageSize))
    } else {
      images.push({ file: entry, type })
    }
  }
  if (entries.length > MAX_DISPUTE_IMAGES)
    issues.push(bodyIssue('images', MESSAGES.tooManyImages(MAX_DISPUTE_IMAGES), 'too_long'))
  if (entries.length === 0)
    issues.push(bodyIssue('images', MESSAGES.disputeImageRequired, 'missing'))
  return result(issues, () => ({ escrowId: escrowId.toUpperCase(), reason, images }))
}

/** POST /disputes/{id}/messages: `body`, 1–2000 characters once trimmed. */
export function validateDisputeMessage(body: JsonObject): Validated<string> {
  const issues: ValidationIssue[] = []
  const text = stringField(body, 'body', issues)?.trim()
  if (text !== undefined) {
    if (text === '') issues.push(bodyIssue('body', MESSAGES.messageRequired))
    else if (isTooLong(text, MAX_LENGTH.disputeMessage))
      issues.push(bodyIssue('body', PYDANTIC.tooLong(MAX_LENGTH.disputeMessage), 'string_too_long'))
  }
  return result(issues, () => text ?? '')
}

/**
 * A wallet amount (lifecycle spec §4): a JSON number or a decimal string, two decimals at most,
 * ₦100 to ₦10,000,000. Returns kobo, or records the issue at `amount`.
 */
export function walletAmountKobo(body: JsonObject, issues: ValidationIssue[]): number | undefined {
  const value = body.amount
  if (value === undefined || value === null) {
    issues.push(bodyIssue('amount', 'Field required', 'missing'))
    return undefined
  }
  const text =
    typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : typeof value === 'string'
        ? value.trim()
        : ''
  if (/^\d+\.\d+$/.test(text) && !AT_MOST_TWO_DECIMALS.test(text)) {
    issues.push(bodyIssue('amount', PYDANTIC.decimalPlaces, 'decimal_max_places'))
    return undefined
  }
  const kobo = /^\d+(\.\d+)?$/.test(text) ? parseNairaToKobo(text) : null
  if (kobo === null || kobo < MIN_WALLET_AMOUNT_KOBO || kobo > MAX_WALLET_AMOUNT_KOBO) {
    issues.push(bodyIssue('amount', MESSAGES.walletAmount))
    return undefined
  }
  return kobo
}

export interface Withdrawal {
  amountKobo: number
  bankCode: string
  accountNumber: string
  password: string
}

/** POST /wallet/withdraw: amount, a known bank, a 10-digit account number and the password. */
export function validateWithdrawal(body: JsonObject): Validated<Withdrawal> {
  const issues: ValidationIssue[] = []
  const amountKobo = walletAmountKobo(body, issues)
  const bankCode = stringField(body, 'bank_code', issues)?.trim()
  if (bankCode !== undefined && !findBank(bankCode))
    issues.push(bodyIssue('bank_code', MESSAGES.bankRequired))
  const accountNumber = stringField(body, 'account_number', issues)?.trim()
  if (accountNumber !== undefined && !ACCOUNT_NUMBER_PATTERN.test(accountNumber))
    issues.push(bodyIssue('account_number', MESSAGES.accountNumber))
  const password = passwordField(body, issues)
  return result(issues, () => ({
    amountKobo: amountKobo ?? 0,
    bankCode: bankCode ?? '',
    accountNumber: accountNumber ?? '',
    password: password ?? '',
  }))
}
