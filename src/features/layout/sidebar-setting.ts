import * as v from 'valibot'
import { createLocalSetting } from '~/lib/local-setting'

/** Spec §2: the sidebar's collapsed state, kept under 'sidebar-collapsed' and shared by every tab. */
export const sidebarCollapsed = createLocalSetting({
  key: 'sidebar-collapsed',
  schema: v.boolean(),
  defaultValue: false,
})
