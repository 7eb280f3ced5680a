import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routes.gen'
import { session } from '~/lib/session/session'
import { DefaultRouteError } from '~/routes/-components/ChunkAware'
import { RoutePending } from '~/routes/-components/RoutePending'

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient, session: session },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router must not cache loader results on top of it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: DefaultRouteError,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
