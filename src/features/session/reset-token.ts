/**
 * The reset link's token (lifecycle spec §6), kept in this document's memory only: the route takes
 * it out of the URL before anything renders (replacing the history entry), so it is not in the
 * address bar, the history, a bookmark or a Referer of later requests, and it is never logged.
 */
let kept: string | null = null

/** /reset-password's guard keeps the token here and drops it from the URL. */
export function keepResetToken(token: string): void {
  kept = token
}

/** The token of the link this document was opened with, if any. */
export function resetToken(): string | null {
  return kept
}

/** Once spent (or refused for good): gone. */
export function forgetResetToken(): void {
  kept = null
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on the /login entry a successful reset ends on: the page says the password changed. */
    passwordChanged?: boolean
  }
}
