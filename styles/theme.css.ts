import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css'
import {
  borderWidths,
  durations,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  palette,
  radii,
  shadows,
  shell,
  sidebar,
  sizes,
  space,
  widths,
  zIndices,
} from './tokens'

/** Semantic names → raw tokens. Components only ever see these names through `vars`. */
const light = {
  color: {
    brand: palette.brand700,
    brandHover: palette.brand800,
    brandSubtle: palette.brand50,
    brandBorder: palette.brand200,
    onBrand: palette.white,
    text: palette.gray900,
    textMuted: palette.gray600,
    textInverse: palette.white,
    background: palette.gray50,
    surface: palette.white,
    surfaceMuted: palette.gray100,
    border: palette.gray200,
    borderStrong: palette.gray400,
    focus: palette.blue600,
    overlay: palette.overlay,
    danger: palette.red700,
    dangerHover: palette.red800,
    onDanger: palette.white,
    skeleton: palette.gray200,
  },
  /** Status tones: `text` on `background` meets WCAG AA (checked in a test). */
  tone: {
    success: { text: palette.green800, background: palette.green100 },
    warning: { text: palette.amber800, background: palette.amber100 },
    danger: { text: palette.red800, background: palette.red100 },
    info: { text: palette.blue800, background: palette.blue100 },
    neutral: { text: palette.gray700, background: palette.gray100 },
    neutralDark: { text: palette.white, background: palette.gray600 },
  },
  space,
  size: sizes,
  width: widths,
  borderWidth: borderWidths,
  radius: radii,
  font: fonts,
  fontSize: fontSizes,
  fontWeight: fontWeights,
  lineHeight: lineHeights,
  shadow: shadows,
  zIndex: zIndices,
  duration: durations,
  layout: {
    sidebarCollapsed: `${sidebar.collapsed}px`,
    sidebarExpanded: `${sidebar.expanded}px`,
    headerHeight: shell.headerHeight,
    contentMaxWidth: shell.contentMaxWidth,
  },
}

// The contract takes its shape from the light theme; a future dark theme
// implements the same contract with createTheme/createGlobalTheme.
export const vars = createThemeContract(light)

createGlobalTheme(':root', vars, light)
