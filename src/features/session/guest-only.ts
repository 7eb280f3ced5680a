import { redirect } from '@tanstack/react-router'
import { safeReturnPath } from '~/lib/safe-redirect'
import type { TokenStore } from '~/lib/session/token-store'

/**
 * `beforeLoad` of the pages for signed-out visitors (sign-in, registration): a signed-in visitor
 * goes on to the return path instead. They never wait for start-up (a hung profile check must not
 * keep the sign-in form away): while it runs the form shows, and once it signs in, followSession
 * re-runs this guard.
 */
export function sendSignedInVisitorOn({
  context,
  search,
}: {
  context: { session: TokenStore }
  search: { redirect?: string | undefined }
}): void {
  if (context.session.getSnapshot().status === 'signed-in') {
    throw redirect({ href: safeReturnPath(search.redirect), replace: true })
  }
}
