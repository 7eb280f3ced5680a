import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { useSessionActions, useSessionRestorePending } from '~/lib/session/use-session'

/**
 * On the sign-in page when start-up could not reach the provider: the stored session is not lost,
 * the app keeps trying by itself, and Try again asks now (spec §8 treats the user as signed out).
 */
export function SessionRestoreNotice() {
  const { retryStartupNow } = useSessionActions()
  if (!useSessionRestorePending()) return null
  return (
    <Alert tone="caution" as="div">
      <p>
        We couldn't reach the server to restore your session. We'll keep trying, or you can try
        again now.
      </p>
      <div>
        <Button size="sm" tone="secondary" onClick={retryStartupNow}>
          Try again
        </Button>
      </div>
    </Alert>
  )
}
