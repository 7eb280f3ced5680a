import { styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css'

/** Small text styles shared by the style modules: hints, captions, labels, inline errors. */
export const text = styleVariants({
  /** Secondary text: hints, dates, captions. */
  muted: { fontSize: vars.fontSize.sm, color: vars.color.textMuted },
  /** The smallest secondary text (times, file names). */
  mutedXs: { fontSize: vars.fontSize.xs, color: vars.color.textMuted },
  /** A form control's label. */
  label: { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text },
  /** An inline error under a control or form. */
  error: { fontSize: vars.fontSize.sm, color: vars.tone.danger.text },
})

/** Headings by size: a card's title (lg), a section's (xl), a page's (xxl). */
export const heading = styleVariants({
  lg: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold },
  xl: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold },
  xxl: { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold },
})
