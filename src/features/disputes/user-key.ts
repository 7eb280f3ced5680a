import type { User } from '~/contract/auth'

/** Whose disputes these are in this browser: the profile's id, else its e-mail (like the wizard's drafts). */
export function disputeUserKey(user: Pick<User, 'id' | 'email' | 'full_name'>): string {
  return String(user.id ?? user.email ?? user.full_name).toLowerCase()
}
