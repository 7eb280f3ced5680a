import { createFileRoute, Link } from '@tanstack/react-router'
import { Card } from '~/components/Card'
import { sprinkles } from '~styles/sprinkles.css'

export const Route = createFileRoute('/_authed/referrals')({
  component: ReferralsRoute,
})

const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })

/** Refer a friend (the onboarding's third step). There is no referral call, so nothing is tracked yet. */
function ReferralsRoute() {
  return (
    <div className={column}>
      <h1>Referrals</h1>
      <Card as="section" aria-labelledby="refer-title" className={column}>
        <h2 id="refer-title">Refer a friend to earn a reward</h2>
        <p>
          Know someone who buys or sells online? Invite them to trade through escrow: their money is
          held safely until delivery is confirmed, and you earn a reward once they complete their
          first order.
        </p>
        <ol className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })}>
          <li>Tell your friend about Escrow and ask them to sign up.</li>
          <li>They create and complete their first order.</li>
          <li>Your reward follows once referral tracking is live.</li>
        </ol>
        <p>
          Referral links and reward tracking are not available in the app yet. In the meantime, the
          quickest way to introduce a friend is to{' '}
          <Link to="/escrow/new" search={{ role: 'seller' }}>
            create an order
          </Link>{' '}
          with them: they receive an invite link by e-mail.
        </p>
      </Card>
    </div>
  )
}
