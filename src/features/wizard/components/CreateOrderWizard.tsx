import { useSelector } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { Alert } from '~/components/Alert'
import { Card } from '~/components/Card'
import { useAppForm } from '~/components/form/form-kit'
import { showServerErrors } from '~/components/form/server-errors'
import { submitStep } from '~/components/form/steps'
import { ProgressBar } from '~/components/ProgressBar'
import { Spinner } from '~/components/Spinner'
import type { OrderRole } from '~/contract/escrow'
import { clearDraft, draftQuery, saveDraft, type WizardDraft } from '../draft'
import {
  createOrderContent,
  createOrderErrorMessage,
  useCreateOrder,
  type CreatedOrder,
} from '../mutations'
import {
  EMPTY_VALUES,
  fieldSchemas,
  firstOpenStep,
  hasContent,
  localDay,
  STEP_FIELDS,
} from '../schemas'
import { asStep, WIZARD_STEPS, type WizardStep } from '../search-params'
import { AmountStep } from './AmountStep'
import * as styles from './CreateOrderWizard.css'
import { DeliveryStep } from './DeliveryStep'
import { DetailsStep } from './DetailsStep'
import { OrderCreated } from './OrderCreated'
import { ReviewStep } from './ReviewStep'
import { useDraftAutosave } from './use-draft-autosave'
import { WizardActions } from './WizardActions'
import { StepHeading, STEP_TITLES, WizardHeader } from './WizardHeader'

export interface CreateOrderWizardProps {
  role: OrderRole
  /** The step in the URL (undefined: resume the draft's step). */
  step: number | undefined
  onStepChange: (step: WizardStep, options?: { replace?: boolean }) => void
  /** Whose draft this is (one per user and role). */
  draftKey: string
  /** The signed-in user's e-mail (an order with yourself is refused). */
  ownEmail: string | undefined
  /** The wallet balance for 'Bal'; null while unknown. */
  balanceKobo: number | null
  /** Leaves the wizard (spec: Cancel goes to /). */
  onExit: () => void
}

/** The step whose Confirm creates the order: the congratulation belongs to its URL. */
const REVIEW_STEP: WizardStep = 4

/**
 * The create-order wizard (spec §2): loads the saved draft, then the four steps; once the order is
 * created, the congratulation (or, for a buyer's unpaid order, Pay now) in the review step's place.
 * That screen lasts while the URL stays on the review step: browser Back (which puts `step=3` in
 * the URL), Forward or Create order again start a fresh wizard (the draft went with the creation),
 * whose first step the URL then shows. Back never brings the sent order's form back to be sent
 * twice, and the URL never names a step the screen does not show.
 */
export function CreateOrderWizard(props: CreateOrderWizardProps) {
  const draft = useQuery(draftQuery(props.draftKey))
  const [created, setCreated] = useState<CreatedOrder | null>(null)
  // How many orders this wizard has created: a new round starts from an empty draft.
  const [round, setRound] = useState(0)
  if (created && props.step !== REVIEW_STEP) {
    // The URL has left the confirmed step: adjusting state to a prop during render (React's own
    // pattern), so no frame shows the congratulation under another step's URL.
    setCreated(null)
    setRound(round + 1)
  }
  if (created) return <OrderCreated created={created} />
  if (!draft.data) {
    return (
      <Card as="section" className={styles.card} aria-labelledby="create-order-title">
        <WizardHeader role={props.role} />
        <Spinner label="Loading your draft" />
      </Card>
    )
  }
  return (
    <WizardForm
      key={round}
      {...props}
      draft={
        round === 0
          ? draft.data
          : { values: { ...EMPTY_VALUES, images: [] }, step: null, submission: null }
      }
      onCreated={setCreated}
    />
  )
}

function WizardForm(
  props: CreateOrderWizardProps & {
    draft: WizardDraft
    /** The order exists: the wizard hands over to the congratulation. */
    onCreated: (created: CreatedOrder) => void
  },
) {
  const { role, step: requestedStep, onStepChange, draftKey, draft } = props
  const today = localDay()
  const schemas = useMemo(
    () => fieldSchemas({ role, ownEmail: props.ownEmail, today }),
    [role, props.ownEmail, today],
  )
  const create = useCreateOrder()

  const form = useAppForm({
    defaultValues: draft.values,
    onSubmit: async ({ value }) => {
      autosave.stop()
      // The same key as the last Confirm unless the content changed since; kept with the draft
      // before the request leaves, so a reload after a lost answer sends it again.
      const sending = autosave.submissionFor(createOrderContent(value, role))
      await create
        .mutateAsync({
          values: value,
          role,
          idempotencyKey: sending.key,
          onSending: () => saveDraft(draftKey, value, 4, sending),
          onCreated: () => clearDraft(draftKey),
        })
        .then(props.onCreated, (error: unknown) => {
          autosave.resume()
          // A 422's messages go on their fields; the first step with one is shown.
          const fields = showServerErrors(form, error)
          const first = WIZARD_STEPS.find((step) =>
            STEP_FIELDS[step].some((field) => fields.includes(field)),
          )
          if (first) onStepChange(first)
        })
    },
  })
  const values = useSelector(form.store, (state) => state.values)

  // A step opens only once every step before it validates; the URL follows what is shown.
  const openStep = firstOpenStep(values, schemas)
  const wanted = asStep(requestedStep ?? draft.step ?? 1)
  const current: WizardStep = wanted > openStep ? openStep : wanted
  useEffect(() => {
    if (requestedStep !== current) onStepChange(current, { replace: true })
  }, [requestedStep, current, onStepChange])
  const autosave = useDraftAutosave(draftKey, draft, values, current)

  const stepProps = { form, role, schemas }
  return (
    <Card as="section" className={styles.card} aria-labelledby="create-order-title">
      <WizardHeader role={role} />
      <ProgressBar
        steps={4}
        current={current}
        label={`Order progress: step ${String(current)} of 4, ${STEP_TITLES[current]}`}
      />
      <form
        className={styles.form}
        noValidate
        aria-labelledby="wizard-step-heading"
        onSubmit={(event) => {
          event.preventDefault()
          const goTo = (step: number) => onStepChange(asStep(step))
          void submitStep(form, {
            step: current,
            count: 4,
            fields: STEP_FIELDS[current],
            goTo,
            element: event.currentTarget,
          })
        }}
      >
        <StepHeading step={current} />
        {create.isError ? (
          <Alert tone="critical">{createOrderErrorMessage(create.error)}</Alert>
        ) : null}
        {current === 1 ? <DetailsStep {...stepProps} /> : null}
        {current === 2 ? <AmountStep {...stepProps} balanceKobo={props.balanceKobo} /> : null}
        {current === 3 ? <DeliveryStep {...stepProps} today={today} /> : null}
        {current === 4 ? <ReviewStep values={values} role={role} /> : null}
        <WizardActions
          form={form}
          step={current}
          hasContent={hasContent(values)}
          onBack={() => onStepChange(asStep(current - 1))}
          onDiscard={() => {
            autosave.stop()
            void clearDraft(draftKey).finally(props.onExit)
          }}
        />
      </form>
    </Card>
  )
}
