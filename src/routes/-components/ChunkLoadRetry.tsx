import { Button } from '~/components/Button'
import { ErrorState } from '~/components/ErrorState'
import { reloadPage } from '~/lib/chunk-timeout'

export interface ChunkLoadRetryProps {
  /** 'slow': the page's code has not arrived in time; 'failed': it could not be loaded. */
  reason: 'slow' | 'failed'
}

/** A page whose code did not arrive: Try Again loads the URL again (src/lib/chunk-timeout.ts says why). */
export function ChunkLoadRetry({ reason }: ChunkLoadRetryProps) {
  return (
    <ErrorState
      title={
        reason === 'slow' ? 'This page is taking too long to load' : 'This page could not be loaded'
      }
      message={
        reason === 'slow'
          ? 'Check your connection, then try again.'
          : 'The connection may have dropped, or a newer version of the app is out. Try again to load it.'
      }
      actions={<Button onClick={reloadPage}>Try Again</Button>}
    />
  )
}
