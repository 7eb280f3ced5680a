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

/** A server notification's summary as a button that opens its link: the text as it is, full width. */
export const open = style({
  width: '100%',
  padding: vars.space.xs,
  margin: `calc(-1 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.borderWidth.large} solid ${vars.color.focus}` },
  },
})

export const empty = style({ color: vars.color.textMuted })
