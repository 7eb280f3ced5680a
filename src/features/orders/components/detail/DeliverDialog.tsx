import { useRef, type RefObject } from 'react'
import * as v from 'valibot'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { Dialog } from '~/components/Dialog'
import { useAppForm } from '~/components/form/form-kit'
import { focusFirstInvalid, KitForm } from '~/components/form/KitForm'
import { showServerErrors } from '~/components/form/server-errors'
import { INSPECTION_PERIOD_HOURS } from '~/contract/escrow'
import { MAX_LENGTH, maxCharacters } from '~/contract/limits'
import * as styles from './LifecycleDialogs.css'

export interface DeliveryDraft {
  delivery_note: string
  tracking_number: string
}

/** The contract's limits (DeliverRequest), on the trimmed text as the provider counts it. */
const noteRule = v.pipe(v.string(), v.trim(), maxCharacters(MAX_LENGTH.deliveryNote))
const trackingRule = v.pipe(v.string(), v.trim(), maxCharacters(MAX_LENGTH.trackingNumber))

export interface DeliverDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What was typed: kept by the page, so a failure or a closed dialog loses nothing. */
  draft: DeliveryDraft
  onDraftChange: (draft: DeliveryDraft) => void
  /** Sends the delivery; rejects when it fails (the page shows the failure in `error`). */
  onConfirm: (draft: DeliveryDraft) => Promise<void>
  error: string | null
  returnFocusTo: RefObject<HTMLElement | null>
}

/**
 * 'Mark as delivered' (lifecycle spec §2) on the form kit: an optional delivery note and tracking
 * number, then 'Confirm delivery' (one submit at a time). Lengths are checked with the contract's
 * limits; the server's answer (403, 400, 422) shows in the dialog, a 422's messages also on their
 * fields, with everything typed still there.
 */
export function DeliverDialog({
  open,
  onOpenChange,
  draft,
  onDraftChange,
  onConfirm,
  error,
  returnFocusTo,
}: DeliverDialogProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: draft,
    listeners: { onChange: ({ formApi }) => onDraftChange(formApi.state.values) },
    onSubmitInvalid: () => focusFirstInvalid(formRef),
    onSubmit: async ({ value }) => {
      await onConfirm(value).catch((failure: unknown) => {
        showServerErrors(form, failure)
      })
    },
  })

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Mark as delivered"
      description={`Tell the buyer how the item reaches them; both fields are optional. The buyer then has ${String(INSPECTION_PERIOD_HOURS)} hours to inspect it and release the funds or raise a dispute; after that the funds are released to you automatically.`}
    >
      <KitForm form={form} ref={formRef} className={styles.form}>
        <form.AppField name="delivery_note" validators={{ onSubmit: noteRule }}>
          {(field) => (
            <field.TextArea
              label="Delivery note"
              rows={3}
              hint={`Optional, at most ${MAX_LENGTH.deliveryNote.toLocaleString('en-US')} characters.`}
            />
          )}
        </form.AppField>
        <form.AppField name="tracking_number" validators={{ onSubmit: trackingRule }}>
          {(field) => (
            <field.TextField
              label="Tracking number"
              autoComplete="off"
              hint={`Optional, at most ${String(MAX_LENGTH.trackingNumber)} characters.`}
            />
          )}
        </form.AppField>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <div className={styles.actions}>
          <Button type="button" tone="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <form.AppForm>
            <form.SubmitButton>Confirm delivery</form.SubmitButton>
          </form.AppForm>
        </div>
      </KitForm>
    </Dialog>
  )
}
