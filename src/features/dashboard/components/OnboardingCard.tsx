import { Card } from '~/components/Card'
import { ProgressBar } from '~/components/ProgressBar'
import * as styles from './OnboardingCard.css'

const STEPS = [
  'Fund your wallet',
  'Create your first transaction',
  'Refer a friend to earn a reward',
] as const

/** Spec §1: three suggested first steps, and 0% done (progress is not tracked yet). */
export function OnboardingCard() {
  return (
    <Card as="section" aria-labelledby="onboarding-title" className={styles.card}>
      <div className={styles.header}>
        <h2 id="onboarding-title" className={styles.title}>
          Get started
        </h2>
        <span className={styles.done}>0% done</span>
      </div>
      <ProgressBar steps={STEPS.length} current={0} label="Onboarding progress" />
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Card>
  )
}
