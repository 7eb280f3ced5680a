import { createFileRoute, redirect } from '@tanstack/react-router'
import { ResetPasswordPage } from '~/features/session/components/ResetPasswordPage'
import { keepResetToken } from '~/features/session/reset-token'

/**
 * Lifecycle spec §6: the e-mailed link `/reset-password?token=…`. The token is taken out of the URL
 * before anything renders (kept in memory, the history entry replaced); the page asks for the new
 * password twice.
 */
export const Route = createFileRoute('/reset-password')({
  // Only a text token is taken (anything else is dropped); a plain function keeps the first page small.
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  beforeLoad: ({ search }) => {
    if (search.token === undefined) return
    keepResetToken(search.token)
    throw redirect({ to: '/reset-password', search: {}, replace: true })
  },
  component: ResetPasswordPage,
})
