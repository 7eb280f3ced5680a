import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router'
import { AppShell } from '~/features/layout/components/AppShell'
import { NotificationsBell } from '~/features/notifications/components/NotificationsBell'
import { signOut } from '~/features/session/auth-api'
import { sessionQueries } from '~/features/session/queries'

/** Guard for the signed-in area (navigation only: the server authorizes every call). */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.session.whenSettled()
    if (session.status !== 'signedIn') {
      const hash = location.hash ? `#${location.hash}` : ''
      throw redirect({
        to: '/login',
        search: { redirect: `${location.pathname}${location.searchStr}${hash}` },
        replace: true,
      })
    }
  },
  pendingMs: 0,
  component: AuthedLayout,
})

/** The shell around every signed-in page; it shows while the profile loads instead of waiting for it. */
function AuthedLayout() {
  const { data: user } = useQuery(sessionQueries.profile())
  const navigate = useNavigate()
  const handleSignOut = () => {
    signOut()
    void navigate({ to: '/login', replace: true })
  }
  return (
    <AppShell user={user} onSignOut={handleSignOut} notifications={<NotificationsBell />}>
      <Outlet />
    </AppShell>
  )
}
