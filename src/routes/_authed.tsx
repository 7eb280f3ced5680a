import { noop } from '@tanstack/react-query'
import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router'
import { KeyboardShortcuts } from '~/features/shortcuts/components/KeyboardShortcuts'
import { loadProfile } from '~/lib/session/profile'
import { useSessionStatus } from '~/lib/session/use-session'
import type { SessionSnapshot } from '~/lib/session/token-store'
import { SessionShell } from './-components/SessionShell'

/** Guard for the signed-in area (navigation only: the server authorizes every call). */
export const Route = createFileRoute('/_authed')({
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
  component: AuthedLayout,
})

/**
 * The shell around every signed-in page; it shows while the profile loads instead of waiting for it.
 * The page itself renders only while the session is signed in: the moment it ends (here or in
 * another tab) the protected content unmounts in the same render, before the guard redirects.
 */
function AuthedLayout() {
  const navigate = useNavigate()
  const status = useSessionStatus()
  const signedIn = status === 'signed-in'
  return (
    <SessionShell afterSignOut={() => void navigate({ to: '/login', replace: true })}>
      {signedIn ? <Outlet /> : null}
      {signedIn ? <KeyboardShortcuts /> : null}
    </SessionShell>
  )
}
