/**
 * The order page as a route (wired like src/routes/_shell/orders.$id.tsx: the loader asks for the
 * order through the real http.ts and error mapping, a failure goes to OrderDetailError): its error
 * views (an unknown order or an empty id: a heading, a way on and Go Back, no retry; a server
 * failure or a malformed answer: Try Again and Go Back), and the page following an accept or
 * decline (the order is asked for again).
 */
import { QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '~/contract/escrow'
import { OrderDetail } from '~/features/orders/components/detail/OrderDetail'
import { OrderDetailError } from '~/features/orders/components/detail/OrderDetailError'
import { requireOrderId } from '~/features/orders/order-errors'
import { orderQueries } from '~/features/orders/queries'
import { logCaughtError } from '~/lib/caught-errors'
import { PaymentContext, type PaymentAdapter } from '~/lib/payment-port'
import { anOrder } from '../../support/order-data'
import { session } from '~/lib/session/session'
import { fakeTokens } from '../../support/fake-api'
import { appQueryClient, fakePayments } from '../../support/render'

interface Answer {
  status: number
  /** Sent as JSON. */
  body?: unknown
  /** Sent as is (e.g. a cut-off JSON body). */
  raw?: string
}

/** The provider API: each GET of `/escrow/ESC-1001` takes the next answer (the last one repeats). */
function fakeOrderApi(orderAnswers: Answer[], others: Record<string, Answer> = {}) {
  const calls: string[] = []
  let served = 0
  globalThis.fetch = vi.fn<typeof fetch>((input) => {
    const request = new Request(input)
    const path = new URL(request.url).pathname.replace(/^\/api\/v1/, '')
    const key = `${request.method} ${path}`
    calls.push(key)
    let answer: Answer | undefined = others[key]
    if (key === 'GET /escrow/ESC-1001') {
      answer = orderAnswers[Math.min(served, orderAnswers.length - 1)]
      served += 1
    }
    if (!answer) throw new Error(`no answer for ${key}`)
    const text = answer.raw ?? JSON.stringify(answer.body)
    return Promise.resolve(
      new Response(text, {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    )
  })
  return calls
}

/** /orders (a stand-in list) and /orders/$id wired like the app's route. */
async function renderOrderRoute(
  entries: string[],
  { payments = fakePayments() }: { payments?: PaymentAdapter } = {},
) {
  const queryClient = appQueryClient()
  const rootRoute = createRootRoute({ component: Outlet })
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/orders',
    component: () => <h1>Orders list</h1>,
  })
  const detailRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/orders/$id',
    loader: ({ params }) =>
      queryClient.query({
        ...orderQueries.detail(requireOrderId(params.id), 'signed-in'),
        staleTime: 'static',
      }),
    errorComponent: OrderDetailError,
    component: function DetailRoute() {
      const { id } = detailRoute.useParams()
      const { data } = useSuspenseQuery(orderQueries.detail(requireOrderId(id), 'signed-in'))
      return <OrderDetail order={data} signedIn />
    },
  })
  const history = createMemoryHistory({ initialEntries: [entries[0] ?? '/'] })
  const router = createRouter({
    routeTree: rootRoute.addChildren([listRoute, detailRoute]),
    history,
  })
  await router.load()
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={queryClient}>
      <PaymentContext.Provider value={payments}>
        <RouterProvider router={router} />
      </PaymentContext.Provider>
    </QueryClientProvider>,
    // As src/main.tsx: a failed API call is on screen, not logged again by the boundary.
    { onCaughtError: logCaughtError },
  )
  // Later entries are pushed as a user's navigation would, so Go Back has somewhere to go.
  for (const entry of entries.slice(1)) {
    await act(() => router.navigate({ to: entry }))
  }
  return { user, router }
}

const ok = (order: Partial<Order> = {}): Answer => ({ status: 200, body: anOrder(order) })
const orderHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Order #ESC-1001' }, { timeout: 3000 })

afterEach(() => {
  vi.restoreAllMocks()
  // Signed out again without telling the server (no tokens left to send).
  localStorage.clear()
  session.signOut()
})

