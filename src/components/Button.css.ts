import { keyframes, style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '~styles/theme.css'
import { media } from '~styles/tokens'

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: `${vars.borderWidth.standard} solid transparent`,
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: vars.color.brandHover,
            color: vars.color.onBrand,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: vars.color.surfaceMuted,
            color: vars.color.text,
          },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: vars.color.dangerHover,
            color: vars.color.onDanger,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: vars.color.brandSubtle,
            color: vars.color.brandHover,
          },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.control.sm,
        padding: `${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: vars.size.control.touch,
        padding: `${vars.space.sm} ${vars.space.lg}`,
        fontSize: vars.fontSize.md,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { tone: 'primary', size: 'md', fullWidth: false },
})

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.large} solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // The open ring still reads as "working" when it stands still.
    [media.reducedMotion]: { animation: 'none' },
  },
})
