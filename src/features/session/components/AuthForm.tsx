import type { ReactNode } from 'react'
import { Alert } from '~/components/Alert'
import { errorMessage } from '~/lib/api-error'
import { ProfileFetchError } from '~/lib/session/start-session'
import * as styles from './AuthLayout.css'

/** The sign-in and sign-up forms: validated by the form itself (noValidate), submitted by `onSubmit`. */
export function AuthForm({
  onSubmit,
  children,
}: {
  /** Gets the `<form>` (a refused step puts the focus on its first field to fix). */
  onSubmit: (form: HTMLFormElement) => void
  children: ReactNode
}) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(event.currentTarget)
      }}
    >
      {children}
    </form>
  )
}

/** Why signing in or up failed: the profile's own message, else the server's detail or `fallback`. */
export function AuthError({ error, fallback }: { error: Error | null; fallback: string }) {
  if (!error) return null
  return (
    <Alert tone="critical">
      {error instanceof ProfileFetchError ? error.message : errorMessage(error, fallback)}
    </Alert>
  )
}

/** Label and autofill hints of the text fields both forms ask for. */
export const authFields = {
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  currentPassword: { label: 'Password', type: 'password', autoComplete: 'current-password' },
  newPassword: { label: 'Password', type: 'password', autoComplete: 'new-password' },
  confirmPassword: { label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
  fullName: { label: 'Full name', autoComplete: 'name' },
  phone: {
    label: 'Phone number',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    hint: 'Country: NG (+234)',
  },
  nin: {
    label: 'NIN',
    inputMode: 'numeric',
    autoComplete: 'off',
    hint: 'Your 11-digit National Identification Number',
  },
} as const
