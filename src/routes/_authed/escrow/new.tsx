import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { RetryableError } from '~/components/RetryableError'
import { sessionQueries } from '~/lib/session/profile'
import {
  CreateOrderWizard,
  type CreateOrderWizardProps,
} from '~/features/wizard/components/CreateOrderWizard'
import { draftKey } from '~/features/wizard/draft'
import { WizardSearchSchema } from '~/features/wizard/search-params'
import { toKobo } from '~/lib/money'

export const Route = createFileRoute('/_authed/escrow/new')({
  validateSearch: WizardSearchSchema,
  // The profile names whose draft this is and gives 'Bal'; the signed-in layout loads it anyway.
  loader: async ({ context: { queryClient } }) => {
    await queryClient.query({ ...sessionQueries.profile(), staleTime: 'static' })
  },
  errorComponent: ProfileLoadError,
  component: NewOrderRoute,
})

function ProfileLoadError() {
  return (
    <RetryableError
      title="Your profile could not be loaded"
      message="Try again to continue your order."
    />
  )
}

function NewOrderRoute() {
  const { role, step } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: user } = useSuspenseQuery(sessionQueries.profile())
  const onStepChange = useCallback<CreateOrderWizardProps['onStepChange']>(
    (next, options) =>
      void navigate({ to: '.', search: { role, step: next }, replace: options?.replace }),
    [navigate, role],
  )
  const onExit = useCallback(() => void navigate({ to: '/' }), [navigate])

  const userKey = String(user.id ?? user.email ?? user.full_name).toLowerCase()
  const key = draftKey(userKey, role)
  return (
    <CreateOrderWizard
      key={key}
      role={role}
      step={step}
      onStepChange={onStepChange}
      draftKey={key}
      ownEmail={user.email}
      balanceKobo={toKobo(user.wallet_balance)}
      onExit={onExit}
    />
  )
}
