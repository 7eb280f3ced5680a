import { useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { RegisterRequest } from '~/contract/auth'
import { phoneDigits } from '~/contract/auth'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { ProgressBar } from '~/components/ProgressBar'
import { TextField } from '~/components/TextField'
import { textFieldProps } from '~/lib/form-field'
import { requestRegistration } from '~/lib/session/auth-api'
import { startSession } from '~/lib/session/start-session'
import {
  fullName,
  newPassword,
  nin,
  PASSWORDS_DO_NOT_MATCH,
  phoneNumber,
  registerEmail,
} from '../schemas'
import { AuthError, authFields, AuthForm } from './AuthForm'
import { AuthLayout } from './AuthLayout'
import * as styles from './AuthLayout.css'
import { useRedirectAfterSuccess } from './use-redirect-after'

type RegisterValues = RegisterRequest

const STEP_FIELDS: readonly (readonly (keyof RegisterValues)[])[] = [
  ['full_name'],
  ['email', 'phone_number'],
  ['nin'],
  ['password', 'password2'],
]
const STEP_TITLES = ['Your name', 'How we reach you', 'Your identity', 'Secure your account']

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
  const [step, setStep] = useState(0)
  const register = useMutation({
    mutationFn: async (values: RegisterValues) =>
      startSession(
        queryClient,
        await requestRegistration({
          ...values,
          full_name: values.full_name.trim(),
          email: values.email.trim(),
          nin: values.nin.trim(),
          phone_number: phoneDigits(values.phone_number),
        }),
        'registration',
      ),
  })
  const form = useForm({
    defaultValues: {
      full_name: '',
      email: '',
      phone_number: '',
      nin: '',
      password: '',
      password2: '',
    },
    onSubmit: async ({ value }) => {
      await register.mutateAsync(value).catch(() => undefined)
    },
  })
  useRedirectAfterSuccess(register.isSuccess, returnTo)

  const isLastStep = step === STEP_FIELDS.length - 1

  async function next() {
    const fields = STEP_FIELDS[step] ?? []
    for (const name of fields) await form.validateField(name, 'submit')
    const valid = fields.every((name) => (form.getFieldMeta(name)?.errors.length ?? 0) === 0)
    if (valid) setStep((current) => current + 1)
  }

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
      subtitle={`Step ${String(step + 1)} of ${String(STEP_TITLES.length)}: ${STEP_TITLES[step] ?? ''}`}
    >
      <ProgressBar steps={STEP_FIELDS.length} current={step + 1} label="Sign-up progress" />
      {referralCode ? <p className={styles.subtitle}>Invited with code {referralCode}</p> : null}
      <AuthForm onSubmit={() => void (isLastStep ? form.handleSubmit() : next())}>
        {step === 0 ? (
          <form.Field name="full_name" validators={{ onSubmit: fullName }}>
            {(field) => <TextField {...authFields.fullName} {...textFieldProps(field)} />}
          </form.Field>
        ) : null}
        {step === 1 ? (
          <>
            <form.Field name="email" validators={{ onSubmit: registerEmail }}>
              {(field) => <TextField {...authFields.email} {...textFieldProps(field)} />}
            </form.Field>
            <form.Field name="phone_number" validators={{ onSubmit: phoneNumber }}>
              {(field) => <TextField {...authFields.phone} {...textFieldProps(field)} />}
            </form.Field>
          </>
        ) : null}
        {step === 2 ? (
          <form.Field name="nin" validators={{ onSubmit: nin }}>
            {(field) => <TextField {...authFields.nin} {...textFieldProps(field)} />}
          </form.Field>
        ) : null}
        {step === 3 ? (
          <>
            <form.Field name="password" validators={{ onSubmit: newPassword }}>
              {(field) => <TextField {...authFields.newPassword} {...textFieldProps(field)} />}
            </form.Field>
            <form.Field
              name="password2"
              validators={{
                onSubmit: ({ value, fieldApi }) =>
                  value === fieldApi.form.getFieldValue('password')
                    ? undefined
                    : PASSWORDS_DO_NOT_MATCH,
              }}
            >
              {(field) => <TextField {...authFields.confirmPassword} {...textFieldProps(field)} />}
            </form.Field>
          </>
        ) : null}
        <AuthError error={register.error} fallback="Registration failed" />
        <div className={styles.row}>
          <Button
            type="button"
            tone="secondary"
            disabled={step === 0}
            onClick={() => {
              setStep((current) => Math.max(0, current - 1))
            }}
          >
            Back
          </Button>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(isSubmitting) => (
              <Button type="submit" loading={isSubmitting}>
                {isLastStep ? 'Create Account' : 'Next'}
              </Button>
            )}
          </form.Subscribe>
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
