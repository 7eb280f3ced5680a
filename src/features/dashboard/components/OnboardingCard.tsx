import {
  useSuspenseQuery,
  type QueryKey,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { Button } from '~/components/Button'
import { Card } from '~/components/Card'
import { ProgressBar } from '~/components/ProgressBar'
import { QueryBoundary } from '~/components/QueryBoundary'
import type { OrdersByStatus } from '~/contract/escrow'
import type { WalletTransaction } from '~/contract/wallet'
import { useProfile } from '~/lib/session/profile'
import { useWalletDialogs } from '~/lib/wallet-port'
import { visuallyHidden } from '~styles/utilities.css'
import {
  hasCreatedOrAcceptedOrder,
  hasFundedWallet,
  onboardingSteps,
  percentDone,
  type OnboardingStep,
} from '../onboarding'
import { dashboardProfile } from '../profile-query'
import * as styles from './OnboardingCard.css'

/**
 * What the card derives its steps from besides the profile: query options of the features that own
 * the data (the route composes them: features do not import each other). Each key type is the
 * owner's, inferred where the card is used.
 */
export interface OnboardingSources<TTransactionsKey extends QueryKey, TOrdersKey extends QueryKey> {
  transactions: UseSuspenseQueryOptions<
    WalletTransaction[],
    Error,
    WalletTransaction[],
    TTransactionsKey
  >
  orders: UseSuspenseQueryOptions<OrdersByStatus, Error, OrdersByStatus, TOrdersKey>
}

interface OnboardingCardProps<TTransactionsKey extends QueryKey, TOrdersKey extends QueryKey> {
  sources: OnboardingSources<TTransactionsKey, TOrdersKey>
}

/** 'Get started': three first steps, each done or not from the user's own data. */
export function OnboardingCard<TTransactionsKey extends QueryKey, TOrdersKey extends QueryKey>({
  sources,
}: OnboardingCardProps<TTransactionsKey, TOrdersKey>) {
  const unknown = onboardingSteps({ walletFunded: false, firstTransaction: false })
  return (
    <QueryBoundary
      fallback={<OnboardingView steps={unknown} busy />}
      errorFallback={(retry) => (
        <OnboardingView steps={unknown} note="We couldn't check your progress." onRetry={retry} />
      )}
    >
      <DerivedOnboarding sources={sources} />
    </QueryBoundary>
  )
}

function DerivedOnboarding<TTransactionsKey extends QueryKey, TOrdersKey extends QueryKey>({
  sources,
}: OnboardingCardProps<TTransactionsKey, TOrdersKey>) {
  const user = useProfile(dashboardProfile)
  const canFundWallet = useWalletDialogs() !== null
  const { data: transactions } = useSuspenseQuery(sources.transactions)
  const { data: orders } = useSuspenseQuery(sources.orders)
  const steps = onboardingSteps({
    walletFunded: hasFundedWallet(transactions),
    firstTransaction: hasCreatedOrAcceptedOrder(orders, user.email ?? ''),
    canFundWallet,
  })
  return <OnboardingView steps={steps} />
}

function OnboardingView({
  steps,
  busy = false,
  note,
  onRetry,
}: {
  steps: OnboardingStep[]
  busy?: boolean
  note?: string
  onRetry?: () => void
}) {
  const percent = percentDone(steps)
  const done = steps.filter((step) => step.done).length
  return (
    <Card
      as="section"
      aria-labelledby="onboarding-title"
      aria-busy={busy || undefined}
      className={styles.card}
    >
      <div className={styles.header}>
        <h2 id="onboarding-title" className={styles.title}>
          Get started
        </h2>
        <span className={styles.done}>{busy || note ? '' : `${String(percent)}% done`}</span>
      </div>
      <ProgressBar steps={steps.length} current={done} label="Onboarding progress" />
      {note ? (
        <p className={styles.note}>
          {note}{' '}
          {onRetry ? (
            <Button size="sm" tone="secondary" onClick={onRetry}>
              Check again
            </Button>
          ) : null}
        </p>
      ) : null}
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.label} className={styles.step} data-done={step.done}>
            {step.opens === 'fund-wallet' ? (
              <FundWalletStep label={step.label} />
            ) : (
              <Link
                to={step.to}
                search={step.to === '/escrow/new' ? { role: 'seller' } : undefined}
                className={styles.stepLink}
              >
                {step.label}
              </Link>
            )}
            {step.done ? (
              <>
                <span aria-hidden="true" className={styles.check}>
                  ✓
                </span>
                <span className={visuallyHidden}> (done)</span>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </Card>
  )
}

/** 'Fund your wallet' with the wallet part on: opens its Fund wallet dialog (loaded on demand). */
function FundWalletStep({ label }: { label: string }) {
  const wallet = useWalletDialogs()
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  if (!wallet) return null
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        className={styles.stepButton}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <wallet.FundWallet open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
    </>
  )
}
