/** Notifications from the server (lifecycle spec §5). */
import * as v from 'valibot'
import { IsoDateTime, type Named } from './common'

export const Notification = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  title: v.string(),
  desc: v.string(),
  read: v.boolean(),
  time: IsoDateTime,
  /** An app path (`/orders/ESC-…`, `/disputes?…`); the app follows only same-origin paths. */
  link: v.string(),
})
export type Notification = v.InferOutput<typeof Notification>

/** GET /notifications: newest first. */
export const Notifications = v.array(Notification)
export const NOTIFICATION_NAMED = {
  id: 'value',
  title: 'value',
  desc: 'value',
  read: 'value',
  time: 'time',
  link: 'value',
} as const satisfies Named
