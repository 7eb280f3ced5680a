import { useRef, type KeyboardEvent } from 'react'
import * as styles from './FilterTabs.css'
import { cx } from './cx'

export interface FilterTab {
  value: string
  label: string
  count?: number
}

export interface FilterTabsProps {
  tabs: FilterTab[]
  value: string
  onChange: (value: string) => void
  /** Accessible name of the tab list. */
  label: string
  /** Id of the panel the tabs filter. */
  controls?: string
  className?: string
}

/**
 * Tab strip that filters one panel. Arrow keys, Home and End move focus and
 * select at once (automatic activation): filtering is cheap and local.
 */
export function FilterTabs({ tabs, value, onChange, label, controls, className }: FilterTabsProps) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const selectedIndex = tabs.findIndex((tab) => tab.value === value)
  // Roving tabindex: exactly one tab is reachable with Tab, even if `value` matches none.
  const tabbableIndex = selectedIndex === -1 ? 0 : selectedIndex

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = keyTarget(event.key, index, tabs.length)
    const tab = target === undefined ? undefined : tabs[target]
    if (target === undefined || !tab) return
    event.preventDefault()
    tabRefs.current[target]?.focus()
    if (tab.value !== value) onChange(tab.value)
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={cx(styles.list, className)}
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === value
        return (
          <button
            key={tab.value}
            ref={(node) => {
              tabRefs.current[index] = node
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={index === tabbableIndex ? 0 : -1}
            className={styles.tab}
            onClick={() => {
              if (!selected) onChange(tab.value)
            }}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {tab.label}
            {tab.count !== undefined && (
              <>
                {' '}
                <span className={styles.count}>{tab.count}</span>
              </>
            )}
          </button>
        )
      })}
    </div>
  )
}

/** Index a key moves to, wrapping at both ends; undefined for other keys. */
function keyTarget(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
