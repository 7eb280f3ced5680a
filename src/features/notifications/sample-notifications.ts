import { INSPECTION_PERIOD_HOURS } from '~/contract/escrow'
import { hasFeature } from '~/lib/provider-features'
import type { UserNotification } from './schemas'

const MINUTE = 60_000
const loadedAt = Date.now()

function minutesAgo(minutes: number): string {
  return new Date(loadedAt - minutes * MINUTE).toISOString()
}

/**
 * The spec's notifications are sample data: there is no notifications endpoint. Newest first; the
 * times are relative to when the app loaded. Their text is true in the build that shows them:
 * `lifecycle` says whether the provider's lifecycle part (release, automatic release) is on.
 */
export function sampleNotifications(lifecycle: boolean): readonly UserNotification[] {
  return [
    {
      id: 'welcome-payment-protection',
      title: 'Your payments are protected',
      desc: lifecycle
        ? `Money you pay into escrow reaches the seller only when you release it, or automatically ${INSPECTION_PERIOD_HOURS} hours after the seller marks the order delivered unless you raise a dispute.`
        : 'Money you pay into escrow is held there, not paid straight to the seller.',
      read: false,
      time: minutesAgo(5),
    },
    {
      id: 'pending-orders-reminder',
      title: 'Orders are waiting for you',
      desc: 'Accept or decline the pending escrows on your dashboard so the other party can go ahead.',
      read: false,
      time: minutesAgo(42),
    },
    {
      id: 'referral-reward',
      title: 'Invite a friend',
      desc: 'Share your invite link from the Referrals page so a friend can trade with escrow too.',
      read: false,
      time: minutesAgo(3 * 60),
    },
    {
      id: 'dispute-window',
      title: 'How disputes work',
      desc: lifecycle
        ? 'If an order goes wrong you can raise a dispute once its delivery date has passed or the seller has marked it delivered.'
        : 'If an order goes wrong you can raise a dispute once its delivery date has passed.',
      read: true,
      time: minutesAgo(26 * 60),
    },
    {
      id: 'account-created',
      title: 'Welcome to Escrow',
      desc: 'Your account is ready. Create your first order as a buyer or a seller.',
      read: true,
      time: minutesAgo(3 * 24 * 60),
    },
  ]
}

/** This build's sample notifications. */
export const SAMPLE_NOTIFICATIONS: readonly UserNotification[] = sampleNotifications(
  hasFeature('lifecycle'),
)
