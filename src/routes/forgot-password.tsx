import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '~/features/session/components/ForgotPasswordPage'

/**
 * Lifecycle spec §6: the target of 'Forgot password?'. Without the provider's `password-reset`
 * part the page sends the visitor on as the base spec's undefined route did (to /dashboard). No
 * guard: the page tells nothing about an account, signed in or not (and the first page stays small).
 */
export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
})
