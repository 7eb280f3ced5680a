import { style } from '@vanilla-extract/css'
import { bar, inline, stack } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

export const page = style([
  stack.xl,
  {
    minHeight: '100vh',
    alignItems: 'center',
    // Top-aligned, not centred: content that arrives late below the form (the sandbox's demo
    // accounts, an error) must not move the fields and the submit button under the pointer.
    justifyContent: 'flex-start',
    padding: vars.space.xl,
    paddingTop: 'max(8vh, 2rem)',
    background: vars.color.background,
  },
])

export const brand = inline.sm

export { logo, productName } from '~/components/Brand.css'

export const card = style([
  stack.lg,
  {
    width: '100%',
    maxWidth: vars.width.measure.xxl,
    padding: vars.space.xxl,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    boxShadow: vars.shadow.md,
  },
])

export const title = style({ margin: 0, fontSize: vars.fontSize.xl })

export const subtitle = style({ margin: 0, color: vars.color.textMuted })

export const form = stack.lg

export const row = bar.md

export const link = style({ color: vars.color.brand })
