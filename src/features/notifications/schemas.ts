import * as v from 'valibot'
import { IsoDateString } from '~/contract/common'

/**
 * Spec §3 Notification: id, title, desc, read, time; from the server (lifecycle spec §5) also its
 * `link`, an app path. The samples (the part off) have none.
 */
export const UserNotification = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  title: v.string(),
  desc: v.string(),
  read: v.boolean(),
  time: IsoDateString,
  link: v.optional(v.string()),
})
export type UserNotification = v.InferOutput<typeof UserNotification>
