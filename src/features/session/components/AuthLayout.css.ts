import { style } from '@vanilla-extract/css'
import { bar, inline, stack, toneBox } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

export const page = style([
  stack.xl,
  {
    minHeight: '100vh',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.xl,
    background: vars.color.background,
  },
])

export const brand = inline.sm

export { logo, productName } from '~/components/Brand.css'

export const card = style([
  stack.lg,
  {
    width: '100%',
    maxWidth: '28rem',
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

export const formError = style([toneBox.danger, { margin: 0 }])

export const success = style([toneBox.success, { margin: 0, fontWeight: vars.fontWeight.semibold }])

export const link = style({ color: vars.color.brand })
