import { globalStyle } from '@vanilla-extract/css'
import { vars } from './theme.css'
import { media } from './tokens'

// Reset
globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
})

globalStyle('body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ol, ul', {
  margin: 0,
})

globalStyle('ol[role="list"], ul[role="list"]', {
  listStyle: 'none',
  padding: 0,
})

globalStyle('img, picture, svg, video, canvas', {
  display: 'block',
  maxWidth: '100%',
})

globalStyle('input, button, textarea, select', {
  font: 'inherit',
  color: 'inherit',
})

// `hidden` wins over a layout primitive's display (a stack is flex): a hidden step stays hidden.
globalStyle('[hidden]', {
  display: 'none !important',
})

globalStyle('button', {
  cursor: 'pointer',
})

globalStyle('button:disabled', {
  cursor: 'not-allowed',
})

// Base typography
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Whatever scrolls into view (the focus, a link target) stops below the sticky header, not
  // under it: at 200 % zoom the header is a sixth of the window.
  scrollPaddingTop: vars.layout.headerHeight,
})

globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
})

globalStyle('h1, h2, h3, h4, h5, h6', {
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'break-word',
})

globalStyle('p', {
  overflowWrap: 'break-word',
})

globalStyle('a', {
  color: vars.color.brand,
})

globalStyle('a:hover', {
  color: vars.color.brandHover,
})

globalStyle('code, kbd, samp, pre', {
  fontFamily: vars.font.mono,
})

// The one focus ring: for keyboard users, and on form fields whenever they hold the focus (a typing
// caret needs it; focus-within because Tab moves the focus from a date field into its calendar
// button, where the field itself no longer matches :focus).
globalStyle(':focus-visible, :is(input, select, textarea):focus-within', {
  outline: `${vars.borderWidth.large} solid ${vars.color.focus}`,
  outlineOffset: vars.space.xxs,
})

globalStyle(':focus:not(:focus-visible, input, select, textarea)', {
  outline: 'none',
})

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
})

// Print: hide chrome (nav, buttons) marked data-print="hide", print on plain paper.
globalStyle('[data-print="hide"]', {
  '@media': {
    print: { display: 'none !important' },
  },
})

globalStyle('body', {
  '@media': {
    print: {
      backgroundColor: vars.color.surface,
      color: vars.color.text,
    },
  },
})

globalStyle('*, *::before, *::after', {
  '@media': {
    print: { boxShadow: 'none !important' },
  },
})
