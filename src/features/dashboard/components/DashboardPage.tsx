import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { firstNameOf } from '~/lib/names'
import type { ProfileQuery } from '../profile-query'
import { CreateOrderMenu } from './CreateOrderMenu'
import * as styles from './DashboardPage.css'
import { OnboardingCard, type OnboardingSources } from './OnboardingCard'
import { ProfileCard } from './ProfileCard'
import { SummaryCards } from './SummaryCards'

export interface DashboardPageProps {
  /** The signed-in user's profile query (the session feature's, composed by the route). */
  profileQuery: ProfileQuery
  /** The pending escrows list (composed by the route from the orders feature). */
  pendingEscrows: ReactNode
  /** What the onboarding card derives its steps from (other features' queries). */
  onboarding: OnboardingSources
}

/**
 * /dashboard: greeting, summary cards, create-order action, pending escrows, profile, onboarding.
 * The summary cards own the profile's loading and error states (Suspense); the greeting and the
 * profile card only read what the cache has.
 */
export function DashboardPage({ profileQuery, pendingEscrows, onboarding }: DashboardPageProps) {
  const profile = useQuery(profileQuery)
  const user = profile.data

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
      <SummaryCards profileQuery={profileQuery} />
      <div className={styles.columns}>
        <div>{pendingEscrows}</div>
        <div className={styles.side}>
          {user || !profile.isError ? <ProfileCard user={user} /> : null}
          <OnboardingCard sources={onboarding} />
        </div>
      </div>
    </div>
  )
}
