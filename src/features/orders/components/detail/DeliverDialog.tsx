import { useRef, useState, type RefObject } from 'react'
import * as v from 'valibot'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { Dialog } from '~/components/Dialog'
import { TextArea } from '~/components/TextArea'
import { TextField } from '~/components/TextField'
import { DeliverRequest, INSPECTION_PERIOD_HOURS } from '~/contract/escrow'
import { MAX_LENGTH } from '~/contract/limits'
import * as styles from './LifecycleDialogs.css'

export interface DeliveryDraft {
  delivery_note: string
  tracking_number: string
}

export const EMPTY_DELIVERY: DeliveryDraft = { delivery_note: '', tracking_number: '' }

type FieldErrors = Partial<Record<keyof DeliveryDraft, string>>

/** The contract's own checks (DeliverRequest: lengths as the provider counts them), per field. */
function checkDraft(draft: DeliveryDraft): FieldErrors {
  const result = v.safeParse(DeliverRequest, draft)
  if (result.success) return {}
  const errors: FieldErrors = {}
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key
    if ((key === 'delivery_note' || key === 'tracking_number') && !errors[key]) {
      errors[key] = issue.message
    }
  }
  return errors
}

export interface DeliverDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What was typed: kept by the page, so a failure or a closed dialog loses nothing. */
  draft: DeliveryDraft
  onDraftChange: (draft: DeliveryDraft) => void
  /** Sends the delivery; the page shows its failure in `error`. */
  onConfirm: (draft: DeliveryDraft) => void
  pending: boolean
  error: string | null
  returnFocusTo: RefObject<HTMLElement | null>
}

/**
 * 'Mark as delivered' (lifecycle spec §2): an optional delivery note and tracking number, then
 * 'Confirm delivery'. Lengths are checked here with the contract's limits; the server's answer
 * (403, 400, 422) shows in the dialog, with everything typed still there.
 */
export function DeliverDialog({
  open,
  onOpenChange,
  draft,
  onDraftChange,
  onConfirm,
  pending,
  error,
  returnFocusTo,
}: DeliverDialogProps) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const formRef = useRef<HTMLFormElement>(null)

  const edit = (name: keyof DeliveryDraft, value: string) => {
    onDraftChange({ ...draft, [name]: value })
    // Editing a field clears its error (base spec §5).
    if (errors[name]) setErrors({ ...errors, [name]: undefined })
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Mark as delivered"
      description={`Tell the buyer how the item reaches them; both fields are optional. The buyer then has ${String(INSPECTION_PERIOD_HOURS)} hours to inspect it and release the funds or raise a dispute; after that the funds are released to you automatically.`}
    >
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        aria-busy={pending || undefined}
        onSubmit={(event) => {
          event.preventDefault()
          if (pending) return
          const found = checkDraft(draft)
          setErrors(found)
          if (Object.keys(found).length > 0) {
            setTimeout(() => {
              formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
            })
            return
          }
          onConfirm(draft)
        }}
      >
        <TextArea
          label="Delivery note"
          name="delivery_note"
          hint={`Optional, at most ${MAX_LENGTH.deliveryNote.toLocaleString('en-US')} characters.`}
          rows={3}
          value={draft.delivery_note}
          error={errors.delivery_note}
          onChange={(event) => edit('delivery_note', event.target.value)}
        />
        <TextField
          label="Tracking number"
          name="tracking_number"
          hint={`Optional, at most ${String(MAX_LENGTH.trackingNumber)} characters.`}
          autoComplete="off"
          value={draft.tracking_number}
          error={errors.tracking_number}
          onChange={(event) => edit('tracking_number', event.target.value)}
        />
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <div className={styles.actions}>
          <Button type="button" tone="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Confirm delivery
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
