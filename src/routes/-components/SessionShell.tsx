import type { ReactNode } from 'react'
import { AppShell } from '~/features/layout/components/AppShell'
import { NotificationsBell } from '~/features/notifications/components/NotificationsBell'
import { useProfileQuery } from '~/lib/session/profile'
import { useSession, useSessionActions } from '~/lib/session/use-session'

/**
 * The app shell for the current session: signed in, the user menu, the bell and Sign out (then
 * `afterSignOut`); signed out, the plain header; while a stored session is checked, the signed-in
 * frame. The profile loads in the background (started by the signed-in layout's loader, or here):
 * the shell never waits for it.
 */
export function SessionShell({
  children,
  afterSignOut,
}: {
  children: ReactNode
  afterSignOut?: () => void
}) {
  const { status, accessToken } = useSession()
  const { signOut } = useSessionActions()
  const signedIn = status === 'signedIn'
  // While start-up checks a stored session, the frame is the signed-in one it will most likely
  // settle into (sidebar, header controls), so the page does not jump sideways when it does.
  const framedSignedIn = signedIn || (status === 'loading' && accessToken !== null)
  const { data: user } = useProfileQuery({ enabled: signedIn })
  return (
    <AppShell
      user={framedSignedIn ? user : null}
      onSignOut={
        signedIn
          ? () => {
              signOut()
              afterSignOut?.()
            }
          : undefined
      }
      notifications={framedSignedIn ? <NotificationsBell /> : undefined}
    >
      {children}
    </AppShell>
  )
}
