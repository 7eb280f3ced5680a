import * as v from 'valibot'
import { MoneyValue } from './common'

/** Sandbox-only endpoints (never part of the provider's contract): the card checkout stand-in. */
export const SANDBOX_PREFIX = '/__sandbox'

export const SandboxPayment = v.object({
  access_code: v.string(),
  public_id: v.string(),
  item_name: v.string(),
  amount: MoneyValue,
  email: v.string(),
  status: v.picklist(['open', 'completed', 'cancelled']),
})
export type SandboxPayment = v.InferOutput<typeof SandboxPayment>
