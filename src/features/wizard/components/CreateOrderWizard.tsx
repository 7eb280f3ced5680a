import { useForm, useSelector, type AnyFieldApi } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { Card } from '~/components/Card'
import { Dialog } from '~/components/Dialog'
import { ImageUploader } from '~/components/ImageUploader'
import { ProgressBar } from '~/components/ProgressBar'
import { SelectField } from '~/components/SelectField'
import { Spinner } from '~/components/Spinner'
import { TextArea } from '~/components/TextArea'
import { TextField } from '~/components/TextField'
import { MAX_ORDER_IMAGES, type OrderRole } from '~/contract/escrow'
import { formatKobo } from '~/lib/money'
import { firstError, textFieldProps } from '~/lib/form-field'
import {
  clearDraft,
  draftQuery,
  saveDraft,
  submissionFor,
  type Submission,
  type WizardDraft,
} from '../draft'
import {
  createOrderContent,
  CreateOrderRejectedError,
  createOrderErrorMessage,
  isCreatingOrder,
  useCreateOrder,
} from '../mutations'
import {
  fieldSchemas,
  firstOpenStep,
  hasContent,
  LOGISTIC_LABELS,
  LOGISTIC_OPTIONS,
  localDay,
  priceKoboOf,
  STEP_FIELDS,
  type WizardField,
} from '../schemas'
import { asStep, WIZARD_STEPS, type WizardStep } from '../search-params'
import * as styles from './CreateOrderWizard.css'
import { FeeSummary } from './FeeSummary'
import { OrderCreated } from './OrderCreated'
import { ReviewStep } from './ReviewStep'

export const QUICK_AMOUNTS = [5060, 10000, 15213, 20000, 49780] as const

export const STEP_TITLES: Record<WizardStep, string> = {
  1: 'Order details',
  2: 'Amount',
  3: 'Delivery',
  4: 'Review order',
}

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

/** The create-order wizard (spec §2): loads the saved draft, then the four steps. */
export function CreateOrderWizard(props: CreateOrderWizardProps) {
  const draft = useQuery(draftQuery(props.draftKey))
  if (!draft.data) {
    return (
      <Card as="section" className={styles.card} aria-labelledby="create-order-title">
        <WizardHeader role={props.role} />
        <Spinner label="Loading your draft" />
      </Card>
    )
  }
  return <WizardForm {...props} draft={draft.data} />
}

function WizardHeader({ role }: { role: OrderRole }) {
  return (
    <header className={styles.header}>
      <h1 id="create-order-title" className={styles.title}>
        Create order
      </h1>
      <p className={styles.muted}>
        You are creating this order as the {role}. Your draft is saved as you type.{' '}
        <Link to="/dashboard" className={styles.link}>
          Back to dashboard
        </Link>
      </p>
    </header>
  )
}

type ServerErrors = Partial<Record<WizardField, string>>

