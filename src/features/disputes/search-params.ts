import * as v from 'valibot'
import { DISPUTE_ID_PATTERN } from '~/contract/escrow'
import { EscrowId } from './schemas'

export const DISPUTE_TABS = ['all', 'open', 'resolved'] as const
export type DisputeTab = (typeof DISPUTE_TABS)[number]

/** A `raise` value that is present but not an escrow id: never shown as typed. */
export const INVALID_ESCROW_ID = 'invalid' as const

// Absent: undefined (optional outside); present but not an escrow id: 'invalid' (fallback inside).
const EscrowIdParam = v.optional(
  v.fallback(v.union([EscrowId, v.literal(INVALID_ESCROW_ID)]), INVALID_ESCROW_ID),
)

export const DISPUTES_SEARCH_DEFAULTS = { tab: 'all' } as const satisfies Partial<DisputesSearch>

// Absent or not a dispute id: no dispute is opened.
const DisputeIdParam = v.optional(
  v.fallback(v.optional(v.pipe(v.string(), v.regex(DISPUTE_ID_PATTERN))), undefined),
)

/**
 * `/disputes?tab=open&raise=ESC-AB12CD34&dispute=DSP-AB12CD34`. `tab` is the tab (a wrong value falls back to
 * All); `raise` opens Raise Dispute with that escrow preselected. Anything that is not an escrow id
 * reads as 'invalid', so the page can say the link was wrong without repeating it. `dispute` opens
 * that dispute on the server (the `disputes` part; notifications link to it); anything else is
 * ignored.
 */
export const DisputesSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(DISPUTE_TABS), 'all'), 'all'),
  raise: EscrowIdParam,
  dispute: DisputeIdParam,
})
export type DisputesSearch = v.InferOutput<typeof DisputesSearchSchema>

/** The escrow a link asks to raise a dispute about: an id, 'invalid', or nothing. */
export function requestedEscrow(search: Pick<DisputesSearch, 'raise'>) {
  return search.raise
}
