/** Partly hidden contact details for anyone who is not a party to the order (signed out or not). */
import { phoneDigits } from '../contract/auth'

/** "adaeze@escrow.test" → "ad***@escrow.test" */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  const local = email.slice(0, at)
  return `${local.slice(0, Math.min(2, local.length - 1) || 1)}***${email.slice(at)}`
}

/** "08031234512" → "080*****12" (always five stars, so the length is not given away). */
export function maskPhone(phone: string): string {
  const digits = phoneDigits(phone)
  if (digits.length < 7) return '*****'
  return `${digits.slice(0, 3)}*****${digits.slice(-2)}`
}
