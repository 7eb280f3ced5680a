import type { UserNotification } from './schemas'

const MINUTE = 60_000
const loadedAt = Date.now()

function minutesAgo(minutes: number): string {
  return new Date(loadedAt - minutes * MINUTE).toISOString()
}

/**
 * The spec's notifications are sample data: there is no notifications endpoint. Newest first; the
 * times are relative to when the app loaded. Each text is true in every build, with the provider's
 * lifecycle part on (the buyer releases, or the order is released after the inspection period) or
 * off (the app releases nothing), so none promises a release; and none promises a referral reward
 * (there is no referral service). One text for both builds keeps the provider-features module off
 * the first page (the bell's count needs these at once).
 */
export const SAMPLE_NOTIFICATIONS: readonly UserNotification[] = [
  {
    id: 'welcome-payment-protection',
    title: 'Your payments are protected',
    desc: 'Money you pay into escrow is held there, not paid straight to the seller.',
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
    desc: 'If an order goes wrong you can raise a dispute once its delivery date has passed.',
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
