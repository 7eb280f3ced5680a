import { style } from '@vanilla-extract/css'
import { plainList, stack } from '~styles/layout.css'
import { vars } from '~styles/theme.css'
import { dotColumn } from './NotificationSummary.css'

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' })

export const list = style([stack.none, plainList])

export const item = style([
  stack.sm,
  {
    alignItems: 'flex-start',
    padding: `${vars.space.md} 0`,
    borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  },
])

// Under the summary's text: past its dot column and the gap after it.
export const markOne = style({ marginLeft: `calc(${dotColumn} + ${vars.space.sm})` })

export const empty = style({ color: vars.color.textMuted })
