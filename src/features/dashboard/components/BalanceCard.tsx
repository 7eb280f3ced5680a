import { useState } from 'react'
import { Money } from '~/components/Money'
import { Skeleton } from '~/components/Skeleton'
import type { MoneyValue } from '~/contract/common'
import { toKobo } from '~/lib/money'
import { EyeIcon } from './EyeIcon'
import * as styles from './SummaryCard.css'
import { SummaryCard } from './SummaryCard'

export interface BalanceCardProps {
  title: string
  /** Name of the eye toggle, e.g. "Hide wallet balance"; its pressed state says whether it is hidden. */
  hideLabel: string
  /** A number or a numeric string; undefined while loading. */
  amount: MoneyValue | undefined
  highlighted?: boolean
}

/** A balance with an eye toggle: visible at first, '****' while hidden (spec §4). */
export function BalanceCard({ title, hideLabel, amount, highlighted }: BalanceCardProps) {
  const [masked, setMasked] = useState(false)
  const loading = amount === undefined
  return (
    <SummaryCard
      title={title}
      highlighted={highlighted}
      action={
        loading ? null : (
          <button
            type="button"
            className={styles.toggle}
            aria-label={hideLabel}
            aria-pressed={masked}
            onClick={() => setMasked((previous) => !previous)}
          >
            <EyeIcon crossed={masked} />
          </button>
        )
      }
    >
      {loading ? (
        <Skeleton width="60%" height={32} />
      ) : (
        <Money kobo={toKobo(amount)} masked={masked} />
      )}
    </SummaryCard>
  )
}