function WizardForm({
  role,
  step: requestedStep,
  onStepChange,
  draftKey,
  ownEmail,
  balanceKobo,
  onExit,
  draft,
}: CreateOrderWizardProps & { draft: WizardDraft }) {
  const today = localDay()
  const schemas = useMemo(() => fieldSchemas({ role, ownEmail, today }), [role, ownEmail, today])
  const create = useCreateOrder()
  const [serverErrors, setServerErrors] = useState<ServerErrors>({})
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const savingStopped = useRef(false)
  /** The draft's submission (its Idempotency-Key), saved with every change of the draft. */
  const submission = useRef<Submission | null>(draft.submission)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)

  const form = useForm({
    defaultValues: draft.values,
    onSubmit: ({ value }) => {
      // One click, one request: a second Confirm (double click, Enter held down) is dropped here,
      // synchronously, before React has re-rendered the disabled button.
      if (isCreatingOrder() || create.isPending) return
      savingStopped.current = true
      setServerErrors({})
      // The same key as the last Confirm unless the content changed since; kept with the draft
      // before the request leaves, so a reload after a lost answer sends it again.
      const sending = submissionFor(createOrderContent(value, role), submission.current)
      submission.current = sending
      create.mutate(
        {
          values: value,
          role,
          idempotencyKey: sending.key,
          onSending: () => saveDraft(draftKey, value, 4, sending),
          onCreated: () => clearDraft(draftKey),
        },
        {
          onError: (error) => {
            savingStopped.current = false
            if (error instanceof CreateOrderRejectedError) {
              setServerErrors(error.fieldErrors)
              const firstStep = WIZARD_STEPS.find((candidate) =>
                STEP_FIELDS[candidate].some((field) => error.fieldErrors[field]),
              )
              if (firstStep) onStepChange(firstStep)
            }
          },
        },
      )
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

  // The draft follows every change (values and step); IndexedDB keeps the latest write.
  useEffect(() => {
    if (savingStopped.current) return
    saveDraft(draftKey, values, current, submission.current).catch((error: unknown) => {
      console.warn('The draft could not be saved', error)
    })
  }, [draftKey, values, current])

  // Moving between steps puts focus on the new step's heading (not on the first render).
  const shownStep = useRef(current)
  useEffect(() => {
    if (shownStep.current === current) return
    shownStep.current = current
    headingRef.current?.focus()
  }, [current])

  if (create.isSuccess) return <OrderCreated created={create.data} />

  async function next() {
    const fields = STEP_FIELDS[current]
    for (const name of fields) await form.validateField(name, 'submit')
    const valid = fields.every(
      (name) => (form.getFieldMeta(name)?.errors.length ?? 0) === 0 && !serverErrors[name],
    )
    if (valid && current < 4) onStepChange(asStep(current + 1))
  }

  function clearServerError(name: WizardField) {
    if (serverErrors[name]) setServerErrors((errors) => ({ ...errors, [name]: undefined }))
  }

  /** TextField/TextArea props of a field, with the server's message for it until it is edited. */
  function bind(field: AnyFieldApi, name: WizardField) {
    const props = textFieldProps(field)
    return {
      ...props,
      error: props.error ?? serverErrors[name],
      onChange: (event: Parameters<typeof props.onChange>[0]) => {
        clearServerError(name)
        props.onChange(event)
      },
    }
  }

  const counterpart = role === 'seller' ? 'Buyer' : 'Seller'
  const errorText = create.isError ? createOrderErrorMessage(create.error) : null
  const priceKobo = priceKoboOf(values.price)

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
          if (current === 4) void form.handleSubmit()
          else void next()
        }}
      >
        <div className={styles.header}>
          <p className={styles.muted}>Step {current} of 4</p>
          <h2
            id="wizard-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className={styles.stepHeading}
          >
            {STEP_TITLES[current]}
          </h2>
          {current === 4 ? (
            <p className={styles.muted}>Take another look, confirm all details are correct</p>
          ) : null}
        </div>

        {errorText ? <Alert tone="critical">{errorText}</Alert> : null}

        {current === 1 ? (
          <div className={styles.fields}>
            <form.Field name="name" validators={{ onSubmit: schemas.name }}>
              {(field) => (
                <TextField
                  label={role === 'seller' ? 'What are you selling?' : 'What are you buying?'}
                  autoComplete="off"
                  maxLength={250}
                  {...bind(field, 'name')}
                />
              )}
            </form.Field>
            <form.Field name="receiver_email" validators={{ onSubmit: schemas.receiver_email }}>
              {(field) => (
                <TextField
                  label={`${counterpart}'s e-mail`}
                  type="email"
                  autoComplete="off"
                  hint={`We send the ${counterpart.toLowerCase()} an invite link.`}
                  {...bind(field, 'receiver_email')}
                />
              )}
            </form.Field>
            <form.Field name="receiver_phone" validators={{ onSubmit: schemas.receiver_phone }}>
              {(field) => (
                <TextField
                  label={`${counterpart}'s phone number`}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  hint="Country: NG (+234)"
                  {...bind(field, 'receiver_phone')}
                />
              )}
            </form.Field>
            <form.Field name="description" validators={{ onSubmit: schemas.description }}>
              {(field) => (
                <TextArea
                  label={role === 'seller' ? 'Delivery note' : 'Order description'}
                  {...bind(field, 'description')}
                />
              )}
            </form.Field>
            <form.Field name="images" validators={{ onSubmit: schemas.images }}>
              {(field) => (
                <ImageUploader
                  label={role === 'seller' ? 'Product images' : 'Product images (optional)'}
                  description={
                    role === 'seller'
                      ? 'Add at least one picture of the item.'
                      : 'A picture is optional but helpful.'
                  }
                  max={MAX_ORDER_IMAGES}
                  value={field.state.value}
                  onChange={(files) => {
                    clearServerError('images')
                    field.handleChange(files)
                    if (field.state.meta.errors.length > 0)
                      field.setMeta((meta) => ({ ...meta, errorMap: {} }))
                  }}
                  error={firstError(field.state.meta.errors) ?? serverErrors.images}
                />
              )}
            </form.Field>
          </div>
        ) : null}

        {current === 2 ? (
          <div className={styles.fields}>
            <form.Field name="price" validators={{ onSubmit: schemas.price }}>
              {(field) => (
                <>
                  <TextField
                    label={
                      role === 'seller' ? 'How much are you charging?' : 'How much are you paying?'
                    }
                    inputMode="decimal"
                    autoComplete="off"
                    hint={`In naira (₦), up to two decimals. Bal: ${
                      balanceKobo === null ? '…' : formatKobo(balanceKobo)
                    }`}
                    {...bind(field, 'price')}
                  />
                  <fieldset className={styles.quickAmounts}>
                    <legend className={styles.legend}>Quick amounts</legend>
                    {QUICK_AMOUNTS.map((amount) => (
                      <Button
                        key={amount}
                        type="button"
                        tone="secondary"
                        size="sm"
                        aria-pressed={field.state.value.trim() === String(amount)}
                        onClick={() => {
                          clearServerError('price')
                          field.handleChange(String(amount))
                          field.setMeta((meta) => ({ ...meta, errorMap: {} }))
                        }}
                      >
                        {formatKobo(amount * 100)}
                      </Button>
                    ))}
                  </fieldset>
                </>
              )}
            </form.Field>
            {priceKobo !== null ? (
              <FeeSummary priceKobo={priceKobo} role={role} label="Fee breakdown" />
            ) : null}
          </div>
        ) : null}

        {current === 3 ? (
          <div className={styles.fields}>
            <form.Field name="delivery_date" validators={{ onSubmit: schemas.delivery_date }}>
              {(field) => (
                <TextField
                  label="Delivery date"
                  type="date"
                  min={today}
                  hint="Today or later"
                  {...bind(field, 'delivery_date')}
                />
              )}
            </form.Field>
            {role === 'seller' ? (
              <form.Field
                name="logistic_service"
                validators={{ onSubmit: schemas.logistic_service }}
              >
                {(field) => (
                  <SelectField
                    label="Logistics service (optional)"
                    options={[
                      { value: '', label: 'None' },
                      ...LOGISTIC_OPTIONS.map((code) => ({
                        value: code,
                        label: LOGISTIC_LABELS[code],
                      })),
                    ]}
                    name={field.name}
                    value={field.state.value}
                    onBlur={field.handleBlur}
                    onChange={(event) => {
                      const choice = LOGISTIC_OPTIONS.find((code) => code === event.target.value)
                      field.handleChange(choice ?? '')
                    }}
                    error={firstError(field.state.meta.errors)}
                  />
                )}
              </form.Field>
            ) : null}
          </div>
        ) : null}

        {current === 4 ? <ReviewStep values={values} role={role} /> : null}

        <div className={styles.actions}>
          <Button
            ref={cancelRef}
            type="button"
            tone="ghost"
            onClick={() => {
              if (hasContent(values)) setConfirmingCancel(true)
              else void clearDraft(draftKey).finally(onExit)
            }}
          >
            Cancel
          </Button>
          <div className={styles.actionGroup}>
            <Button
              type="button"
              tone="secondary"
              disabled={current === 1 || create.isPending}
              onClick={() => onStepChange(asStep(current - 1))}
            >
              Back
            </Button>
            <Button type="submit" loading={create.isPending}>
              {current === 4 ? 'Confirm' : 'Next'}
            </Button>
          </div>
        </div>
      </form>
      <Dialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title="Discard this order?"
        description="Everything you entered for this order, images included, will be deleted."
        returnFocusTo={cancelRef}
      >
        <div className={styles.actions}>
          <Button type="button" tone="secondary" onClick={() => setConfirmingCancel(false)}>
            Keep editing
          </Button>
          <Button
            type="button"
            tone="danger"
            onClick={() => {
              savingStopped.current = true
              void clearDraft(draftKey).finally(onExit)
            }}
          >
            Discard order
          </Button>
        </div>
      </Dialog>
    </Card>
  )
}
