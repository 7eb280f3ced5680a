/**
 * The sample notifications (src/features/notifications/sample-notifications.ts) are true in every
 * build: with the provider's lifecycle part on (release by the buyer, automatic release) and off
 * (the app releases nothing), so they promise no release, and no referral reward (there is no
 * referral service).
 */
import { describe, expect, it } from 'vitest'
import { SAMPLE_NOTIFICATIONS } from '~/features/notifications/sample-notifications'

const text = SAMPLE_NOTIFICATIONS.map((n) => `${n.title} ${n.desc}`).join('\n')

describe('sample notifications', () => {
  it('say escrowed money is held, not paid straight to the seller (true with the lifecycle part on or off)', () => {
    expect(SAMPLE_NOTIFICATIONS.find((n) => n.id === 'welcome-payment-protection')?.desc).toBe(
      'Money you pay into escrow is held there, not paid straight to the seller.',
    )
  })

  it('promise no release on confirmed delivery and no referral reward', () => {
    expect(text).not.toMatch(/releas|confirm delivery|reward|paid out|payout/i)
  })
})
