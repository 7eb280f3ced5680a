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

/** GET /api/v1/__sandbox/mail (lifecycle spec §7): every e-mail the sandbox would send, newest first. */
export const SandboxMail = v.object({
  id: v.string(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  /** The links in the text (absolute app URLs such as http://localhost:5173/orders/ESC-…). */
  links: v.array(v.string()),
  sent_at: v.string(),
})
export type SandboxMail = v.InferOutput<typeof SandboxMail>
export const SandboxMails = v.array(SandboxMail)
