import { createFileRoute, Outlet, useMatch, useNavigate } from '@tanstack/react-router'
import { PaymentProvider } from '~/features/payments/PaymentProvider'
import { KeyboardShortcuts } from '~/features/shortcuts/components/KeyboardShortcuts'
import { WalletDialogsProvider } from '~/features/wallet/components/WalletDialogsProvider'
import { useSessionStatus } from '~/lib/session/use-session'
import { SessionShell } from './-components/SessionShell'

/**
 * The app shell (SessionShell) around every page that has one: the signed-in area (_shell/_authed,
 * behind the guard) and the order page (_shell/orders.$id, outside it so an invite link works
 * signed out). A page, its pending view and its error view render in this one frame, which stays
 * while the user moves between pages. /login and /register are outside it. The payment provider
 * is here too, around the shell: only these pages pay, so the first visit of /login loads none of it;
 * so are the wallet's dialogs (Fund wallet, Withdraw), offered to the header and the dashboard.
 */
export const Route = createFileRoute('/_shell')({
  // Its pending view shows at once while start-up checks a stored session (the signed-in guard
  // below waits for it): a nested route's pending view cannot show before this layout renders.
  pendingMs: 0,
  component: ShellLayout,
})

function ShellLayout() {
  const navigate = useNavigate()
  const status = useSessionStatus()
  const inSignedInArea =
    useMatch({ from: '/_shell/_authed', shouldThrow: false, select: () => true }) === true
  // In the signed-in area (its route is only the guard, so this lives here: one chunk less on every
  // first visit): the moment the session ends (here or in another tab) the protected page unmounts
  // in the same render, before the guard redirects (while start-up checks the session, the guard
  // holds the page back and its pending view shows); Sign out goes to /login; the keyboard
  // shortcuts work. On the order page Sign out stays on the order, which shows its signed-out view.
  const sessionEnded = inSignedInArea && status === 'signed-out'
  return (
    <PaymentProvider>
      <WalletDialogsProvider>
        <SessionShell
          afterSignOut={
            inSignedInArea ? () => void navigate({ to: '/login', replace: true }) : undefined
          }
        >
          {sessionEnded ? null : <Outlet />}
          {inSignedInArea && status === 'signed-in' ? <KeyboardShortcuts /> : null}
        </SessionShell>
      </WalletDialogsProvider>
    </PaymentProvider>
  )
}
