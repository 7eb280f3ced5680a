/**
 * Notifications and e-mail (lifecycle spec §5, §7): one notification for the other party on every
 * order and dispute event (both parties when support or the system acted), one for the user on a
 * settled withdrawal; each also e-mailed as a summary. The outbox keeps every e-mail, with links
 * as app paths (GET /__sandbox/mail serves them absolute, on the origin it was asked on).
 */
import type { Notification } from '../contract/notifications'
import type { SandboxMail } from '../contract/sandbox'
import { ORDER_EVENT_LABELS, type OrderEventType } from '../contract/escrow'
import { buyerIdOf, sellerIdOf } from './escrow-flow'
import type {
  DisputeRecord,
  MailRecord,
  NotificationRecord,
  OrderEventRecord,
  OrderRecord,
  SandboxState,
  TransactionRecord,
} from './records'
import type { IdSource } from './random'
import { findUserByEmail, findUserById } from './users'
import { newestFirst } from './wallet'

/** At most this many e-mails are kept (oldest dropped). */
export const MAX_MAIL = 2_000
/** At most this many notifications are kept per user (their oldest dropped). */
export const MAX_NOTIFICATIONS_PER_USER = 500
/** GET /notifications: this many by default, at most MAX_NOTIFICATIONS_PAGE (our paging proposal). */
export const DEFAULT_NOTIFICATIONS_PAGE = 50
export const MAX_NOTIFICATIONS_PAGE = 100
/** A thread's "new message" e-mail goes to a party at most once in this long. */
export const THREAD_MAIL_INTERVAL_MS = 10 * 60 * 1000
export const NEW_MESSAGE_TITLE = 'New message in your dispute'

export function sendMail(
  state: SandboxState,
  ids: IdSource,
  mail: Omit<MailRecord, 'id'>,
): MailRecord {
  const record: MailRecord = { id: ids.uuid(), ...mail }
  state.mail.push(record)
  if (state.mail.length > MAX_MAIL) state.mail.splice(0, state.mail.length - MAX_MAIL)
  return record
}

/** Keeps a notification, dropping its user's oldest beyond MAX_NOTIFICATIONS_PER_USER. */
function keepNotification(state: SandboxState, record: NotificationRecord): void {
  state.notifications.push(record)
  const mine = state.notifications.filter((note) => note.user_id === record.user_id)
  if (mine.length <= MAX_NOTIFICATIONS_PER_USER) return
  const dropped = new Set(
    newestFirst(mine.map((note) => ({ ...note, created_at: note.time })))
      .slice(MAX_NOTIFICATIONS_PER_USER)
      .map((note) => note.id),
  )
  state.notifications = state.notifications.filter((note) => !dropped.has(note.id))
}

/** A notification for `userId`, and its summary by e-mail. */
export function notify(
  state: SandboxState,
  ids: IdSource,
  input: { userId: number; title: string; desc: string; link: string; at: string },
  options: { mail?: boolean } = {},
): void {
  keepNotification(state, {
    id: ids.uuid(),
    user_id: input.userId,
    title: input.title,
    desc: input.desc,
    read: false,
    time: input.at,
    link: input.link,
  })
  const user = findUserById(state, input.userId)
  if (user && options.mail !== false)
    sendMail(state, ids, {
      to: user.email,
      subject: input.title,
      text: `${input.desc}\n\nOpen it: ${input.link}`,
      links: [input.link],
      sent_at: input.at,
    })
}

const orderLink = (order: OrderRecord) => `/orders/${order.public_id}`
const disputeLink = (id: string) => `/disputes?dispute=${encodeURIComponent(id)}`

/** The events' labels, four of them worded for the one notified. */
const TITLES: Record<OrderEventType, string> = {
  ...ORDER_EVENT_LABELS,
  created: 'New escrow order for you',
  paid: 'Payment received in escrow',
  delivered: 'Order marked delivered',
  refunded: 'Order refunded',
}

