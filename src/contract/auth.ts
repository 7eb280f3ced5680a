import * as v from 'valibot'
import { MoneyValue, type Named } from './common'

/** Spec §5 patterns, shared by the forms and the sandbox so both validate alike. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const PHONE_PATTERN = /^\d{10,15}$/
export const NIN_PATTERN = /^\d{11}$/
export const PASSWORD_MIN_LENGTH = 6

/** Full name: at least two words, each at least 2 characters. */
export function isFullName(value: string): boolean {
  const words = value.trim().split(/\s+/)
  return words.length >= 2 && words.every((word) => word.length >= 2)
}

/** Phone numbers may be typed with spaces, dashes or a leading +; the digits are what count. */
export function phoneDigits(value: string): string {
  return value.replace(/[\s()+-]/g, '')
}

export const TokenPair = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  refresh_token: v.pipe(v.string(), v.minLength(1)),
  token_type: v.optional(v.string()),
})
export type TokenPair = v.InferOutput<typeof TokenPair>

/** Base spec §7: login and register return access_token and refresh_token; refresh may leave the latter out. */
export const TOKEN_PAIR_NAMED = {
  access_token: 'value',
  refresh_token: 'value',
} as const satisfies Named

export const RefreshRequest = v.object({ refresh_token: v.pipe(v.string(), v.minLength(1)) })
export type RefreshRequest = v.InferOutput<typeof RefreshRequest>

export const RefreshResponse = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  refresh_token: v.optional(v.pipe(v.string(), v.minLength(1))),
  token_type: v.optional(v.string()),
})
export type RefreshResponse = v.InferOutput<typeof RefreshResponse>

/** POST /auth/login is form-encoded; the e-mail travels as `username`. */
export const LoginForm = v.object({
  username: v.pipe(v.string(), v.minLength(1)),
  password: v.pipe(v.string(), v.minLength(1)),
})
export type LoginForm = v.InferOutput<typeof LoginForm>

export const RegisterRequest = v.object({
  full_name: v.string(),
  nin: v.string(),
  phone_number: v.string(),
  email: v.string(),
  password: v.string(),
  password2: v.string(),
})
export type RegisterRequest = v.InferOutput<typeof RegisterRequest>

/**
 * GET /auth/me, the current user. Base spec §3 names full_name, the two balances and
 * pending_transactions; `email` and `phone_number` are the user's own of the registration payload
 * (escrow-agreements.md §9 returns them as the user's). The app needs the e-mail to tell which side
 * of an order the viewer is on; without it the role-bound actions stay hidden. `id` is named
 * nowhere: read only as a key for this browser's stored drafts, when present.
 */
export const User = v.object({
  id: v.optional(v.union([v.string(), v.number()])),
  full_name: v.string(),
  email: v.optional(v.string()),
  phone_number: v.optional(v.nullable(v.string())),
  wallet_balance: MoneyValue,
  escrow_balance: MoneyValue,
  pending_transactions: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type User = v.InferOutput<typeof User>

export const USER_NAMED = {
  full_name: 'value',
  email: 'value',
  phone_number: 'value',
  wallet_balance: 'money',
  escrow_balance: 'money',
  pending_transactions: 'value',
} as const satisfies Named
