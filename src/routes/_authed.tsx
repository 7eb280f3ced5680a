import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router'
import { SessionShell } from './-components/SessionShell'

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
  const navigate = useNavigate()
  return (
    <SessionShell afterSignOut={() => void navigate({ to: '/login', replace: true })}>
      <Outlet />
    </SessionShell>
  )
}
