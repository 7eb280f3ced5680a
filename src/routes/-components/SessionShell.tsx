import { useRef, type ReactNode } from 'react'
import { AppShell } from '~/features/layout/components/AppShell'
import { SignOutDialog } from '~/features/layout/components/SignOutDialog'
import { NotificationsBell } from '~/features/notifications/components/NotificationsBell'
import { useProfileQuery, userKeyOf } from '~/lib/session/profile'
import { useSession } from '~/lib/session/use-session'
import { useExplicitSignOut } from './use-explicit-sign-out'

/**
 * The app shell for the current session: signed in, the user menu, the bell and Sign out (then
 * `afterSignOut`); signed out, the plain header; while a stored session is checked, the signed-in
 * frame. The profile loads in the background (started by the signed-in layout's loader, or here):
 * the shell never waits for it. Sign out first asks about an unfinished order kept on this device
 * (see useExplicitSignOut).
 */
export function SessionShell({
  children,
  afterSignOut,
}: {
  children: ReactNode
  afterSignOut?: () => void
}) {
  const { status, accessToken } = useSession()
  const signedIn = status === 'signed-in'
  // While start-up checks a stored session, the frame is the signed-in one it will most likely
  // settle into (sidebar, header controls), so the page does not jump sideways when it does.
  const framedSignedIn = signedIn || (status === 'loading' && accessToken !== null)
  const { data: user } = useProfileQuery({ enabled: signedIn })
  const signOut = useExplicitSignOut(user ? userKeyOf(user) : null, afterSignOut)
  const accountRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <AppShell
        user={framedSignedIn ? user : null}
        onSignOut={signedIn ? signOut.start : undefined}
        accountRef={accountRef}
        notifications={framedSignedIn ? <NotificationsBell /> : undefined}
      >
        {children}
      </AppShell>
      {/* Opened from a menu item, which is gone by then: Cancel gives the focus to the menu button. */}
      <SignOutDialog
        open={signedIn && signOut.dialog !== null}
        forgetting={signOut.dialog === 'forgetting'}
        onKeep={signOut.keep}
        onForget={signOut.forget}
        onCancel={signOut.cancel}
        returnFocusTo={accountRef}
      />
    </>
  )
}
