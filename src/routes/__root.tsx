import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { TokenStore } from '~/lib/session/token-store'

/** What every route's loader and guard receive (declared here, beside the root, to keep types acyclic). */
export interface RouterContext {
  queryClient: QueryClient
  session: TokenStore
}

// The payment provider lives in the _shell layout (the pages that pay): /login and /register
// load none of it.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
})
