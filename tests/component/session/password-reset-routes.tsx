import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { logCaughtError } from '~/lib/caught-errors'
import { session as tokenStore } from '~/lib/session/session'
import { RouteError } from '~/routes/-components/RouteError'
import { RoutePending } from '~/routes/-components/RoutePending'
import { routeTree } from '../../../routes.gen'
import { appQueryClient } from '../../support/render'

/**
 * The app's own routes (the generated tree, the real router context) at `path`, signed out (a
 * settled start-up without stored tokens), as the password-reset tests need them: the route's
 * guard, its lazy page and the way on to /login. `settledAt`: the path a redirecting page ends on.
 */
export async function renderRoutesAt(path: string, { settledAt }: { settledAt?: string } = {}) {
  await tokenStore.initialize(() => Promise.reject(new Error('no stored session')))
  const queryClient = appQueryClient()
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createRouter({
    routeTree,
    context: { queryClient, session: tokenStore },
    history,
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
  })
  await router.load()
  const user = userEvent.setup()
  const draw = () =>
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
      { onCaughtError: logCaughtError },
    )
  // Inside an async act: a page that redirects at once (the part off) navigates while it renders.
  let view: ReturnType<typeof draw> | undefined
  // eslint-disable-next-line @typescript-eslint/require-await -- an async act flushes what follows
  await act(async () => {
    view = draw()
  })
  if (view === undefined) throw new Error('not rendered')
  // A page that sends the visitor on: its redirects and the next page's lazy load run inside act
  // (polled in short act scopes, so no update lands outside one).
  for (let tries = 0; settledAt !== undefined && tries < 250; tries += 1) {
    const drawn =
      router.state.location.pathname === settledAt &&
      router.state.status === 'idle' &&
      document.querySelector('h1') !== null
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    if (drawn) break
  }
  return { ...view, user, router, history }
}
