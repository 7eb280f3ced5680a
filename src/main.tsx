import { markStarted } from './startup-guard'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '~styles/global.css'
import { cachedUserKey, followSession } from '~/lib/session/follow-session'
import { sessionQueries } from '~/lib/session/profile'
import { session } from '~/lib/session/session'
import { logCaughtError } from '~/lib/caught-errors'
import { createCrossTab, followInvalidations } from '~/lib/cross-tab'
import { createQueryClient } from '~/lib/query-client'
import { createAppRouter } from '~/router'

// The bus reads the user lazily from the cache of the client it is handed to.
const crossTab = createCrossTab({ currentUser: () => cachedUserKey(queryClient) })
const queryClient = createQueryClient({ crossTab })
const router = createAppRouter(queryClient)

followInvalidations(crossTab, queryClient)
followSession(session, queryClient, router, { events: window })
// Tested inline, not through ~/lib/config: the bundler drops the chunk only when the condition is a
// literal in this module (a production build must not ship the sandbox hooks).
if (import.meta.env.VITE_SANDBOX !== 'false')
  void import('~/lib/sandbox-hooks').then(({ installSandboxHooks }) => installSandboxHooks())
void session.initialize(() => queryClient.query({ ...sessionQueries.profile(), retry: false }))

const container = document.getElementById('root')
if (!container) throw new Error('index.html lacks #root')

createRoot(container, { onCaughtError: logCaughtError }).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
markStarted()
