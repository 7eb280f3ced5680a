import type { UseQueryResult } from '@tanstack/react-query'
import { Button } from '~/components/Button'
import { ErrorState } from '~/components/ErrorState'
import { Skeleton } from '~/components/Skeleton'
import type { User } from '~/contract/auth'
import { visuallyHidden } from '~styles/utilities.css'
import { BalanceCard } from './BalanceCard'
import { SummaryCard } from './SummaryCard'
import * as styles from './SummaryCards.css'

/** Wallet balance (highlighted), balance in escrow and pending orders, from the profile. */
export function SummaryCards({ profile }: { profile: UseQueryResult<User> }) {
  const { data: user, isError, isFetching, refetch } = profile

  if (!user && isError) {
    return (
      <ErrorState
        title="We couldn't load your balances."
        message="Check your connection and try again."
        actions={
          <Button size="sm" loading={isFetching} onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    )
  }

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
