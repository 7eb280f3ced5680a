import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Card } from '~/components/Card'
import { Money } from '~/components/Money'
import { useProfile } from '~/lib/session/profile'
import { toKobo } from '~/lib/money'
import { stack } from '~styles/layout.css'

// The profile is loaded by the signed-in layout (src/routes/_shell/_authed.tsx); the page suspends on it.
export const Route = createFileRoute('/_shell/_authed/profile')({
  component: ProfileRoute,
})

/** The signed-in user's details as the provider knows them (read-only: there is no update call). */
function ProfileRoute() {
  const user = useProfile()
  const rows: [string, ReactNode][] = [
    ['Full name', user.full_name],
    ['Email', user.email ?? '—'],
    ['Phone', user.phone_number ?? '—'],
    ['Wallet balance', <Money key="wallet" kobo={toKobo(user.wallet_balance)} />],
    ['Balance in escrow', <Money key="escrow" kobo={toKobo(user.escrow_balance)} />],
    ['Pending orders', user.pending_transactions],
  ]
  return (
    <div className={stack.lg}>
      <h1>Profile</h1>
      <Card as="section" aria-label="Your details">
        <dl className={stack.lg}>
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>
                <strong>{value}</strong>
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  )
}
