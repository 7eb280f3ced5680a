import { useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Button } from '~/components/Button'
import { Card } from '~/components/Card'
import { ProgressBar } from '~/components/ProgressBar'
import { QueryBoundary } from '~/components/QueryBoundary'
import type { User } from '~/contract/auth'
import type { OrdersByStatus } from '~/contract/escrow'
import type { WalletTransaction } from '~/contract/wallet'
import { visuallyHidden } from '~styles/utilities.css'
import {
  hasCreatedOrAcceptedOrder,
  hasFundedWallet,
  onboardingSteps,
  percentDone,
  type OnboardingStep,
} from '../onboarding'
import * as styles from './OnboardingCard.css'

/* eslint-disable @typescript-eslint/no-explicit-any -- a query's key type is the caller's */
/**
 * The data the card derives its steps from, as query options of the features that own it (the
 * route composes them: features do not import each other).
 */
export interface OnboardingSources {
  profile: UseSuspenseQueryOptions<User, Error, User, any>
  transactions: UseSuspenseQueryOptions<WalletTransaction[], Error, WalletTransaction[], any>
  orders: UseSuspenseQueryOptions<OrdersByStatus, Error, OrdersByStatus, any>
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** 'Get started': three first steps, each done or not from the user's own data. */
export function OnboardingCard({ sources }: { sources: OnboardingSources }) {
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

function DerivedOnboarding({ sources }: { sources: OnboardingSources }) {
  const { data: user } = useSuspenseQuery(sources.profile)
  const { data: transactions } = useSuspenseQuery(sources.transactions)
  const { data: orders } = useSuspenseQuery(sources.orders)
  const steps = onboardingSteps({
    walletFunded: hasFundedWallet(transactions),
    firstTransaction: hasCreatedOrAcceptedOrder(orders, user.email ?? ''),
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
            <Link
              to={step.to}
              search={step.to === '/escrow/new' ? { role: 'seller' } : undefined}
              className={styles.stepLink}
            >
              {step.label}
            </Link>
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
