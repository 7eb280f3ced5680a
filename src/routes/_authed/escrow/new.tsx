import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { Card } from '~/components/Card'
import { OrderRole } from '~/contract/escrow'
import { sprinkles } from '~styles/sprinkles.css'

/** Spec §2: the role comes from ?role=seller|buyer; anything else (or nothing) means seller. */
const NewOrderSearch = v.object({
  role: v.fallback(v.optional(OrderRole, 'seller'), 'seller'),
})

export const Route = createFileRoute('/_authed/escrow/new')({
  validateSearch: NewOrderSearch,
  component: NewOrderRoute,
})

/** Placeholder until the create-order wizard lands: says plainly what is coming. */
function NewOrderRoute() {
  const { role } = Route.useSearch()
  return (
    <Card
      as="section"
      aria-labelledby="new-order-title"
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
    >
      <h1 id="new-order-title">Create order</h1>
      <p>
        You are creating this order as the <strong>{role}</strong>.
      </p>
      <p>The order form is coming next: it is not available in the app yet.</p>
      <p>
        <Link to="/dashboard">Back to dashboard</Link>
      </p>
    </Card>
  )
}
