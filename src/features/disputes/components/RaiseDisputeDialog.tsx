import { useSelector } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useRef } from 'react'
import * as v from 'valibot'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { Dialog } from '~/components/Dialog'
import { useAppForm } from '~/components/form/form-kit'
import { focusFirstInvalid, KitForm } from '~/components/form/KitForm'
import { messagesByField } from '~/components/form/server-errors'
import type { DisputableOrder } from '~/contract/escrow'
import { MAX_DISPUTE_IMAGES, MESSAGES } from '~/contract/limits'
import { ApiError, errorMessage } from '~/lib/api-error'
import { formatNaira } from '~/lib/money'
import { hasFeature } from '~/lib/provider-features'
import { useCreateDispute, useRaiseDispute } from '../mutations'
import { disputeQueries } from '../queries'
import { imagesRule, reasonRule, type RaiseDisputeValues } from '../schemas'
import { INVALID_ESCROW_ID } from '../search-params'
import * as styles from './DisputeDialogs.css'

export const AVAILABLE_FAILED = 'Failed to fetch orders. Please try again.'
export const SAVE_FAILED = 'The dispute could not be saved. Please try again.'
/** The `disputes` part: a failure the server did not explain (network, 5xx). */
export const SEND_FAILED = 'The dispute could not be sent. Please try again.'

/** Lifecycle spec §1: with the `disputes` part off, the dispute stays in this browser. */
export const LOCAL_DESCRIPTION =
  'Describe what went wrong with an order. The dispute is kept on this device only and is not yet sent to the provider, so the other party is not told. What you enter is kept while you stay on this page, even if you close this window.'
/** Lifecycle spec §3: the dispute goes to the provider, and both parties see it. */
export const SERVER_DESCRIPTION =
  'Describe what went wrong with an order. The dispute is sent to the provider and the other party sees it on their Disputes page. What you enter is kept while you stay on this page, even if you close this window.'

/** The raised dispute, as the page's message names it. */
export interface RaisedDispute {
  id: string
  escrowId: string
}

/** The form's fields by the names the server's 422 issues use (`loc: ['body', 'escrow_id']`). */
const SERVER_FIELDS = { escrow_id: 'escrow', reason: 'reason', images: 'images' } as const

const EMPTY: RaiseDisputeValues = { escrow: '', reason: '', images: [] }

export interface RaiseDisputeDialogProps {
  userKey: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The escrow a link asked for (already checked to be an escrow id), or INVALID_ESCROW_ID. */
  requested: string | undefined
  /** The viewer's e-mail: an order the viewer received names no other counterpart here. */
  viewerEmail: string | undefined
  onCreated: (dispute: RaisedDispute) => void
}

function sameEmail(a: string | null | undefined, b: string | undefined): boolean {
  return !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase()
}

/** "ESC-AB12CD34 · Bayo Adeyemi · ₦15,213.00" (spec §7: public id, receiver, item price). */
export function escrowOptionLabel(order: DisputableOrder, viewerEmail: string | undefined): string {
  const receiverEmail = order.receiver_email ?? order.receiver?.email
  const receiverName = order.receiver?.full_name?.trim()
  const counterpart = sameEmail(receiverEmail, viewerEmail)
    ? 'you are the receiver'
    : receiverName !== undefined && receiverName !== ''
      ? receiverName
      : (receiverEmail ?? 'unknown counterpart')
  return [order.public_id, order.item_name, counterpart, formatNaira(order.item_price)]
    .filter(Boolean)
    .join(' · ')
}

/**
 * 'Raise Dispute' (spec §2, §5): escrow, reason and images. The form lives as long as the page,
 * not the dialog: closing the dialog (Escape, outside click, Close, Cancel) keeps what was typed
 * and chosen until the dispute is raised or the user leaves the page.
 */
