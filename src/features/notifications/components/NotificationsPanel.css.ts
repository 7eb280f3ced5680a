import { style } from '@vanilla-extract/css'
import { plainList, stack } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' })

export const list = style([stack.none, plainList])

export const item = style([
  stack.sm,
  {
    alignItems: 'flex-start',
    padding: `${vars.space.md} 0`,
    borderBottom: `1px solid ${vars.color.border}`,
  },
])

export const markOne = style({ marginLeft: '18px' })

export const empty = style({ color: vars.color.textMuted })
