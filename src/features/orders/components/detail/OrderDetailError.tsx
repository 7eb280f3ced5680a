import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Alert } from '~/components/Alert'
import { Button, buttonClass } from '~/components/Button'
import { RetryableError } from '~/components/RetryableError'
import { isApiStatus } from '~/lib/api-error'
import { useSessionStatus } from '~/lib/session/use-session'
import { MissingOrderIdError, orderLoadErrorMessage } from '../../order-errors'
import * as styles from './OrderDetailError.css'

/**
 * The order detail route's error view (spec §8). An order that does not exist (404) or an address
 * without an id cannot be loaded by asking again: a heading with the spec's text, what to do, and a
 * way on (the orders list signed in, sign-in signed out) beside Go Back, no Try Again. Any other
 * failure keeps Try Again and Go Back.
 */
export function OrderDetailError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const signedIn = useSessionStatus() === 'signed-in'
  const title = orderLoadErrorMessage(error)
  const goBack = (
    <Button
      tone="secondary"
      onClick={() => {
        if (router.history.canGoBack()) router.history.back()
        else void router.navigate({ to: '/orders' })
      }}
    >
      Go Back
    </Button>
  )
  const missing = error instanceof MissingOrderIdError
  if (!missing && !isApiStatus(error, 404)) {
    return (
      <div className={styles.root}>
        <RetryableError title={title} extraActions={goBack} />
      </div>
    )
  }
  const where = signedIn ? 'find the order in your orders' : 'sign in to see your orders'
  return (
    <div className={styles.root}>
      <Alert tone="critical" as="div">
        <h1 className={styles.title}>{title}</h1>
        <p>
          {missing
            ? `This address has no order ID in it: ${where}.`
            : `No order has this ID. Check the link you followed, or ${where}.`}
        </p>
        <div className={styles.actions}>
          {signedIn ? (
            <Link to="/orders" className={buttonClass()}>
              Go to your orders
            </Link>
          ) : (
            <Link to="/login" className={buttonClass()}>
              Sign in
            </Link>
          )}
          {goBack}
        </div>
      </Alert>
    </div>
  )
}
