import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Alert } from '~/components/Alert'
import { submitForm, useTextForm } from '~/components/form/form-kit-core'
import { showServerErrors } from '~/components/form/server-errors'
import { RESET_LINK_INVALID_DETAIL } from '~/contract/password-reset'
import { ApiError, isApiStatus } from '~/lib/api-error'
import { passwordOnce, type PasswordOnce } from '~/lib/password-once'
import { hasFeature } from '~/lib/provider-features'
import { useSessionActions, useSessionStatus } from '~/lib/session/use-session'
import { resetPassword } from '../password-reset-api'
import { forgetResetToken, resetToken } from '../reset-token'
import { newPassword, confirmsPassword } from '../schemas'
import { AuthError, authFields, AuthForm } from './AuthForm'
import { AuthLayout } from './AuthLayout'
import { NoPasswordReset } from './NoPasswordReset'
import * as styles from './AuthLayout.css'

const RESET_FALLBACK = "We couldn't change your password. Please try again."

/** The provider refused the link itself (unknown, used or expired): a new one is needed. */
function isDeadLink(error: Error | null): boolean {
  // Two 400s share the status (§6): the link's is told apart by the contract's own text.
  return (
    error instanceof ApiError && error.status === 400 && error.detail === RESET_LINK_INVALID_DETAIL
  )
}

/**
 * /reset-password (lifecycle spec §6): the new password twice, with the base spec's rules. On
 * success every session of the user has ended on the server: this browser signs out too (every tab
 * follows through storage; other devices on their next call) and the page ends on /login with
 * 'Password changed. Sign in with your new password.'. Without the `password-reset` part the base
 * spec's undefined route stays (on to /dashboard).
 */
export function ResetPasswordPage() {
  if (!hasFeature('password-reset')) return <NoPasswordReset />
  return <ResetPasswordForm />
}

function ResetPasswordForm() {
  // Read once: the route has already taken it out of the URL.
  const [token] = useState(resetToken)
  const navigate = useNavigate()
  const status = useSessionStatus()
  const { signOut } = useSessionActions()
  const reset = useMutation({
    // Read once, before the call: the mutation cache keeps these variables, not the passwords.
    mutationFn: ({ password, password2 }: { password: PasswordOnce; password2: PasswordOnce }) =>
      resetPassword({ token: token ?? '', password: password(), password2: password2() }),
    onSuccess: () => {
      forgetResetToken()
      if (status !== 'signed-out') signOut()
      void navigate({ to: '/login', replace: true, state: { passwordChanged: true } })
    },
    onError: (error) => {
      if (isDeadLink(error)) forgetResetToken()
    },
  })
  const form = useTextForm({
    defaultValues: { password: '', password2: '' },
    onSubmit: async ({ value, formApi }) => {
      const variables = {
        password: passwordOnce(value.password),
        password2: passwordOnce(value.password2),
      }
      await reset.mutateAsync(variables).catch((error: unknown) => {
        showServerErrors(formApi, error)
      })
    },
  })

  if (token === null || isDeadLink(reset.error)) {
    return (
      <AuthLayout title="Choose a new password">
        <Alert tone="critical">{RESET_LINK_INVALID_DETAIL}</Alert>
        <p>
          <Link className={styles.link} to="/forgot-password">
            Send a new reset link
          </Link>
        </p>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title="Choose a new password" subtitle="Enter your new password twice.">
      <AuthForm onSubmit={() => submitForm(form)}>
        <form.AppField name="password" validators={{ onSubmit: newPassword }}>
          {(field) => <field.TextField {...authFields.newPassword} label="New password" />}
        </form.AppField>
        <form.AppField name="password2" validators={{ onSubmit: confirmsPassword }}>
          {(field) => <field.TextField {...authFields.confirmPassword} />}
        </form.AppField>
        {/* A 422 is said at its field (showServerErrors). */}
        <AuthError
          error={isApiStatus(reset.error, 422) ? null : reset.error}
          fallback={RESET_FALLBACK}
        />
        <form.AppForm>
          <form.SubmitButton fullWidth disabled={reset.isSuccess}>
            Change password
          </form.SubmitButton>
        </form.AppForm>
      </AuthForm>
    </AuthLayout>
  )
}
