/**
 * Roots of the query keys that more than one feature touches (a mutation in one feature invalidates
 * another's data). Each feature builds its own key factory under its root.
 */
export const queryRoots = {
  profile: ['profile'] as const,
  orders: ['orders'] as const,
  transactions: ['transactions'] as const,
  notifications: ['notifications'] as const,
  disputes: ['disputes'] as const,
}
