import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useProfile, userKeyOf } from '~/lib/session/profile'
import {
  CreateOrderWizard,
  type CreateOrderWizardProps,
} from '~/features/wizard/components/CreateOrderWizard'
import { draftKey } from '~/features/wizard/draft'
import { WizardSearchSchema } from '~/features/wizard/search-params'
import { toKobo } from '~/lib/money'
import { NoUserKey } from '../-components/NoUserKey'
import { ProfileLoadError } from '../-components/ProfileLoadError'

export const Route = createFileRoute('/_shell/_authed/escrow/new')({
  validateSearch: WizardSearchSchema,
  // The profile names whose draft this is and gives 'Bal': the signed-in layout loads it, the page
  // suspends on it, and a failure shows here.
  errorComponent: () => <ProfileLoadError message="Try again to continue your order." />,
  component: NewOrderRoute,
  // The error view rides with the page (a few hundred bytes): one lazy import less in the entry.
  codeSplitGroupings: [['component', 'errorComponent']],
})

function NewOrderRoute() {
  const { role, step } = Route.useSearch()
  const navigate = Route.useNavigate()
  const user = useProfile()
  const onStepChange = useCallback<CreateOrderWizardProps['onStepChange']>(
    (next, options) =>
      void navigate({ to: '.', search: { role, step: next }, replace: options?.replace }),
    [navigate, role],
  )
  const onExit = useCallback(() => void navigate({ to: '/' }), [navigate])

  // A draft is kept per user: without a user key there is no draft to keep apart from others'.
  const userKey = userKeyOf(user)
  if (userKey === null) return <NoUserKey title="We can't keep an order draft for your account" />
  const key = draftKey(userKey, role)
  return (
    <CreateOrderWizard
      key={key}
      draftKey={key}
      ownEmail={user.email}
      balanceKobo={toKobo(user.wallet_balance)}
      role={role}
      step={step}
      onStepChange={onStepChange}
      onExit={onExit}
    />
  )
}
