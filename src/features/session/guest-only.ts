import { redirect } from '@tanstack/react-router'
import { safeReturnPath } from '~/lib/safe-redirect'
import type { TokenStore } from '~/lib/session/token-store'

/**
 * `beforeLoad` of the pages for signed-out visitors (sign-in, registration): once the session has
 * settled, a signed-in visitor goes on to the return path instead.
 */
export async function sendSignedInVisitorOn({
  context,
  search,
}: {
  context: { session: TokenStore }
  search: { redirect?: string | undefined }
}): Promise<void> {
  const session = await context.session.whenSettled()
  if (session.status === 'signedIn') {
    throw redirect({ href: safeReturnPath(search.redirect), replace: true })
  }
}
