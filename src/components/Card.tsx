import type { HTMLAttributes } from 'react'
import * as styles from './Card.css'
import { cx } from './cx'

export type CardProps = HTMLAttributes<HTMLElement> & {
  as?: 'section' | 'article' | 'div'
  /** Brand-coloured surface, e.g. the wallet balance card. */
  highlighted?: boolean
}

export function Card({ as: Element = 'div', highlighted = false, className, ...rest }: CardProps) {
  return <Element {...rest} className={cx(styles.card({ highlighted }), className)} />
}
