import * as v from 'valibot'
import { createLocalSetting } from '~/lib/local-setting'

/** Ids of the notifications marked read in this browser, shared by every tab. */
export const readNotificationIds = createLocalSetting<readonly string[]>({
  key: 'notifications-read',
  schema: v.array(v.string()),
  defaultValue: [],
})
