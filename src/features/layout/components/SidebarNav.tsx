import { Link } from '@tanstack/react-router'
import { visuallyHidden } from '~styles/utilities.css'
import { cx } from '~/components/cx'
import { NAV_ITEMS } from '../nav-items'
import * as styles from './SidebarNav.css'

export interface SidebarNavProps {
  /** Icons only (the collapsed rail); the labels stay as the links' accessible names. */
  compact?: boolean
  /** Called after a link is followed, e.g. to close the small-screen menu. */
  onNavigate?: () => void
}

/** The app's main navigation. TanStack Link marks the current section with aria-current="page". */
export function SidebarNav({ compact = false, onNavigate }: SidebarNavProps) {
  return (
    <nav aria-label="Main">
      <ul className={styles.list}>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={cx(styles.link, compact && styles.compactLink)}
              title={compact ? item.label : undefined}
              onClick={onNavigate}
            >
              <span className={styles.icon}>{item.icon}</span>
              <span className={compact ? visuallyHidden : undefined}>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
