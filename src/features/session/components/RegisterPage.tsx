import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { RegisterRequest } from '~/contract/auth'
import { phoneDigits } from '~/contract/auth'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { useTextForm } from '~/components/form/form-kit-core'
import { submitStep } from '~/components/form/steps'
import { ProgressBar } from '~/components/ProgressBar'
import { passwordOnce, type PasswordOnce } from '~/lib/password-once'
import { requestRegistration } from '~/lib/session/auth-api'
import { startSession } from '~/lib/session/start-session'
import {
  fullName,
  newPassword,
  nin,
  confirmsPassword,
  phoneNumber,
  registerEmail,
} from '../schemas'
import { AuthError, authFields, AuthForm } from './AuthForm'
import { AuthLayout } from './AuthLayout'
import * as styles from './AuthLayout.css'
import { useRedirectAfterSuccess } from './use-redirect-after'

type RegisterValues = RegisterRequest
/** The mutation's variables: the passwords readable once (src/lib/password-once.ts). */
type RegisterVariables = Omit<RegisterValues, 'password' | 'password2'> & {
  password: PasswordOnce
  password2: PasswordOnce
}

/** The four steps, numbered from 1 like every multi-step form (src/components/form/steps.ts). */
const STEPS: Record<number, { title: string; fields: readonly (keyof RegisterValues)[] }> = {
  1: { title: 'Your name', fields: ['full_name'] },
  2: { title: 'How we reach you', fields: ['email', 'phone_number'] },
  3: { title: 'Your identity', fields: ['nin'] },
  4: { title: 'Secure your account', fields: ['password', 'password2'] },
}
const STEP_COUNT = 4

export function RegisterPage({
  returnTo,
  rawReturnTo,
  referralCode,
}: {
  returnTo: string
  rawReturnTo: string | undefined
  /** `?ref=` from an invite link: shown on every step, sent nowhere (no referral endpoint yet). */
  referralCode?: string | undefined
}) {
  const queryClient = useQueryClient()
  const [step, setStep] = useState(1)
  const register = useMutation({
    mutationFn: async ({ password, password2, ...values }: RegisterVariables) => {
      // Read once, before the call: the mutation cache keeps these variables, not the passwords.
      const passwords = { password: password(), password2: password2() }
      return startSession(
        queryClient,
        await requestRegistration({
          ...values,
          ...passwords,
          full_name: values.full_name.trim(),
          email: values.email.trim(),
          nin: values.nin.trim(),
          phone_number: phoneDigits(values.phone_number),
        }),
        'registration',
      )
    },
  })
  const form = useTextForm({
    defaultValues: {
      full_name: '',
      email: '',
      phone_number: '',
      nin: '',
      password: '',
      password2: '',
    },
    onSubmit: async ({ value }) => {
      const variables = {
        ...value,
        password: passwordOnce(value.password),
        password2: passwordOnce(value.password2),
      }
      await register.mutateAsync(variables).catch(() => undefined)
    },
  })
  useRedirectAfterSuccess(register.isSuccess, returnTo)

  if (register.isSuccess) {
    return (
      <AuthLayout title="Account created">
        <Alert tone="positive">You&apos;re all set, {register.data.full_name}!</Alert>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      title="Create your account"
      subtitle={`Step ${String(step)} of ${String(STEP_COUNT)}: ${STEPS[step]?.title ?? ''}`}
    >
      <ProgressBar steps={STEP_COUNT} current={step} label="Sign-up progress" />
      {referralCode ? <p className={styles.subtitle}>Invited with code {referralCode}</p> : null}
      <AuthForm
        onSubmit={(element) =>
          void submitStep(form, {
            step,
            count: STEP_COUNT,
            fields: STEPS[step]?.fields ?? [],
            goTo: setStep,
            element,
          })
        }
      >
        {step === 1 ? (
          <form.AppField name="full_name" validators={{ onSubmit: fullName }}>
            {(field) => <field.TextField {...authFields.fullName} />}
          </form.AppField>
        ) : null}
        {step === 2 ? (
          <>
            <form.AppField name="email" validators={{ onSubmit: registerEmail }}>
              {(field) => <field.TextField {...authFields.email} />}
            </form.AppField>
            <form.AppField name="phone_number" validators={{ onSubmit: phoneNumber }}>
              {(field) => <field.TextField {...authFields.phone} />}
            </form.AppField>
          </>
        ) : null}
        {step === 3 ? (
          <form.AppField name="nin" validators={{ onSubmit: nin }}>
            {(field) => <field.TextField {...authFields.nin} />}
          </form.AppField>
        ) : null}
        {step === 4 ? (
          <>
            <form.AppField name="password" validators={{ onSubmit: newPassword }}>
              {(field) => <field.TextField {...authFields.newPassword} />}
            </form.AppField>
            <form.AppField name="password2" validators={{ onSubmit: confirmsPassword }}>
              {(field) => <field.TextField {...authFields.confirmPassword} />}
            </form.AppField>
          </>
        ) : null}
        <AuthError error={register.error} fallback="Registration failed" />
        <div className={styles.row}>
          <Button
            type="button"
            tone="secondary"
            disabled={step === 1}
            onClick={() => {
              setStep((current) => Math.max(1, current - 1))
            }}
          >
            Back
          </Button>
          <form.AppForm>
            <form.SubmitButton>{step === STEP_COUNT ? 'Create Account' : 'Next'}</form.SubmitButton>
          </form.AppForm>
        </div>
      </AuthForm>
      <p>
        Already have an account?{' '}
        <Link className={styles.link} to="/login" search={{ redirect: rawReturnTo }}>
          Sign in
        </Link>
      </p>
    </AuthLayout>
  )
}
