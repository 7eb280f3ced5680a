/**
 * Route chunks that do not arrive (base spec §9, 120 s): the router's default pending view
 * (src/routes/-components/RoutePending.tsx) offers a retry after CHUNK_LOAD_TIMEOUT_MS instead of
 * spinning forever, and a chunk that fails to load shows the same retry through the default error
 * view (ChunkLoadRetry.tsx). Try Again loads the page again (src/lib/chunk-timeout.ts says why).
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_LOAD_TIMEOUT_MS, isChunkLoadError } from '~/lib/chunk-timeout'
import {
  DefaultRouteError,
  PendingUntilTimeout,
  UnlessChunkFailed,
} from '~/routes/-components/ChunkAware'
import { RoutePending } from '~/routes/-components/RoutePending'
import { allowConsoleError } from '../../setup-dom'

const reload = vi.hoisted(() => vi.fn())
vi.mock('~/lib/chunk-timeout', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/lib/chunk-timeout')>()),
  reloadPage: reload,
}))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})

afterEach(() => {
  vi.useRealTimers()
  reload.mockReset()
  sessionStorage.clear()
})

/** A router as src/router.ts sets its defaults, with /page's component loaded by `importer`. */
function renderRouteWithChunk(importer: () => Promise<{ Page: () => React.ReactNode }>) {
  const root = createRootRoute({ component: Outlet })
  const page = createRoute({
    getParentRoute: () => root,
    path: '/page',
    pendingMs: 0,
    component: lazyRouteComponent(importer, 'Page'),
  })
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/page'] }),
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: DefaultRouteError,
  })
  render(<RouterProvider router={router} />)
}

// Long enough for the router to settle: it keeps a pending view it has shown for at least its
// pendingMinMs (500 ms by default).
const SETTLE_MS = 1_000

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

describe('a route chunk that never arrives', () => {
  it('spins for 120 s, then says the page is taking too long and offers Try Again, which reloads the page', async () => {
    renderRouteWithChunk(() => new Promise(() => {}))
    await advance(0)
    expect(screen.getByRole('status')).toHaveTextContent('Loading')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    await advance(CHUNK_LOAD_TIMEOUT_MS - 1)
    expect(screen.getByRole('status')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    await advance(1)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('This page is taking too long to load')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()

    vi.useRealTimers()
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('uses the 120 s of the spec', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
  })

  it('shows the page, not the retry, when the chunk arrives in time', async () => {
    let arrive = () => {}
    renderRouteWithChunk(
      () =>
        new Promise((resolve) => {
          arrive = () => resolve({ Page: () => <h1>The page</h1> })
        }),
    )
    await advance(CHUNK_LOAD_TIMEOUT_MS - 1_000)
    arrive()
    await advance(SETTLE_MS)
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument()
    await advance(CHUNK_LOAD_TIMEOUT_MS)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('a route chunk that fails to load (e.g. after a deploy)', () => {
  const failure = new TypeError(
    'Failed to fetch dynamically imported module: https://app.example/assets/dashboard-abc123.js',
  )

  it('shows the same retry at once, which reloads the page', async () => {
    allowConsoleError() // React reports the error its boundary caught
    // The router reloads once by itself on such an error; this is the load after that reload.
    sessionStorage.setItem(`tanstack_router_reload:${failure.message}`, '1')
    renderRouteWithChunk(() => Promise.reject(failure))
    await advance(SETTLE_MS)
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded')
    vi.useRealTimers()
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('tells a failed chunk from an error of the page itself, which keeps the route error view', async () => {
    allowConsoleError()
    expect(isChunkLoadError(failure)).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x'))).toBe(
      true,
    )
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Request failed'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)

    renderRouteWithChunk(() =>
      Promise.resolve({
        Page: (): React.ReactNode => {
          throw new Error('Order not found')
        },
      }),
    )
    await advance(SETTLE_MS)
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong')
    expect(screen.getByRole('alert')).toHaveTextContent('Order not found')
  })
})

describe("a route's own pending and error views (orders list, transactions)", () => {
  it('its pending view gives way to the retry after 120 s as well', async () => {
    render(
      <PendingUntilTimeout>
        <p role="status">Loading orders...</p>
      </PendingUntilTimeout>,
    )
    await advance(CHUNK_LOAD_TIMEOUT_MS - 1)
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...')
    await advance(1)
    expect(screen.getByRole('alert')).toHaveTextContent('This page is taking too long to load')
  })

  it('its error view stays for a page error, and a failed chunk gets the reload', () => {
    const { rerender } = render(
      <UnlessChunkFailed error={new Error('Escrow not found')}>
        <p role="alert">We couldn't load your orders.</p>
      </UnlessChunkFailed>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your orders.")
    rerender(
      <UnlessChunkFailed error={new TypeError('Importing a module script failed.')}>
        <p role="alert">We couldn't load your orders.</p>
      </UnlessChunkFailed>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded')
  })
})
