import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { TextField } from '~/components/TextField'
import { requestLogin } from '~/lib/session/auth-api'
import { startSession } from '~/lib/session/start-session'
import { useSignInForm, type SignInCredentials } from '../sign-in-form'
import { AuthError, authFields, AuthForm } from './AuthForm'
import { AuthLayout } from './AuthLayout'
import { SessionRestoreNotice } from './SessionRestoreNotice'
import * as styles from './AuthLayout.css'
import { useRedirectAfterSuccess } from './use-redirect-after'

const LOGIN_FALLBACK = "We couldn't sign you in. Please check your details and try again."

// Sandbox builds only: a build for the real provider drops this chunk entirely (the condition is
// tested inline: through an imported constant the bundler would keep the chunk).
const DemoAccounts =
  import.meta.env.VITE_SANDBOX !== 'false' ? lazy(() => import('./DemoAccounts')) : null

export function LoginPage({
  returnTo,
  rawReturnTo,
}: {
  returnTo: string
  rawReturnTo: string | undefined
}) {
  const queryClient = useQueryClient()
  const login = useMutation({
    // The password is read once, before the call: the cache keeps these variables, not it.
    mutationFn: async ({ email, password }: SignInCredentials) => {
      const credentials = { email, password: password() }
      return startSession(queryClient, await requestLogin(credentials), 'login')
    },
  })
  const form = useSignInForm(async (credentials) => {
    await login.mutateAsync(credentials).catch(() => undefined)
  })
  useRedirectAfterSuccess(login.isSuccess, returnTo)
  // Lifecycle spec §6: a password reset ends here (history state set by /reset-password).
  const passwordChanged = useLocation({ select: (location) => location.state.passwordChanged })

  return (
    <AuthLayout title="Sign in" subtitle="Welcome back. Sign in to manage your escrow orders.">
      <SessionRestoreNotice />
      {passwordChanged === true && !login.isSuccess ? (
        <Alert tone="positive">Password changed. Sign in with your new password.</Alert>
      ) : null}
      <AuthForm onSubmit={form.submit}>
        <TextField {...authFields.email} {...form.fieldProps('email')} />
        <TextField {...authFields.currentPassword} {...form.fieldProps('password')} />
        <div className={styles.row}>
          {/* Lifecycle spec §6: the page when the provider resets passwords; without it the route
              sends the visitor on as the base spec's undefined route did. */}
          <Link className={styles.link} to="/forgot-password">
            Forgot password?
          </Link>
        </div>
        <AuthError error={login.error} fallback={LOGIN_FALLBACK} />
        {login.isSuccess ? <Alert tone="positive">Welcome back!</Alert> : null}
        <Button type="submit" fullWidth loading={form.submitting} disabled={login.isSuccess}>
          Sign in
        </Button>
      </AuthForm>
      <p>
        New here?{' '}
        <Link className={styles.link} to="/register" search={{ redirect: rawReturnTo }}>
          Create an account
        </Link>
      </p>
      {DemoAccounts ? (
        <Suspense fallback={null}>
          <DemoAccounts
            onPick={(account) => {
              form.fill({ email: account.email, password: account.password })
            }}
          />
        </Suspense>
      ) : null}
    </AuthLayout>
  )
}
