import { noop } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { loadProfile } from '~/lib/session/profile'
import type { SessionSnapshot } from '~/lib/session/token-store'

/**
 * Guard for the signed-in area (navigation only: the server authorizes every call). It has no
 * component: the _shell layout draws the frame and unmounts its pages when the session ends.
 */
export const Route = createFileRoute('/_shell/_authed')({
  beforeLoad: ({ context, location }) => {
    const guard = (session: SessionSnapshot) => {
      if (session.status === 'signed-in') return
      const hash = location.hash ? `#${location.hash}` : ''
      throw redirect({
        to: '/login',
        search: { redirect: `${location.pathname}${location.searchStr}${hash}` },
        replace: true,
      })
    }
    // Settled already (every navigation but the first): decide synchronously, so Back after a
    // sign-out elsewhere redirects before anything of the protected page can render.
    const current = context.session.getSnapshot()
    if (current.status === 'loading') return context.session.whenSettled().then(guard)
    guard(current)
    return undefined
  },
  // The one place the signed-in area loads the profile (cached after start-up or sign-in: usually
  // no request). Started, not awaited: the shell and pages that can do without it never wait; a
  // page that needs it reads useProfile() and suspends, a failure is each page's to show (its
  // errorComponent, or its own view through useProfileQuery()).
  loader: ({ context }) => {
    void loadProfile(context.queryClient).catch(noop)
  },
  pendingMs: 0,
})
