import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { AppShell } from '~/features/layout/components/AppShell'
import { NotificationsBell } from '~/features/notifications/components/NotificationsBell'
import { signOut } from '~/features/session/auth-api'
import { sessionQueries } from '~/features/session/queries'
import { useSession } from '~/features/session/use-session'

/**
 * The app shell for the current session: signed in, the user menu, the bell and Sign out (then
 * `afterSignOut`); signed out, the plain header. The profile loads in the background: the shell
 * never waits for it.
 */
export function SessionShell({
  children,
  afterSignOut,
}: {
  children: ReactNode
  afterSignOut?: () => void
}) {
  const { status } = useSession()
  const signedIn = status === 'signedIn'
  const { data: user } = useQuery({ ...sessionQueries.profile(), enabled: signedIn })
  return (
    <AppShell
      user={signedIn ? user : null}
      onSignOut={
        signedIn
          ? () => {
              signOut()
              afterSignOut?.()
            }
          : undefined
      }
      notifications={signedIn ? <NotificationsBell /> : undefined}
    >
      {children}
    </AppShell>
  )
}
