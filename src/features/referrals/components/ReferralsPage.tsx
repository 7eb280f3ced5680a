import { Alert } from '~/components/Alert'
import { Card } from '~/components/Card'
import { INSPECTION_PERIOD_HOURS } from '~/contract/escrow'
import { hasFeature } from '~/lib/provider-features'
import { InviteLink } from './InviteLink'
import * as styles from './ReferralsPage.css'

export interface ReferralsPageProps {
  /** The signed-in user's id; without one there is nothing to derive a code from. */
  userId: string | number | undefined
}

/**
 * /referrals: the user's invite link, and plainly what does not work yet (no referral endpoint, so
 * no reward is promised). What escrow does with a friend's money depends on the build's lifecycle
 * part (release by the buyer, automatic release) being on.
 */
export function ReferralsPage({ userId }: ReferralsPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Referrals</h1>
      <Card as="section" aria-labelledby="invite-title" className={styles.card}>
        <h2 id="invite-title" className={styles.cardTitle}>
          Invite a friend
        </h2>
        <p className={styles.text}>
          Know someone who buys or sells online? Send them your invite link:{' '}
          {hasFeature('lifecycle')
            ? `the money they pay into escrow reaches the seller only when they release it, or automatically ${INSPECTION_PERIOD_HOURS} hours after the seller marks the order delivered unless they raise a dispute.`
            : 'the money they pay into escrow is held there, not paid straight to the seller.'}
        </p>
        {userId === undefined ? (
          <p className={styles.text}>
            Your invite link is not available: your profile has no account id.
          </p>
        ) : (
          <InviteLink userId={userId} />
        )}
        <Alert tone="info" announce={false}>
          Referral tracking is not live yet. Your code stays in the link through every sign-up step,
          but it is not sent anywhere: there is no referral service to send it to. Sign-ups and
          rewards cannot be tracked or paid until there is one.
        </Alert>
      </Card>
    </div>
  )
}
