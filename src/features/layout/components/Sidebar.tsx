import { ChevronIcon } from './icons'
import * as styles from './Sidebar.css'
import { SidebarNav } from './SidebarNav'

export interface SidebarProps {
  collapsed: boolean
  onToggle: () => void
}

/** The medium-and-up sidebar: a 64px icon rail when collapsed, 256px with labels when expanded. */
export function Sidebar({ collapsed, onToggle }: SidebarProps) {
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar'
  return (
    <div className={styles.sidebar} data-print="hide">
      <SidebarNav compact={collapsed} />
      <button
        type="button"
        className={styles.toggle}
        data-collapsed={collapsed}
        aria-label={toggleLabel}
        title={collapsed ? toggleLabel : undefined}
        onClick={onToggle}
      >
        <span className={styles.chevron}>
          <ChevronIcon />
        </span>
        {collapsed ? null : <span>Collapse</span>}
      </button>
    </div>
  )
}
