import { style } from '@vanilla-extract/css'
import { inline } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

/** Width in px of the fade at an end of the row that has more tabs out of sight. */
export const FADE_WIDTH = 40

const fadeStart = `transparent, #000 ${FADE_WIDTH}px`
const fadeEnd = `#000 calc(100% - ${FADE_WIDTH}px), transparent`
const fades = {
  start: `linear-gradient(to right, ${fadeStart})`,
  end: `linear-gradient(to right, ${fadeEnd})`,
  both: `linear-gradient(to right, ${fadeStart}, ${fadeEnd})`,
}

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  // Overflowing tabs (phones): the row scrolls, and each end with more tabs fades out as the cue.
  // data-overflow is kept up to date by FilterTabs.tsx.
  selectors: Object.fromEntries(
    Object.entries(fades).map(([end, mask]) => [
      `&[data-overflow="${end}"]`,
      { maskImage: mask, WebkitMaskImage: mask },
    ]),
  ),
})

export const tab = style([
  inline.xs,
  {
    display: 'inline-flex',
    minHeight: vars.size.control.touch,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: 'none',
    borderBottom: `${vars.borderWidth.large} solid transparent`,
    // Over the list's bottom border.
    marginBottom: `calc(-1 * ${vars.borderWidth.standard})`,
    background: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[aria-selected="true"]': {
        color: vars.color.brand,
        borderBottomColor: vars.color.brand,
        fontWeight: vars.fontWeight.semibold,
      },
    },
  },
])

export const count = style({
  minWidth: '1.5em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  selectors: {
    [`${tab}[aria-selected="true"] &`]: {
      backgroundColor: vars.color.brandSubtle,
      color: vars.color.brand,
    },
  },
})
