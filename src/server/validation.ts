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
  MAX_IMAGE_BYTES,
  MAX_ORDER_IMAGES,
  type LogisticService,
  type OrderRole,
} from '../contract/escrow'
import { bodyIssue } from './errors'
import { MAX_PRICE_KOBO, parseNairaToKobo } from '../contract/money'
import { formTextField, stringField, type JsonObject } from './request-body'

export const MESSAGES = {
  fullName: 'Please enter your full name (first and last)',
  email: 'Invalid email',
  phoneRequired: 'Phone number is required',
  phone: 'Enter a valid phone number',
  ninRequired: 'NIN is required',
  nin: 'NIN must be 11 digits',
  password: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordsDiffer: 'Passwords do not match',
  required: 'Required',
  imageRequired: 'Image required',
  amount: 'Enter a valid amount',
  deliveryDate: 'Delivery date required',
  imageType: 'Only image files are allowed',
  imageSize: 'Each image must be at most 5MB',
  imageCount: `At most ${MAX_ORDER_IMAGES} images are allowed`,
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
  const fullName = stringField(body, 'full_name', issues)?.trim()
  if (fullName !== undefined) check('full_name', isFullName(fullName), MESSAGES.fullName)
  const email = stringField(body, 'email', issues)?.trim()
  if (email !== undefined) check('email', EMAIL_PATTERN.test(email), MESSAGES.email)
  const phone = stringField(body, 'phone_number', issues)?.trim()
  if (phone !== undefined) {
    if (phone === '') check('phone_number', false, MESSAGES.phoneRequired)
    else check('phone_number', PHONE_PATTERN.test(phoneDigits(phone)), MESSAGES.phone)
  }
  const nin = stringField(body, 'nin', issues)?.trim()
  if (nin !== undefined) {
    if (nin === '') check('nin', false, MESSAGES.ninRequired)
    else check('nin', NIN_PATTERN.test(nin), MESSAGES.nin)
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
  images: File[]
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
const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}(?:$|T)/

/** The text fields through the contract's own schema (same messages as the form), then the stricter checks. */
export function validateOrderForm(form: FormData | null): Validated<OrderForm> {
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
  const extra = (field: string, ok: boolean, msg: string) => {
    if (!ok && !flagged.has(field)) {
      flagged.add(field)
      issues.push(bodyIssue(field, msg))
    }
  }
  const priceKobo = parseNairaToKobo(text.price ?? '')
  extra(
    'price',
    priceKobo !== null && priceKobo > 0 && priceKobo <= MAX_PRICE_KOBO,
    MESSAGES.amount,
  )
  extra('receiver_email', EMAIL_PATTERN.test((text.receiver_email ?? '').trim()), MESSAGES.email)
  extra(
    'receiver_phone',
    PHONE_PATTERN.test(phoneDigits((text.receiver_phone ?? '').trim())),
    MESSAGES.phone,
  )
  extra('delivery_date', DATE_PREFIX.test((text.delivery_date ?? '').trim()), MESSAGES.deliveryDate)

  const images = validateImages(form, text.role === 'seller', issues)
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

function validateImages(
  form: FormData | null,
  required: boolean,
  issues: ValidationIssue[],
): File[] {
  const entries = form?.getAll('images') ?? []
  const files: File[] = []
  entries.forEach((entry, index) => {
    if (typeof entry === 'string' || !entry.type.toLowerCase().startsWith('image/')) {
      issues.push(bodyIssue(['images', index], MESSAGES.imageType))
    } else if (entry.size > MAX_IMAGE_BYTES) {
      issues.push(bodyIssue(['images', index], MESSAGES.imageSize))
    } else {
      files.push(entry)
    }
  })
  if (entries.length > MAX_ORDER_IMAGES)
    issues.push(bodyIssue('images', MESSAGES.imageCount, 'too_long'))
  if (required && entries.length === 0)
    issues.push(bodyIssue('images', MESSAGES.imageRequired, 'missing'))
  return files
}
