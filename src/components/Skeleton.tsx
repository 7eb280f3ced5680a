import * as styles from './Skeleton.css'
import { cx } from './cx'

export interface SkeletonProps {
  /** Number = px; string = any CSS length. */
  width?: number | string
  height?: number | string
  className?: string
}

/** Decorative placeholder while content loads; pair it with a Spinner or status text for screen readers. */
export function Skeleton({ width = '100%', height = 16, className }: SkeletonProps) {
  return (
    <span aria-hidden="true" className={cx(styles.skeleton, className)} style={{ width, height }} />
  )
}