function describe(state: SandboxState, order: OrderRecord, event: OrderEventRecord): string {
  const item = `"${order.item_name}" (${order.public_id})`
  const dispute = order.dispute_id
    ? state.disputes.find((d) => d.id === order.dispute_id)
    : undefined
  switch (event.type) {
    case 'created':
      return `${findUserById(state, order.initiator_id)?.full_name ?? 'Someone'} started the escrow order ${item} with you as the ${order.initiator_role === 'buyer' ? 'seller' : 'buyer'}.`
    case 'accepted':
      return `The ${event.by} accepted ${item}.`
    case 'paid':
      return `The buyer paid into escrow for ${item}.`
    case 'delivered':
      return `The seller marked ${item} delivered. The inspection period ends ${order.inspection_ends_at ?? ''}.`
    case 'released':
      return `The funds for ${item} were released to the seller.`
    case 'auto_released':
      return `The inspection period of ${item} ended: the funds were released to the seller.`
    case 'disputed':
      return `The ${event.by} raised a dispute on ${item}.`
    case 'resolved':
      return dispute?.messages.at(-1)?.body ?? `The dispute on ${item} was resolved.`
    case 'declined':
      return `The ${event.by} declined ${item}.`
    case 'withdrawn':
      return `The ${event.by} withdrew ${item}.`
    case 'refunded':
      return `${item} was refunded to the buyer.`
  }
}

/**
 * Notifies about the events the order gained since `since` (its events' count before the
 * change): the other party when a party acted, both when support or the system did. Support's
 * release or refund right after `resolved` is said by the resolution's own notification.
 */
export function announceEvents(
  state: SandboxState,
  ids: IdSource,
  order: OrderRecord,
  since: number,
): void {
  const buyer = buyerIdOf(state, order)
  const seller = sellerIdOf(state, order)
  for (const event of order.events.slice(since)) {
    if (event.by === 'support' && event.type !== 'resolved') continue
    const to = event.by === 'buyer' ? [seller] : event.by === 'seller' ? [buyer] : [buyer, seller]
    const link =
      (event.type === 'disputed' || event.type === 'resolved') && order.dispute_id
        ? disputeLink(order.dispute_id)
        : orderLink(order)
    for (const userId of new Set(to)) {
      if (userId === undefined) continue
      // The invite e-mail already tells the receiver of a new order.
      notify(
        state,
        ids,
        {
          userId,
          title: TITLES[event.type],
          desc: describe(state, order, event),
          link,
          at: event.at,
        },
        { mail: event.type !== 'created' },
      )
    }
  }
}

/** The invite (web app spec §1): to the receiver's address, account or not, with the order link. */
export function sendInvite(state: SandboxState, ids: IdSource, order: OrderRecord): void {
  const initiator = findUserById(state, order.initiator_id)?.full_name ?? 'Someone'
  const hasAccount = findUserByEmail(state, order.receiver_email) !== undefined
  const link = orderLink(order)
  sendMail(state, ids, {
    to: order.receiver_email,
    subject: `${initiator} invited you to an escrow order`,
    text: `${initiator} started the escrow order "${order.item_name}" (${order.public_id}) with you. ${hasAccount ? 'Sign in' : 'Create an account with this e-mail address'} to accept or decline it.\n\nOpen the order: ${link}`,
    links: [link],
    sent_at: order.created_at,
  })
}

/**
 * A message in a dispute: the other party is told, a burst folded (issue 32). A party has at most
 * one unread "new message" notification per thread: a new message replaces it by one that counts
 * the messages (with a new id and time, so it shows as news at the top), and the thread's e-mail
 * goes to them at most once per THREAD_MAIL_INTERVAL_MS.
 */
