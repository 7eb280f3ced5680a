import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { OrderRole } from '~/contract/escrow'
import type { WizardStep } from '../search-params'
import * as styles from './CreateOrderWizard.css'

export const STEP_TITLES: Record<WizardStep, string> = {
  1: 'Order details',
  2: 'Amount',
  3: 'Delivery',
  4: 'Review order',
}

/** The wizard's title, whose role, and the way back to the dashboard. */
export function WizardHeader({ role }: { role: OrderRole }) {
  return (
    <header className={styles.header}>
      <h1 id="create-order-title" className={styles.title}>
        Create order
      </h1>
      <p className={styles.muted}>
        You are creating this order as the {role}. Your draft is saved as you type.{' '}
        <Link to="/dashboard" className={styles.link}>
          Back to dashboard
        </Link>
      </p>
    </header>
  )
}

/** "Step 2 of 4" and the step's title, which takes focus when the step changes (not at first). */
export function StepHeading({ step }: { step: WizardStep }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    headingRef.current?.focus()
  }, [step])
  return (
    <div className={styles.header}>
      <p className={styles.muted}>Step {step} of 4</p>
      <h2 id="wizard-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {STEP_TITLES[step]}
      </h2>
      {step === 4 ? (
        <p className={styles.muted}>Take another look, confirm all details are correct</p>
      ) : null}
    </div>
  )
}
