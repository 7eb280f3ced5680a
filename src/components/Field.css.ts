import { style } from '@vanilla-extract/css'
import { stack } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const field = stack.xs

export const label = text.label

export const hint = text.muted

export const error = text.error

/** Shared look of text inputs and textareas. */
export const control = style({
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
    '&:focus-within': { outlineOffset: 0, borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
})
