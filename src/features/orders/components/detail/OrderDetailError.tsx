import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Button } from '~/components/Button'
import { orderLoadErrorMessage } from '../../order-errors'
import * as styles from './OrderDetailError.css'
import { RetryableError } from '~/components/RetryableError'

/** The order detail route's error view (spec §8) with Try Again and Go Back. */
export function OrderDetailError({ error }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <div className={styles.root}>
      <RetryableError
        title={orderLoadErrorMessage(error)}
        extraActions={
          <Button
            tone="secondary"
            onClick={() => {
              if (router.history.canGoBack()) router.history.back()
              else void router.navigate({ to: '/orders' })
            }}
          >
            Go Back
          </Button>
        }
      />
    </div>
  )
}
