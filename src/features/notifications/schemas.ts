import * as v from 'valibot'
import { IsoDateString } from '~/contract/common'

/** Spec §3 Notification: id, title, desc, read, time. There is no endpoint yet (sample data only). */
export const UserNotification = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  title: v.string(),
  desc: v.string(),
  read: v.boolean(),
  time: IsoDateString,
})
export type UserNotification = v.InferOutput<typeof UserNotification>
