import type { ReactNode } from 'react'
import { firstNameOf } from '~/lib/names'
import { useProfileQuery } from '~/lib/session/profile'
import { dashboardProfile } from '../profile-query'
import { CreateOrderMenu } from './CreateOrderMenu'
import * as styles from './DashboardPage.css'
import { ProfileCard } from './ProfileCard'
import { SummaryCards } from './SummaryCards'

export interface DashboardPageProps {
  /** The pending escrows list (composed by the route from the orders feature). */
  pendingEscrows: ReactNode
  /** The onboarding card (composed by the route: its steps come from other features' queries). */
  onboarding: ReactNode
  /**
   * Orders waiting for this buyer's money, with Pay now (lifecycle spec §2; composed by the route
   * from the orders feature, and nothing when the part is off).
   */
  awaitingPayment?: ReactNode
}

/**
 * /dashboard: greeting, summary cards, create-order action, pending escrows, profile, onboarding.
 * The summary cards own the profile's loading and error states (Suspense); the greeting and the
 * profile card only read what the cache has.
 */
export function DashboardPage({ pendingEscrows, onboarding, awaitingPayment }: DashboardPageProps) {
  const profile = useProfileQuery(dashboardProfile)
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
      <SummaryCards />
      <div className={styles.columns}>
        <div className={styles.main}>
          {awaitingPayment}
          {pendingEscrows}
        </div>
        <div className={styles.side}>
          {user || !profile.isError ? <ProfileCard user={user} /> : null}
          {onboarding}
        </div>
      </div>
    </div>
  )
}
