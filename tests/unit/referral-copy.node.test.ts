/**
 * No referral service exists (the Referrals page says tracking is not live), so nothing a newcomer
 * reads promises a referral reward: not the dashboard's onboarding step, not the demo wallet history.
 */
import { describe, expect, it } from 'vitest'
import { onboardingSteps } from '~/features/dashboard/onboarding'
import { FILLER_DESCRIPTIONS, WALLET_ACTIVITY } from '~/server/seed-data'

const PROMISE = /referral|reward|bonus/i

describe('referral copy', () => {
  it('the onboarding invites a referral without promising a reward', () => {
    const steps = onboardingSteps({ walletFunded: false, firstTransaction: false })
    expect(steps.map((step) => step.label)).toContain('Refer a friend')
    for (const step of steps) expect(step.label).not.toMatch(/reward/i)
  })

  it('the demo wallet history has no referral payouts', () => {
    const descriptions = [
      ...WALLET_ACTIVITY.map((activity) => activity.description),
      ...Object.values(FILLER_DESCRIPTIONS),
    ]
    for (const description of descriptions) expect(description).not.toMatch(PROMISE)
  })
})
