import { useEffect, useState, type KeyboardEvent } from 'react'
import type { Order } from '~/contract/escrow'
import { TextField } from '~/components/TextField'
import * as styles from './OrderSearchBox.css'

export const SEARCH_DEBOUNCE_MS = 200

/**
 * The order an escrow id typed or pasted into the search names: `text` (trimmed, any case) is
 * equal to the id of exactly one of `orders`. Anything else (a partial id, a name, an id not in
 * the lists) is null, and Enter just searches. The loaded ids decide, not a pattern: an id is
 * whatever the provider issued (`ESCROW_ID_PATTERN` in ~/contract/escrow says what it issues today).
 */
export function orderToJumpTo(
  text: string,
  orders: readonly Pick<Order, 'public_id'>[],
): string | null {
  const needle = text.trim().toUpperCase()
  if (needle === '') return null
  const matches = new Set(
    orders.map((order) => order.public_id).filter((id) => id.trim().toUpperCase() === needle),
  )
  return matches.size === 1 ? ([...matches][0] ?? null) : null
}

export interface OrderSearchBoxProps {
  /** The query in the URL. */
  query: string
  /** Writes a query to the URL; resolves once the URL shows it. */
  onQueryChange: (query: string) => Promise<void>
  /**
   * Enter: the escrow id of the one order the text names (see `orderToJumpTo`), to open it
   * directly; null to search instead (Enter then writes the query to the URL without waiting).
   */
  findOrder?: (text: string) => string | null
  /** Opens the order `findOrder` found. */
  onJump?: (publicId: string) => void
}

/**
 * The search field. What is typed shows at once; it reaches the URL (and the list) after a
 * short pause. Only an unsaved draft lives here: once the URL holds it, the URL is the value
 * again, so Back and shared links fill the field too.
 */
export function OrderSearchBox({ query, onQueryChange, findOrder, onJump }: OrderSearchBoxProps) {
  const [draft, setDraft] = useState<string | null>(null)
  // Set by a jump to an order: the draft is not written to the URL after the pause, since that
  // navigation would replace the order's while the order page is still loading.
  const [jumped, setJumped] = useState(false)

  useEffect(() => {
    if (draft === null || jumped) return
    const timer = setTimeout(() => {
      void onQueryChange(draft).then(() => {
        setDraft((current) => (current === draft ? null : current))
      })
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, jumped, onQueryChange])

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    const text = draft ?? query
    const target = findOrder?.(text) ?? null
    if (target !== null && onJump) {
      event.preventDefault()
      setJumped(true)
      onJump(target)
      return
    }
    if (draft === null) return
    const typed = draft
    void onQueryChange(typed).then(() => {
      setDraft((current) => (current === typed ? null : current))
    })
  }

  return (
    <TextField
      label="Search orders"
      type="search"
      placeholder="Escrow ID, item, name or e-mail"
      autoComplete="off"
      spellCheck={false}
      className={styles.field}
      value={draft ?? query}
      onChange={(event) => {
        setJumped(false)
        setDraft(event.target.value)
      }}
      onKeyDown={onKeyDown}
    />
  )
}
