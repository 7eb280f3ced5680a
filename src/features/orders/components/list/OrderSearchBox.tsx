import { useEffect, useState } from 'react'
import { TextField } from '~/components/TextField'
import * as styles from './OrderSearchBox.css'

export const SEARCH_DEBOUNCE_MS = 200

export interface OrderSearchBoxProps {
  /** The query in the URL. */
  query: string
  /** Writes a query to the URL; resolves once the URL shows it. */
  onQueryChange: (query: string) => Promise<void>
}

/**
 * The search field. What is typed shows at once; it reaches the URL (and the list) after a
 * short pause. Only an unsaved draft lives here: once the URL holds it, the URL is the value
 * again, so Back and shared links fill the field too.
 */
export function OrderSearchBox({ query, onQueryChange }: OrderSearchBoxProps) {
  const [draft, setDraft] = useState<string | null>(null)

  useEffect(() => {
    if (draft === null) return
    const timer = setTimeout(() => {
      void onQueryChange(draft).then(() => {
        setDraft((current) => (current === draft ? null : current))
      })
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, onQueryChange])

  return (
    <TextField
      label="Search orders"
      type="search"
      placeholder="Escrow ID, item, name or e-mail"
      autoComplete="off"
      spellCheck={false}
      className={styles.field}
      value={draft ?? query}
      onChange={(event) => setDraft(event.target.value)}
    />
  )
}