export function announceMessage(
  state: SandboxState,
  ids: IdSource,
  order: OrderRecord,
  dispute: DisputeRecord,
  authorId: number,
  at: string,
): void {
  const author = findUserById(state, authorId)?.full_name ?? 'The other party'
  const link = disputeLink(dispute.id)
  for (const userId of new Set([buyerIdOf(state, order), sellerIdOf(state, order)])) {
    if (userId === undefined || userId === authorId) continue
    const isOpen = (note: NotificationRecord) =>
      note.user_id === userId &&
      !note.read &&
      note.link === link &&
      note.title === NEW_MESSAGE_TITLE
    const open = state.notifications.find(isOpen)
    const folded = open ? (open.folded ?? 1) + 1 : 1
    if (open) state.notifications = state.notifications.filter((note) => !isOpen(note))
    const desc =
      folded === 1
        ? `${author} wrote in dispute ${dispute.id} on ${order.public_id}.`
        : `${author} wrote ${String(folded)} new messages in dispute ${dispute.id} on ${order.public_id}.`
    keepNotification(state, {
      id: ids.uuid(),
      user_id: userId,
      title: NEW_MESSAGE_TITLE,
      desc,
      read: false,
      time: at,
      link,
      ...(folded > 1 ? { folded } : {}),
    })
    const user = findUserById(state, userId)
    const since = Date.parse(at) - THREAD_MAIL_INTERVAL_MS
    const mailedLately = state.mail.some(
      (mail) =>
        mail.to === user?.email &&
        mail.subject === NEW_MESSAGE_TITLE &&
        mail.links.includes(link) &&
        Date.parse(mail.sent_at) > since,
    )
    if (user && !mailedLately)
      sendMail(state, ids, {
        to: user.email,
        subject: NEW_MESSAGE_TITLE,
        text: `${desc}\n\nOpen it: ${link}`,
        links: [link],
        sent_at: at,
      })
  }
}

/** A withdrawal settled: its owner is told. */
export function announceWithdrawal(
  state: SandboxState,
  ids: IdSource,
  transaction: TransactionRecord,
  at: string,
): void {
  notify(state, ids, {
    userId: transaction.user_id,
    title: 'Withdrawal completed',
    desc: `${transaction.description}: ₦${(transaction.amount_kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} has been sent.`,
    link: '/transactions',
    at,
  })
}

export function notificationsOf(state: SandboxState, userId: number): NotificationRecord[] {
  return newestFirst(
    state.notifications
      .filter((record) => record.user_id === userId)
      .map((record) => ({ ...record, created_at: record.time })),
  )
}

/**
 * One page of the user's notifications, newest first (our paging proposal, src/server/README.md): `limit` of
 * them, older than the notification `before` when given; undefined when `before` is not one of
 * the user's (then 404).
 */
export function notificationsPage(
  state: SandboxState,
  userId: number,
  page: { limit: number; before?: string },
): NotificationRecord[] | undefined {
  const all = notificationsOf(state, userId)
  let start = 0
  if (page.before !== undefined) {
    const index = all.findIndex((record) => record.id === page.before)
    if (index < 0) return undefined
    start = index + 1
  }
  return all.slice(start, start + page.limit)
}

export function notificationView(record: NotificationRecord): Notification {
  return {
    id: record.id,
    title: record.title,
    desc: record.desc,
    read: record.read,
    time: record.time,
    link: record.link,
  }
}

/** The outbox (`mail`, as mail-links.ts reveals it), newest first, links absolute on `origin`. */
export function mailView(mail: readonly MailRecord[], origin: string): SandboxMail[] {
  const absolute = (link: string) => (link.startsWith('/') ? `${origin}${link}` : link)
  return newestFirst(mail.map((mail) => ({ ...mail, created_at: mail.sent_at }))).map((mail) => {
    let text = mail.text
    for (const link of mail.links) text = text.split(`: ${link}`).join(`: ${absolute(link)}`)
    return {
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      text,
      links: mail.links.map(absolute),
      sent_at: mail.sent_at,
    }
  })
}
