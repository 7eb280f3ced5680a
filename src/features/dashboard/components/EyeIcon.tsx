import { LineIcon } from '~/components/LineIcon'

/** An open eye, crossed out when `crossed` (the figure is hidden). Decorative: the button is named. */
export function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <LineIcon>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </LineIcon>
  )
}
