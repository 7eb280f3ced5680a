import { ErrorState } from '~/components/ErrorState'

/**
 * For a page that keeps the user's data in this browser (drafts, disputes) when the profile has
 * neither an id nor an e-mail (`userKeyOf` is null): nothing can be stored apart from other
 * people's data, so the page says so instead of storing it under a key someone else may share.
 */
export function NoUserKey({ title }: { title: string }) {
  return (
    <ErrorState
      title={title}
      message="Your profile has neither an account id nor an e-mail address, so this browser cannot keep your data apart from other people's. Contact support to complete your profile."
    />
  )
}
