import 'fake-indexeddb/auto'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { vi } from 'vitest'
import type { OrderRole } from '~/contract/escrow'
import { CreateOrderWizard } from '~/features/wizard/components/CreateOrderWizard'
import type { PaymentAdapter } from '~/lib/payment-port'
import { appQueryClient, renderInApp } from '../../support/render'

let drafts = 0

/** A fresh draft key per test: the drafts database is shared by the whole file. */
export function newUserKey(): string {
  drafts += 1
  return `user-${String(drafts)}`
}

function WizardAtUrl({
  role,
  userKey,
  onExit,
}: {
  role: OrderRole
  userKey: string
  onExit: () => void
}) {
  const search: { step?: unknown } = useSearch({ strict: false })
  const navigate = useNavigate()
  const step = typeof search.step === 'number' ? search.step : undefined
  return (
    <CreateOrderWizard
      key={`${userKey}:${role}`}
      role={role}
      step={step}
      onStepChange={(next, options) =>
        void navigate({
          to: '/escrow/new',
          search: { role, step: next },
          replace: options?.replace,
        })
      }
      draftKey={`${userKey}:${role}`}
      ownEmail="ada@escrow.test"
      balanceKobo={25_000_000}
      onExit={onExit}
    />
  )
}

export async function renderWizard({
  role = 'seller',
  step,
  userKey = newUserKey(),
  payments,
  queryClient = appQueryClient(),
}: {
  role?: OrderRole
  step?: number
  userKey?: string
  payments?: PaymentAdapter
  queryClient?: ReturnType<typeof appQueryClient>
} = {}) {
  const onExit = vi.fn()
  const path = `/escrow/new?role=${role}${step ? `&step=${String(step)}` : ''}`
  const view = await renderInApp(<WizardAtUrl role={role} userKey={userKey} onExit={onExit} />, {
    path,
    queryClient,
    ...(payments ? { payments } : {}),
  })
  return { ...view, onExit, userKey }
}
