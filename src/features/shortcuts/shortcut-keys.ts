/** What a shortcut does; the help dialog lists them in this order. */
export type ShortcutAction = 'dashboard' | 'orders' | 'transactions' | 'search' | 'create' | 'help'

export interface Shortcut {
  action: ShortcutAction
  /** Keys pressed one after the other, as shown in the help dialog. */
  keys: readonly string[]
  description: string
}

export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'dashboard', keys: ['g', 'd'], description: 'Go to the dashboard' },
  { action: 'orders', keys: ['g', 'o'], description: 'Go to orders' },
  { action: 'transactions', keys: ['g', 't'], description: 'Go to transactions' },
  { action: 'search', keys: ['/'], description: "Search this page's list" },
  { action: 'create', keys: ['c'], description: 'Create an order' },
  { action: 'help', keys: ['?'], description: 'Show keyboard shortcuts' },
]

/** How long after 'g' its second key still counts. */
export const SEQUENCE_TIMEOUT_MS = 1500

const TYPING_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'password',
  'tel',
  'url',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
])

/** Whether keys pressed at `target` are typing (a text field, a select, an editable element). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (target instanceof HTMLInputElement) return TYPING_INPUT_TYPES.has(target.type)
  if (target instanceof HTMLElement && target.isContentEditable) return true
  return target.closest('[contenteditable=""], [contenteditable="true"], [role="textbox"]') !== null
}

export type KeyLike = Pick<
  KeyboardEvent,
  | 'key'
  | 'ctrlKey'
  | 'metaKey'
  | 'altKey'
  | 'repeat'
  | 'isComposing'
  | 'defaultPrevented'
  | 'target'
>

/**
 * Reads shortcuts from key presses: returns the action a press completes, or null. Presses with
 * Ctrl, Meta or Alt, repeats, IME composition and anything typed into a field are never shortcuts.
 */
export function createShortcutReader(now: () => number = () => Date.now()) {
  let pendingG: number | null = null
  return (event: KeyLike): ShortcutAction | null => {
    if (event.defaultPrevented || event.repeat || event.isComposing) return null
    if (event.ctrlKey || event.metaKey || event.altKey) return null
    if (isTypingTarget(event.target)) return null
    const afterG = pendingG !== null && now() - pendingG <= SEQUENCE_TIMEOUT_MS
    pendingG = null
    if (afterG) {
      if (event.key === 'd') return 'dashboard'
      if (event.key === 'o') return 'orders'
      if (event.key === 't') return 'transactions'
    }
    switch (event.key) {
      case 'g':
        pendingG = now()
        return null
      case '/':
        return 'search'
      case 'c':
        return 'create'
      case '?':
        return 'help'
      default:
        return null
    }
  }
}

/** The page's search box: by convention the main content's searchbox (an `input type="search"`). */
export function findPageSearch(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>('main [role="searchbox"], main input[type="search"]')
}
