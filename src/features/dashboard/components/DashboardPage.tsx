import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import type { User } from '~/contract/auth'
import { firstNameOf } from '../names'
import { CreateOrderMenu } from './CreateOrderMenu'
import * as styles from './DashboardPage.css'
import { OnboardingCard } from './OnboardingCard'
import { ProfileCard } from './ProfileCard'
import { SummaryCards } from './SummaryCards'

export interface DashboardPageProps {
  /** The signed-in user's profile query (the route reads it with the session's queryOptions). */
  profile: UseQueryResult<User>
  /** The pending escrows list (composed by the route from the orders feature). */
  pendingEscrows: ReactNode
}

/** /dashboard: greeting, summary cards, create-order action, pending escrows, profile, onboarding. */
export function DashboardPage({ profile, pendingEscrows }: DashboardPageProps) {
  const user = profile.data
  useEffect(() => {
    // Spec §8: dashboard fetch failures are logged only; the cards offer a retry.
    if (profile.error) console.error('Failed to load the profile for the dashboard', profile.error)
  }, [profile.error])

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <div className={styles.greeting}>
          <h1 className={styles.title}>
            {user ? `Hello, ${firstNameOf(user.full_name)}` : 'Hello'}
          </h1>
          <p className={styles.subtitle}>Here is how your escrow account stands today.</p>
        </div>
        <CreateOrderMenu />
      </div>
      <SummaryCards profile={profile} />
      <div className={styles.columns}>
        <div>{pendingEscrows}</div>
        <div className={styles.side}>
          {user || !profile.isError ? <ProfileCard user={user} /> : null}
          <OnboardingCard />
        </div>
      </div>
    </div>
  )
}
