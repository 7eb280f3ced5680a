import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import * as styles from './FilterTabs.css'
import { cx } from './cx'

/** Which ends of the tab row have tabs scrolled out of sight. */
type Overflow = 'none' | 'start' | 'end' | 'both'

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
 *
 * When the tabs do not fit (phones), the row scrolls sideways and fades out at each end that has
 * more tabs; the focused tab and the selected one are scrolled clear of the fade.
 */
export function FilterTabs({ tabs, value, onChange, label, controls, className }: FilterTabsProps) {
  const listRef = useRef<HTMLDivElement>(null)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const [overflow, setOverflow] = useState<Overflow>('none')
  const selectedIndex = tabs.findIndex((tab) => tab.value === value)
  // Roving tabindex: exactly one tab is reachable with Tab, even if `value` matches none.
  const tabbableIndex = selectedIndex === -1 ? 0 : selectedIndex

  function updateOverflow() {
    const list = listRef.current
    if (list) setOverflow(overflowOf(list))
  }

  // The row's width changes with the window, its content with the tabs and their counts.
  useEffect(() => {
    const list = listRef.current
    if (!list) return
    setOverflow(overflowOf(list))
    const observer = new ResizeObserver(() => setOverflow(overflowOf(list)))
    observer.observe(list)
    return () => observer.disconnect()
  }, [tabs])

  // A deep link or a click may select a tab that is partly out of sight.
  useEffect(() => {
    const list = listRef.current
    const selected = tabRefs.current[selectedIndex]
    if (list && selected) reveal(list, selected)
  }, [selectedIndex])

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
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={cx(styles.list, className)}
      data-overflow={overflow}
      onScroll={updateOverflow}
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
            onFocus={(event) => {
              if (listRef.current) reveal(listRef.current, event.currentTarget)
            }}
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

/** Which ends of a scrolling row have content out of sight (1 px of slack for rounding). */
function overflowOf(list: HTMLElement): Overflow {
  // Negative in right-to-left rows.
  const scrolled = Math.abs(list.scrollLeft)
  const start = scrolled > 1
  const end = list.scrollWidth - list.clientWidth - scrolled > 1
  return start && end ? 'both' : start ? 'start' : end ? 'end' : 'none'
}

/** Scrolls the row (only the row, not the page) so that the tab sits clear of the faded ends. */
function reveal(list: HTMLElement, tab: HTMLElement) {
  if (list.scrollWidth <= list.clientWidth) return
  const row = list.getBoundingClientRect()
  const box = tab.getBoundingClientRect()
  const before = box.left - row.left - styles.FADE_WIDTH
  const after = box.right - row.right + styles.FADE_WIDTH
  // The browser clamps scrollLeft, so the first and last tabs go right to the edge.
  if (before < 0) list.scrollLeft += before
  else if (after > 0) list.scrollLeft += Math.min(after, before)
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