export function RaiseDisputeDialog({
  userKey,
  open,
  onOpenChange,
  requested,
  viewerEmail,
  onCreated,
}: RaiseDisputeDialogProps) {
  const noticeId = useId()
  const available = useQuery({ ...disputeQueries.available(), enabled: open })
  // With the `disputes` part the dispute goes to the server; without it, to this browser.
  const server = hasFeature('disputes')
  const create = useCreateDispute(userKey)
  const raise = useRaiseDispute()
  const sending = server ? raise : create
  const formRef = useRef<HTMLFormElement>(null)
  const requestedId = requested === INVALID_ESCROW_ID ? undefined : requested
  const orders = useMemo(() => available.data ?? [], [available.data])
  const availableIds = useMemo(() => new Set(orders.map((order) => order.public_id)), [orders])
  const escrowOptions = useMemo(
    () => [
      { value: '', label: 'Choose an escrow' },
      ...orders.map((order) => ({
        value: order.public_id,
        label: escrowOptionLabel(order, viewerEmail),
      })),
    ],
    [orders, viewerEmail],
  )
  const escrowRule = useMemo(
    () =>
      v.pipe(
        v.string(),
        v.check((id) => availableIds.has(id), MESSAGES.escrowRequired),
      ),
    [availableIds],
  )

  const form = useAppForm({
    defaultValues: { ...EMPTY, escrow: requestedId ?? '' },
    onSubmitInvalid: () => focusFirstInvalid(formRef),
    // One click, one dispute: submitForm drops a submit while this one is saved.
    // A failed submit keeps the escrow, the reason and the photos.
    onSubmit: async ({ value }) => {
      try {
        let raised: RaisedDispute
        if (server) {
          const dispute = await raise.mutateAsync({
            escrowId: value.escrow,
            reason: value.reason,
            images: value.images,
          })
          raised = { id: dispute.id, escrowId: dispute.escrow_id }
        } else {
          const dispute = await create.mutateAsync({
            orderId: value.escrow,
            reason: value.reason,
            images: value.images,
          })
          raised = { id: dispute.id, escrowId: dispute.orderId }
        }
        form.reset(EMPTY)
        onCreated(raised)
      } catch (error) {
        // A 422's messages go on their fields; anything else is shown below the form.
        if (error instanceof ApiError) showFieldErrors(error)
      }
    },
  })

  function showFieldErrors(error: ApiError) {
    const messages = messagesByField(
      error.issues,
      Object.keys(SERVER_FIELDS) as (keyof typeof SERVER_FIELDS)[],
    )
    for (const [serverName, message] of Object.entries(messages)) {
      const name = SERVER_FIELDS[serverName as keyof typeof SERVER_FIELDS]
      form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { onServer: message } }))
    }
  }

  const chosen = useSelector(form.store, (state) => state.values.escrow)
  let notice: string | undefined
  if (requested === INVALID_ESCROW_ID) {
    notice = 'The link did not name a valid escrow ID. Choose the escrow below.'
  } else if (
    requestedId &&
    available.isSuccess &&
    !availableIds.has(requestedId) &&
    chosen === requestedId
  ) {
    notice = `${requestedId} is not one of the orders you can raise a dispute about. Choose the escrow below.`
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Raise Dispute"
      description={server ? SERVER_DESCRIPTION : LOCAL_DESCRIPTION}
      trigger={<Button>Raise Dispute</Button>}
    >
      <KitForm
        form={form}
        ref={formRef}
        className={styles.form}
        aria-busy={sending.isPending || undefined}
      >
        {available.isError && !available.data ? (
          <Alert tone="critical" as="div">
            <span>{AVAILABLE_FAILED}</span>
            <Button
              type="button"
              tone="secondary"
              size="sm"
              loading={available.isFetching}
              onClick={() => void available.refetch()}
            >
              Try Again
            </Button>
          </Alert>
        ) : null}
        {notice ? (
          <Alert tone="caution" announce={false} id={noticeId}>
            {notice}
          </Alert>
        ) : null}
        <form.AppField name="escrow" validators={{ onSubmit: escrowRule }}>
          {(field) => (
            <field.SelectField
              label="Escrow"
              aria-describedby={notice ? noticeId : undefined}
              hint={
                available.isPending
                  ? 'Loading your orders…'
                  : available.isSuccess && orders.length === 0
                    ? 'None of your orders can have a dispute raised yet.'
                    : undefined
              }
              options={escrowOptions}
            />
          )}
        </form.AppField>
        <form.AppField name="reason" validators={{ onSubmit: reasonRule }}>
          {(field) => <field.TextArea label="Reason" rows={4} />}
        </form.AppField>
        <form.AppField name="images" validators={{ onSubmit: imagesRule }}>
          {(field) => (
            <field.ImageUploader
              label="Images"
              description={`Photos of the problem: at least one, at most ${String(MAX_DISPUTE_IMAGES)}.`}
              max={MAX_DISPUTE_IMAGES}
            />
          )}
        </form.AppField>
        {sending.isError &&
        !(sending.error instanceof ApiError && sending.error.issues.length > 0) ? (
          <Alert tone="critical">
            {server ? errorMessage(sending.error, SEND_FAILED) : SAVE_FAILED}
          </Alert>
        ) : null}
        <div className={styles.actions}>
          <Button type="button" tone="ghost" onClick={() => form.reset(EMPTY)}>
            Clear
          </Button>
          <Button type="button" tone="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <form.AppForm>
            <form.SubmitButton>Submit Dispute</form.SubmitButton>
          </form.AppForm>
        </div>
      </KitForm>
    </Dialog>
  )
}
