import '@testing-library/jest-dom/vitest'
import { format } from 'node:util'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { switchAllOn } from './support/provider-features'

// Testing Library only sets these up itself when vitest globals are on; they are off here.
// With the act environment flag, React warns (console.error, so the test fails) about
// state updates that escape act().
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

// findBy/waitFor wait for a state, not a time: two workers on two busy cores can take longer than
// the default 1 s to get there, and a passing test never waits the longer limit out.
configure({ asyncUtilTimeout: 5_000 })

// Provider parts (lifecycle spec §1): all on, as in a sandbox build; a test switches some off with
// switchOff() from tests/support/provider-features.ts, undone after it.
vi.mock('~/lib/provider-features', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/lib/provider-features')>()
  const { isSwitchedOff } = await import('./support/provider-features')
  return {
    ...actual,
    hasFeature: (part: Parameters<typeof actual.hasFeature>[0]) =>
      !isSwitchedOff(part) && actual.hasFeature(part),
    enabledFeatures: () => actual.enabledFeatures().filter((part) => !isSwitchedOff(part)),
  }
})
afterEach(() => {
  switchAllOn()
})

// ---------------------------------------------------------------------------
// jsdom gaps that Radix (popper, focus, pointer handling) and media queries hit.
// ---------------------------------------------------------------------------

/** Defines the function `key` on `target` when the environment lacks it (jsdom may list it as undefined). */
function polyfill<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  if (typeof Reflect.get(target, key) !== 'function')
    Object.defineProperty(target, key, { value, configurable: true, writable: true })
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
polyfill(globalThis, 'ResizeObserver', ResizeObserverStub)

polyfill(Element.prototype, 'hasPointerCapture', () => false)
polyfill(Element.prototype, 'setPointerCapture', () => {})
polyfill(Element.prototype, 'releasePointerCapture', () => {})
polyfill(Element.prototype, 'scrollIntoView', () => {})
// TanStack Router restores scroll on navigation; jsdom only logs 'Not implemented'.
Object.defineProperty(window, 'scrollTo', { value: () => {}, configurable: true, writable: true })

polyfill(window, 'matchMedia', (query: string): MediaQueryList => {
  const list = {
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }
  // Older libraries still call the deprecated addListener/removeListener.
  return Object.assign(list, { addListener: () => {}, removeListener: () => {} })
})

// ---------------------------------------------------------------------------
// Unexpected network: a component test must not reach a server. The stub
// throws, and because code under test may swallow that error (a query's
// error state, a try/catch), the test also fails afterwards. A test that needs
// fetch replaces it (vi.stubGlobal('fetch', ...) or assignment); the stub is
// put back before every test.
// ---------------------------------------------------------------------------

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input
  if (input instanceof URL) return input.href
  return input.url
}

let unexpectedRequests: string[] = []

const unexpectedFetch: typeof fetch = (input) => {
  const url = requestUrl(input)
  unexpectedRequests.push(url)
  throw new Error('Unexpected network call in a component test: ' + url)
}

/** Returns and forgets the unexpected requests so far, for a test that expects them. */
export function takeUnexpectedRequests(): string[] {
  const taken = unexpectedRequests
  unexpectedRequests = []
  return taken
}

// ---------------------------------------------------------------------------
// console.error fails the test (React act() warnings, prop-type mistakes,
// Radix accessibility warnings...). A test that expects errors either calls
// allowConsoleError() or silences console.error itself with
// vi.spyOn(console, 'error').mockImplementation(...), which replaces this hook.
// ---------------------------------------------------------------------------

const originalConsoleError = console.error
let loggedErrors: unknown[][] = []
let consoleErrorsAllowed = false

/** Lets the current test log console.error without failing. */
export function allowConsoleError(): void {
  consoleErrorsAllowed = true
}

beforeEach(() => {
  globalThis.fetch = unexpectedFetch
  unexpectedRequests = []
  loggedErrors = []
  consoleErrorsAllowed = false
  console.error = (...args: unknown[]) => {
    loggedErrors.push(args)
    originalConsoleError(...args)
  }
})

afterEach(() => {
  cleanup()
  console.error = originalConsoleError
  if (unexpectedRequests.length > 0) {
    throw new Error('Unexpected network call in a component test: ' + unexpectedRequests.join(', '))
  }
  if (loggedErrors.length > 0 && !consoleErrorsAllowed) {
    const first = format(...(loggedErrors[0] ?? []))
    throw new Error(
      `console.error was called ${loggedErrors.length} time(s) during the test; first: ${first}`,
    )
  }
})
