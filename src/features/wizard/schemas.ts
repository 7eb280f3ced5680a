import * as v from 'valibot'
import { EMAIL_PATTERN, PHONE_PATTERN, phoneDigits } from '~/contract/auth'
import {
  LOGISTIC_SERVICES,
  MAX_ORDER_IMAGES,
  type LogisticService,
  type OrderRole,
} from '~/contract/escrow'
import { MAX_LENGTH, maxCharacters, MESSAGES } from '~/contract/limits'
import { MAX_PRICE_KOBO } from '~/contract/money'
import { amountKoboOf, checkAmount, type AmountLimits } from '~/lib/amount-input'
import type { WizardStep } from './search-params'

/** Everything the wizard asks for, as the form holds it (price as typed). */
export interface WizardValues {
  name: string
  receiver_email: string
  receiver_phone: string
  description: string
  images: File[]
  price: string
  delivery_date: string
  logistic_service: LogisticService | ''
}

export const EMPTY_VALUES: WizardValues = {
  name: '',
  receiver_email: '',
  receiver_phone: '',
  description: '',
  images: [],
  price: '',
  delivery_date: '',
  logistic_service: '',
}

export type WizardField = keyof WizardValues

export const STEP_FIELDS: Record<WizardStep, readonly WizardField[]> = {
  1: ['name', 'receiver_email', 'receiver_phone', 'description', 'images'],
  2: ['price'],
  3: ['delivery_date', 'logistic_service'],
  4: [],
}

/** The logistics companies' names: one map, in the contract beside LOGISTIC_SERVICES. */
export { LOGISTIC_LABELS } from '~/contract/escrow'

/** Who is filling the wizard, and when: the rules that depend on them. */
export interface WizardContext {
  role: OrderRole
  /** The signed-in user's e-mail: an order with yourself is refused. */
  ownEmail: string | undefined
  /** Today in the user's time zone, YYYY-MM-DD. */
  today: string
}

/** An order's price: more than ₦0 (spec §5), at most the provider's limit, two decimals at most. */
export const PRICE_LIMITS: AmountLimits = { minKobo: 1, maxKobo: MAX_PRICE_KOBO }

/** A price as typed ("25,000.50"), in kobo; null when it is not one the order takes. */
export function priceKoboOf(text: string): number | null {
  return amountKoboOf(text, PRICE_LIMITS)
}

/** YYYY-MM-DD of `now` in the user's own time zone. */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

const requiredText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, MESSAGES.required), maxCharacters(max))

/** One schema per field, so each step validates alone and Next can show every message at once. */
export function fieldSchemas(context: WizardContext) {
  const ownEmail = context.ownEmail?.trim().toLowerCase()
  return {
    name: requiredText(MAX_LENGTH.itemName),
    receiver_email: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, MESSAGES.required),
      v.regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
      v.check((value) => value.toLowerCase() !== ownEmail, MESSAGES.ownEmail),
    ),
    receiver_phone: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, MESSAGES.required),
      v.check((value) => PHONE_PATTERN.test(phoneDigits(value)), MESSAGES.invalidPhone),
    ),
    description: requiredText(MAX_LENGTH.description),
    images: v.pipe(
      v.array(v.instance(File)),
      v.check((files) => context.role !== 'seller' || files.length > 0, MESSAGES.imageRequired),
      v.maxLength(MAX_ORDER_IMAGES, MESSAGES.tooManyImages(MAX_ORDER_IMAGES)),
    ),
    price: v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return
        const checked = checkAmount(dataset.value, PRICE_LIMITS)
        if (!checked.ok) addIssue({ message: checked.message })
      }),
    ),
    delivery_date: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, MESSAGES.deliveryDate),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.deliveryDate),
      v.check((value) => value >= context.today, MESSAGES.pastDeliveryDate),
    ),
    logistic_service: v.picklist(['', ...LOGISTIC_SERVICES]),
  } satisfies Record<WizardField, v.GenericSchema>
}
export type FieldSchemas = ReturnType<typeof fieldSchemas>

/** The first step whose fields do not all validate (4 when steps 1–3 do): how far a user may go. */
export function firstOpenStep(values: WizardValues, schemas: FieldSchemas): WizardStep {
  for (const step of [1, 2, 3] as const) {
    const valid = STEP_FIELDS[step].every((field) => v.is(schemas[field], values[field]))
    if (!valid) return step
  }
  return 4
}

/** Whether anything was typed or chosen (Cancel asks before throwing it away). */
export function hasContent(values: WizardValues): boolean {
  return (Object.keys(EMPTY_VALUES) as WizardField[]).some((field) => {
    const value = values[field]
    return Array.isArray(value) ? value.length > 0 : value.trim() !== ''
  })
}
