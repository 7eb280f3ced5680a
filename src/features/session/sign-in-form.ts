import { useState } from 'react'
import * as v from 'valibot'
import { passwordOnce, type PasswordOnce } from '~/lib/password-once'
import { isInFlight, singleFlight } from '~/lib/single-flight'
import { emailRequired, passwordRequired } from './schemas'

export interface SignInValues {
  email: string
  password: string
}

/** What a submit hands on: the password readable once (src/lib/password-once.ts). */
export interface SignInCredentials {
  email: string
  password: PasswordOnce
}

const CHECKS = { email: emailRequired, password: passwordRequired } as const
type SignInField = keyof SignInValues
type SignInErrors = Partial<Record<SignInField, string>>

function checkSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {}
  for (const name of Object.keys(CHECKS) as SignInField[]) {
    const result = v.safeParse(CHECKS[name], values[name])
    if (!result.success) errors[name] = result.issues[0].message
  }
  return errors
}

/**
 * The sign-in form's state, the one form outside the form kit (src/components/form/form-kit.tsx):
 * /login is the first page of most visits, and the kit's engine (TanStack Form, 11.6 KB gzipped)
 * would put it over its first-visit budget. It keeps the kit's rules: the fields' checks run on
 * submit, editing a field clears its error until the next submit, and a submit while the last one
 * runs is dropped (src/lib/single-flight.ts). Any other form uses the kit. The password goes on
 * readable once, as every password the app sends (src/lib/password-once.ts).
 */
export function useSignInForm(onSubmit: (credentials: SignInCredentials) => Promise<void>) {
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' })
  const [errors, setErrors] = useState<SignInErrors>({})
  const [submitting, setSubmitting] = useState(false)

  function fieldProps(name: SignInField) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value
        setValues((current) => ({ ...current, [name]: value }))
        setErrors((current) => ({ ...current, [name]: undefined }))
      },
    }
  }

  function submit(): void {
    if (isInFlight(SIGN_IN_FLIGHT)) return
    const found = checkSignIn(values)
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    setSubmitting(true)
    const credentials = { email: values.email, password: passwordOnce(values.password) }
    void singleFlight(SIGN_IN_FLIGHT, () => onSubmit(credentials)).finally(() => {
      setSubmitting(false)
    })
  }

  /** Fills both fields (the sandbox's demo accounts), clearing their errors. */
  function fill(next: SignInValues): void {
    setValues(next)
    setErrors({})
  }

  return { fieldProps, submit, submitting, fill }
}

const SIGN_IN_FLIGHT = 'form:sign-in'