describe('the order route', () => {
  it('says "Escrow not found" as a heading for an unknown order, offers the orders list, no retry, and Go Back returns to the list it came from', async () => {
    session.setTokens(fakeTokens())
    fakeOrderApi([{ status: 404, body: { detail: 'Escrow not found' } }])
    const { user, router } = await renderOrderRoute([
      '/orders?status=completed',
      '/orders/ESC-1001',
    ])

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { level: 1, name: 'Escrow not found' })).toBeVisible()
    expect(alert).toHaveTextContent(
      'No order has this ID. Check the link you followed, or find the order in your orders.',
    )
    // Asking again cannot make a missing order appear.
    expect(within(alert).queryByRole('button', { name: /try again/i })).not.toBeInTheDocument()
    expect(within(alert).getByRole('link', { name: 'Go to your orders' })).toHaveAttribute(
      'href',
      '/orders',
    )
    await user.click(within(alert).getByRole('button', { name: 'Go Back' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders list' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/orders')
    expect(router.state.location.searchStr).toBe('?status=completed')
  })

  it('offers sign-in to a signed-out viewer of an unknown order, and Go Back falls back to the orders list', async () => {
    fakeOrderApi([{ status: 404, body: { detail: 'Escrow not found' } }])
    const { user, router } = await renderOrderRoute(['/orders/ESC-1001'])

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { level: 1, name: 'Escrow not found' })).toBeVisible()
    expect(alert).toHaveTextContent(
      'No order has this ID. Check the link you followed, or sign in to see your orders.',
    )
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
    expect(within(alert).queryByRole('link', { name: 'Go to your orders' })).not.toBeInTheDocument()
    expect(within(alert).queryByRole('button', { name: /try again/i })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Go Back' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders list' })).toBeVisible()
    expect(router.state.location.href).toBe('/orders')
  })

  it("shows a server failure's detail, and Try Again loads the order", async () => {
    const calls = fakeOrderApi([
      { status: 503, body: { detail: 'The escrow service is resting' } },
      ok(),
    ])
    const { user } = await renderOrderRoute(['/orders/ESC-1001'])

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The escrow service is resting')
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }))
    expect(await orderHeading()).toBeVisible()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(calls.filter((call) => call === 'GET /escrow/ESC-1001')).toHaveLength(2)
  })

  it('shows a malformed answer (cut-off JSON, then the wrong shape) as an error view, not a crash', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fakeOrderApi([
      { status: 200, raw: '{"public_id": "' },
      { status: 200, body: { public_id: 'ESC-1001', status: 'active' } },
      ok(),
    ])
    const { user } = await renderOrderRoute(['/orders/ESC-1001'])

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load order details')
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load order details'),
    )
    // Still the error view after the second answer: wait until its request has been made.
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(2))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load order details')
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await orderHeading()).toBeVisible()
    // The body that fails its schema is logged with its path, to diagnose the provider.
    expect(logged).toHaveBeenCalledOnce()
    expect(logged).toHaveBeenCalledWith(
      'Unexpected response shape',
      'escrow/ESC-1001',
      expect.anything(),
    )
  })

  it('says "No order ID provided" for an empty id, without asking the server', async () => {
    // Not an API error, so the boundary logs it (logCaughtError), as in the app.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // No fetch stub: any request would fail the test (tests/setup-dom.ts).
    await renderOrderRoute(['/orders/%20'])
    const alert = await screen.findByRole('alert')
    expect(
      within(alert).getByRole('heading', { level: 1, name: 'No order ID provided' }),
    ).toBeVisible()
    expect(within(alert).getByRole('button', { name: 'Go Back' })).toBeVisible()
    expect(within(alert).queryByRole('button', { name: /try again/i })).not.toBeInTheDocument()
  })

  it('asks for the order again after a decline and shows it cancelled', async () => {
    const calls = fakeOrderApi([ok(), ok({ status: 'cancelled' })], {
      'GET /escrow/ESC-1001/cancel': { status: 200, body: { message: 'Order declined' } },
    })
    const { user } = await renderOrderRoute(['/orders/ESC-1001'])
    await orderHeading()

    await user.click(screen.getByRole('button', { name: 'Decline' }))
    const progress = screen.getByRole('list', { name: 'Order progress' })
    await waitFor(() =>
      expect(within(progress).getByText('Order cancelled').closest('li')).toHaveAttribute(
        'aria-current',
        'step',
      ),
    )
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(calls).toEqual([
      'GET /escrow/ESC-1001',
      'GET /escrow/ESC-1001/cancel',
      'GET /escrow/ESC-1001',
    ])
  })

  it('asks for the order again after a cancelled payment, which changes nothing on the page', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const calls = fakeOrderApi([ok()], {
      'GET /escrow/ESC-1001/accept': { status: 200, body: { access_code: 'code-123' } },
    })
    const payments: PaymentAdapter = {
      resume: vi.fn(() => Promise.resolve({ status: 'cancelled' as const })),
    }
    const { user } = await renderOrderRoute(['/orders/ESC-1001'], { payments })
    await orderHeading()

    await user.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(calls).toEqual([
        'GET /escrow/ESC-1001',
        'GET /escrow/ESC-1001/accept',
        'GET /escrow/ESC-1001',
      ]),
    )
    expect(payments.resume).toHaveBeenCalledWith('code-123')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
