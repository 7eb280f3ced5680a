/**
 * The sample notifications (src/features/notifications/sample-notifications.ts) tell the truth in
 * the build that shows them: release and automatic release only with the provider's lifecycle part.
 */
import { describe, expect, it } from 'vitest'
import { sampleNotifications } from '~/features/notifications/sample-notifications'

function textOf(lifecycle: boolean): string {
  return sampleNotifications(lifecycle)
    .map((notification) => `${notification.title} ${notification.desc}`)
    .join('\n')
}

describe('sample notifications', () => {
  it('with the lifecycle part on, say the buyer releases the money, or it is released 72 hours after delivery', () => {
    const protection = sampleNotifications(true).find((n) => n.id === 'welcome-payment-protection')
    expect(protection?.desc).toBe(
      'Money you pay into escrow reaches the seller only when you release it, or automatically 72 hours after the seller marks the order delivered unless you raise a dispute.',
    )
  })

  it('with the lifecycle part off, promise no release: the app cannot release the money', () => {
    const protection = sampleNotifications(false).find((n) => n.id === 'welcome-payment-protection')
    expect(protection?.desc).toBe(
      'Money you pay into escrow is held there, not paid straight to the seller.',
    )
    expect(textOf(false)).not.toMatch(/releas|confirm delivery|marked it delivered/i)
  })

  it('promise no referral reward in any build (there is no referral service)', () => {
    for (const lifecycle of [true, false]) {
      expect(textOf(lifecycle)).not.toMatch(/reward/i)
    }
  })

  it('keep the same notifications, in the same order, in both builds (read marks stay valid)', () => {
    expect(sampleNotifications(true).map((n) => n.id)).toEqual(
      sampleNotifications(false).map((n) => n.id),
    )
  })
})
