import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { ErrorState } from '~/components/ErrorState'
import { useAppForm } from '~/components/form/form-kit'
import { KitForm } from '~/components/form/KitForm'
import { QueryBoundary } from '~/components/QueryBoundary'
import { Spinner } from '~/components/Spinner'
import { DisputeMessageRequest, type Dispute as ServerDispute } from '~/contract/disputes'
import { MAX_LENGTH } from '~/contract/limits'
import { errorMessage, isApiStatus } from '~/lib/api-error'
import { formatOrderDate } from '~/lib/dates'
import { safeImageUrls } from '~/lib/safe-image-url'
import { AUTHOR_ROLE_LABELS, messagesInTimeOrder, outcomeText } from '../dispute-view'
import { useReplyToDispute } from '../mutations'
import { disputeKeys, disputeQueries } from '../queries'
import { DisputeDialogFrame, DisputeFacts, DisputeImages, Fact } from './DisputeDialogParts'
import * as styles from './DisputeDialogs.css'

export const REPLY_FAILED = 'Your reply could not be sent. Please try again.'
export const DISPUTE_NOT_FOUND = 'Dispute not found'

export interface DisputeThreadDialogProps {
  /** The dispute shown (from `?dispute=`); undefined closes the dialog. */
  disputeId: string | undefined
  onClose: () => void
}

/**
 * A dispute on the server (lifecycle spec §3): its facts and images, its messages in time order
 * and, while it is open, a reply box. What the list already holds is shown at once (the list
 * carries each dispute's messages); the detail call refreshes it when that is stale.
 */
export function DisputeThreadDialog({ disputeId, onClose }: DisputeThreadDialogProps) {
  return (
    <DisputeDialogFrame id={disputeId} onClose={onClose}>
      {disputeId ? (
        <QueryBoundary
          fallback={<Spinner label="Loading the dispute..." />}
          errorFallback={(retry) => <ThreadError id={disputeId} retry={retry} />}
        >
          <DisputeThread id={disputeId} />
        </QueryBoundary>
      ) : null}
    </DisputeDialogFrame>
  )
}

function ThreadError({ id, retry }: { id: string; retry: () => void }) {
  // The boundary does not pass its error down: a 404 is told by the query's own state.
  const queryClient = useQueryClient()
  const error = queryClient.getQueryState(disputeKeys.detail(id))?.error
  if (isApiStatus(error, 404)) {
    return (
      <ErrorState
        title={DISPUTE_NOT_FOUND}
        message="There is no such dispute, or you are not a party to its order."
      />
    )
  }
  return (
    <ErrorState
      title="The dispute could not be loaded"
      message="Check your connection and try again."
      actions={<Button onClick={retry}>Try Again</Button>}
    />
  )
}

function useDisputeDetail(id: string) {
  const queryClient = useQueryClient()
  const listState = queryClient.getQueryState<ServerDispute[]>(disputeKeys.serverList())
  return useSuspenseQuery({
    ...disputeQueries.detail(id),
    initialData: () => listState?.data?.find((dispute) => dispute.id === id),
    initialDataUpdatedAt: listState?.dataUpdatedAt,
  })
}

function DisputeThread({ id }: { id: string }) {
  const { data: dispute } = useDisputeDetail(id)
  const outcome = outcomeText(dispute)
  const images = safeImageUrls(dispute.images)
  return (
    <div className={styles.thread}>
      <DisputeFacts
        orderId={dispute.escrow_id}
        status={dispute.status}
        reason={dispute.reason}
        createdAt={dispute.created_at}
      >
        {outcome ? <Fact term="Outcome">{outcome}</Fact> : null}
        <Fact term="Raised by">{AUTHOR_ROLE_LABELS[dispute.raised_by]}</Fact>
      </DisputeFacts>
      <DisputeImages images={images} keyOf={(src) => src}>
        {(src, index) => (
          <img
            src={src}
            alt={`Evidence ${String(index + 1)} of ${String(images.length)}`}
            className={styles.image}
            loading="lazy"
            decoding="async"
          />
        )}
      </DisputeImages>
      <MessageList dispute={dispute} />
      {dispute.status === 'open' ? <ReplyForm id={dispute.id} /> : null}
    </div>
  )
}

function MessageList({ dispute }: { dispute: ServerDispute }) {
  const messages = useMemo(() => messagesInTimeOrder(dispute.messages), [dispute.messages])
  if (messages.length === 0) return <p className={styles.note}>No messages yet.</p>
  return (
    <ol className={styles.messages} aria-label="Messages">
      {messages.map((message) => (
        <li
          key={message.id}
          className={styles.message}
          aria-label={`Message from ${message.author_name}`}
        >
          <p className={styles.messageMeta}>
            <span className={styles.author}>{message.author_name}</span>{' '}
            <span>({AUTHOR_ROLE_LABELS[message.author]})</span>{' '}
            <time dateTime={message.created_at}>{formatOrderDate(message.created_at)}</time>
          </p>
          <p className={styles.messageBody}>{message.body}</p>
        </li>
      ))}
    </ol>
  )
}

const replyRule = DisputeMessageRequest.entries.body

/**
 * The reply box: one click, one request (the kit's submitForm). A reply that fails stays in the
 * box, with the reason above the button; a sent one clears it.
 */
function ReplyForm({ id }: { id: string }) {
  const reply = useReplyToDispute(id)
  const formRef = useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: { body: '' },
    onSubmit: async ({ value }) => {
      try {
        await reply.mutateAsync(value.body)
        form.reset({ body: '' })
      } catch {
        // Shown below the box from the mutation's error; the text stays.
      }
    },
  })
  return (
    <KitForm
      form={form}
      ref={formRef}
      className={styles.form}
      aria-label="Reply"
      aria-busy={reply.isPending || undefined}
    >
      <form.AppField name="body" validators={{ onSubmit: replyRule }}>
        {(field) => (
          <field.TextArea
            label="Your reply"
            rows={3}
            hint={`At most ${MAX_LENGTH.disputeMessage.toLocaleString('en-US')} characters.`}
          />
        )}
      </form.AppField>
      {reply.isError ? (
        <Alert tone="critical">
          {isApiStatus(reply.error, 400) || isApiStatus(reply.error, 404)
            ? errorMessage(reply.error, REPLY_FAILED)
            : REPLY_FAILED}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <form.AppForm>
          <form.SubmitButton>Send reply</form.SubmitButton>
        </form.AppForm>
      </div>
    </KitForm>
  )
}
