import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { Card } from '~/components/Card'
import { sprinkles } from '~styles/sprinkles.css'

const DisputesSearch = v.object({
  order: v.fallback(v.optional(v.string()), undefined),
})

export const Route = createFileRoute('/_authed/disputes')({
  validateSearch: DisputesSearch,
  component: DisputesRoute,
})

const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })

/** Dispute resolution arrives with its own issue; this page says so instead of pretending. */
function DisputesRoute() {
  const { order } = Route.useSearch()
  return (
    <div className={column}>
      <h1>Dispute Resolution</h1>
      <Card as="section" className={column} aria-label="Disputes">
        {order ? (
          <p>
            You asked to raise a dispute about order <strong>#{order}</strong>.
          </p>
        ) : null}
        <p>
          Raising and tracking disputes is not available in the app yet. It comes next; until then,
          keep the order open and contact support with its escrow ID.
        </p>
        {order ? (
          <p>
            <Link to="/orders/$id" params={{ id: order }}>
              Back to order #{order}
            </Link>
          </p>
        ) : null}
      </Card>
    </div>
  )
}
