import { QueryBoundary } from '~/components/QueryBoundary'
import { Skeleton } from '~/components/Skeleton'
import type { User } from '~/contract/auth'
import { useProfile } from '~/lib/session/profile'
import { visuallyHidden } from '~styles/utilities.css'
import { dashboardProfile } from '../profile-query'
import { BalanceCard } from './BalanceCard'
import { SummaryCard } from './SummaryCard'
import * as styles from './SummaryCards.css'

/**
 * Wallet balance (highlighted), balance in escrow and pending orders, from the profile: skeleton
 * cards while it loads, an error with a retry if it fails (logged once through the query's meta).
 */
export function SummaryCards() {
  return (
    <QueryBoundary
      fallback={<Cards user={undefined} />}
      errorTitle="We couldn't load your balances."
    >
      <LoadedCards />
    </QueryBoundary>
  )
}

function LoadedCards() {
  return <Cards user={useProfile(dashboardProfile)} />
}

function Cards({ user }: { user: User | undefined }) {
  return (
    <div className={styles.grid}>
      {user ? null : (
        <p role="status" className={visuallyHidden}>
          Loading your balances
        </p>
      )}
      <BalanceCard
        title="Wallet balance"
        hideLabel="Hide wallet balance"
        amount={user?.wallet_balance}
        highlighted
      />
      <BalanceCard
        title="Balance in escrow"
        hideLabel="Hide escrow balance"
        amount={user?.escrow_balance}
      />
      <SummaryCard title="Pending orders">
        {user ? user.pending_transactions : <Skeleton width="30%" height={32} />}
      </SummaryCard>
    </div>
  )
}
