import * as v from 'valibot'

/** The Credit/Debit filter. Kept here, not with the row logic, so the route's search schema stays light. */
export const DIRECTION_FILTERS = ['all', 'credit', 'debit'] as const
export type DirectionFilter = (typeof DIRECTION_FILTERS)[number]

/** What the URL holds when nothing is chosen; stripped from the URL so /transactions stays clean. */
export const TRANSACTIONS_SEARCH_DEFAULTS = {
  type: 'all',
  q: '',
} as const satisfies TransactionsSearch

/**
 * `/transactions?type=debit&q=opay`. Every key is optional in a link and always has a value when
 * read; a value that is not allowed falls back to its default instead of failing.
 */
export const TransactionsSearchSchema = v.object({
  type: v.fallback(v.optional(v.picklist(DIRECTION_FILTERS), 'all'), 'all'),
  // The router parses `?q=2026` as a number; a search for digits is still text.
  q: v.fallback(
    v.optional(
      v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.maxLength(200)),
      '',
    ),
    '',
  ),
})
export type TransactionsSearch = v.InferOutput<typeof TransactionsSearchSchema>
