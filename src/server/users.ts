/** Accounts: look-ups by id and (case-insensitive) e-mail, and creation. */
import type { SandboxState, UserRecord } from './records'

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function sameEmail(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b)
}

export function findUserById(state: SandboxState, id: number): UserRecord | undefined {
  return state.users.find((user) => user.id === id)
}

export function findUserByEmail(state: SandboxState, email: string): UserRecord | undefined {
  const wanted = normalizeEmail(email)
  return state.users.find((user) => normalizeEmail(user.email) === wanted)
}

/** Look-ups for rendering many orders at once. */
export interface UserDirectory {
  byId(id: number): UserRecord | undefined
  byEmail(email: string): UserRecord | undefined
}

export function userDirectory(state: SandboxState): UserDirectory {
  const ids = new Map(state.users.map((user) => [user.id, user]))
  const emails = new Map(state.users.map((user) => [normalizeEmail(user.email), user]))
  return {
    byId: (id) => ids.get(id),
    byEmail: (email) => emails.get(normalizeEmail(email)),
  }
}

export function createUser(state: SandboxState, fields: Omit<UserRecord, 'id'>): UserRecord {
  const user: UserRecord = { id: state.next_user_id, ...fields }
  state.next_user_id += 1
  state.users.push(user)
  return user
}
