import { keyframes, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { heading, text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
})
const slideIn = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
})

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
  },
})

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.xl,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    overflowY: 'auto',
    selectors: {
      '&:focus': { outline: 'none' },
    },
  },
  variants: {
    side: {
      center: {
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        width: `min(calc(100vw - 2 * ${vars.space.lg}), ${vars.width.dialog})`,
        maxHeight: `calc(100vh - 2 * ${vars.space.lg})`,
        borderRadius: vars.radius.lg,
        selectors: {
          '&[data-state="open"]': { animation: `${popIn} ${vars.duration.normal} ease-out` },
        },
      },
      right: {
        top: 0,
        right: 0,
        bottom: 0,
        width: `min(100vw, ${vars.width.drawer})`,
        selectors: {
          '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.slow} ease-out` },
        },
      },
    },
  },
  defaultVariants: { side: 'center' },
})

// Room for the close button in the corner, and a gap.
export const title = style([
  heading.xl,
  {
    lineHeight: vars.lineHeight.tight,
    paddingRight: `calc(${vars.size.control.md} + ${vars.space.xs})`,
  },
])

export const description = text.muted

export const close = style({
  position: 'absolute',
  top: vars.space.lg,
  right: vars.space.lg,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control.md,
  height: vars.size.control.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
  },
})
