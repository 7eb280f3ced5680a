import { RetryableError } from '~/components/RetryableError'

/**
 * The errorComponent of a page that needs the profile (whose draft, whose disputes) when it cannot
 * be loaded: Try Again runs the loaders again. `message` says what trying again leads to.
 */
export function ProfileLoadError({ message }: { message: string }) {
  return <RetryableError title="Your profile could not be loaded" message={message} />
}
