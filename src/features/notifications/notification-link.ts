import { DEFAULT_AFTER_SIGN_IN, safeReturnPath } from '~/lib/safe-redirect'

/**
 * The app path a server notification opens (lifecycle spec §5: `/orders/ESC-…`, `/disputes?…`), or
 * null when it has none or its link would leave the app: another origin, `//host`, `javascript:`,
 * control characters (the rules of safeReturnPath). A hostile link is never followed; the
 * notification is only marked read.
 */
export function notificationTarget(link: string | undefined): string | null {
  if (link === undefined || link === '') return null
  const path = safeReturnPath(link)
  // safeReturnPath falls back to /dashboard for what it refuses: only a link to it may go there.
  if (path === DEFAULT_AFTER_SIGN_IN && !link.startsWith(DEFAULT_AFTER_SIGN_IN)) return null
  return path
}
