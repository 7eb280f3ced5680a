import { style } from '@vanilla-extract/css'

/** Hidden on screen, still read by assistive technology (the rules, for use inside @media). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const

export const visuallyHidden = style(visuallyHiddenRules)
