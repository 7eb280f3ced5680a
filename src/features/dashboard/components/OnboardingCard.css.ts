import { style } from '@vanilla-extract/css'
import { spread, stack } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const card = stack.md

export const header = spread.sm

export const title = style({ fontSize: vars.fontSize.lg })

export const done = text.muted

export const steps = style([stack.sm, { margin: 0, paddingLeft: vars.space.xl }])

export const step = style({
  selectors: { '&[data-done="true"]': { color: vars.color.textMuted } },
})

export const stepLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.sm,
  color: vars.color.brand,
})

/** A step that opens a dialog: drawn as the links are. */
export const stepButton = style([
  stepLink,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    font: 'inherit',
    textDecoration: 'underline',
    cursor: 'pointer',
  },
])

export const check = style({
  marginLeft: vars.space.sm,
  color: vars.tone.success.text,
  fontWeight: vars.fontWeight.bold,
})

export const note = style([text.muted, { margin: 0 }])
