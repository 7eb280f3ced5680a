import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Alert } from '~/components/Alert'
import { submitForm, useTextForm } from '~/components/form/form-kit-core'
import { showServerErrors } from '~/components/form/server-errors'
import { isApiStatus } from '~/lib/api-error'
import { hasFeature } from '~/lib/provider-features'
import { requestPasswordReset } from '../password-reset-api'
import { emailRequired } from '../schemas'
import { AuthError, authFields, AuthForm } from './AuthForm'
import { AuthLayout } from './AuthLayout'
import { NoPasswordReset } from './NoPasswordReset'
import * as styles from './AuthLayout.css'

const FORGOT_FALLBACK = "We couldn't send the reset link. Please try again."

/**
 * /forgot-password (lifecycle spec §6): asks for the e-mail and shows the provider's answer, the
 * same whether or not an account has it. Without the `password-reset` part the base spec's
 * undefined route stays: the visitor goes on to /dashboard (and, signed out, to /login).
 */
export function ForgotPasswordPage() {
  if (!hasFeature('password-reset')) return <NoPasswordReset />
  return <ForgotPasswordForm />
}

function ForgotPasswordForm() {
  const forgot = useMutation({ mutationFn: requestPasswordReset })
  const form = useTextForm({
    defaultValues: { email: '' },
    onSubmit: async ({ value, formApi }) => {
      await forgot.mutateAsync(value.email).catch((error: unknown) => {
        showServerErrors(formApi, error)
      })
    },
  })

  if (forgot.isSuccess) {
    return (
      <AuthLayout title="Check your e-mail">
        <Alert tone="positive">{forgot.data.detail}</Alert>
        <p>
          <Link className={styles.link} to="/login">
            Back to sign in
          </Link>
        </p>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter the e-mail address of your account. We will send you a link to choose a new password."
    >
      <AuthForm onSubmit={() => submitForm(form)}>
        <form.AppField name="email" validators={{ onSubmit: emailRequired }}>
          {(field) => <field.TextField {...authFields.email} />}
        </form.AppField>
        {/* A 422 is said at the field (showServerErrors). */}
        <AuthError
          error={isApiStatus(forgot.error, 422) ? null : forgot.error}
          fallback={FORGOT_FALLBACK}
        />
        <form.AppForm>
          <form.SubmitButton fullWidth>Send reset link</form.SubmitButton>
        </form.AppForm>
      </AuthForm>
      <p>
        Remembered it?{' '}
        <Link className={styles.link} to="/login">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  )
}
