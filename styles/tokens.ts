/**
 * Raw design tokens. Plain values only: components never read these directly,
 * they read `vars` from theme.css.ts. Breakpoints and media queries live here
 * because CSS custom properties cannot be used inside @media.
 */

export const palette = {
  brand50: '#f0fdfa',
  brand100: '#ccfbf1',
  brand200: '#99f6e4',
  brand600: '#0d9488',
  brand700: '#0f766e',
  brand800: '#115e59',
  brand900: '#134e4a',

  white: '#ffffff',
  gray50: '#f8fafc',
  gray100: '#f3f4f6',
  gray200: '#e5e7eb',
  gray300: '#d1d5db',
  gray400: '#9ca3af',
  gray500: '#6b7280',
  gray600: '#4b5563',
  gray700: '#374151',
  gray900: '#111827',

  green100: '#dcfce7',
  green800: '#166534',
  amber100: '#fef3c7',
  amber800: '#92400e',
  red100: '#fee2e2',
  red700: '#b91c1c',
  red800: '#991b1b',
  blue100: '#dbeafe',
  blue600: '#2563eb',
  blue800: '#1e40af',

  overlay: 'rgba(17, 24, 39, 0.5)',
} as const

/**
 * Text/background pairs that must meet WCAG AA (4.5:1). Kept next to the
 * palette so a test can check every pair whenever a colour changes.
 */
export const contrastPairs = {
  body: [palette.gray900, palette.gray50],
  muted: [palette.gray600, palette.white],
  onBrand: [palette.white, palette.brand700],
  onBrandHover: [palette.white, palette.brand800],
  brandText: [palette.brand700, palette.white],
  brandSubtle: [palette.brand700, palette.brand50],
  onDanger: [palette.white, palette.red700],
  success: [palette.green800, palette.green100],
  warning: [palette.amber800, palette.amber100],
  danger: [palette.red800, palette.red100],
  info: [palette.blue800, palette.blue100],
  neutral: [palette.gray700, palette.gray100],
  neutralDark: [palette.white, palette.gray600],
} as const

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const

/** Border and outline widths (Braid's names): hairlines, and focus rings and strong rules. */
export const borderWidths = {
  standard: '1px',
  large: '2px',
} as const

/**
 * Fixed sizes.
 * - control: heights of controls, smallest first. touch: the smallest a control's hit area may be
 *   (WCAG 2.5.5, 44 × 44 CSS px); lg: the header's round controls (notifications, account menu) and
 *   menu items; md: icon buttons (a dialog's close, a card's eye toggle); sm: small buttons and the
 *   links and buttons of dense rows.
 * - icon: a notification dot (xs), a timeline marker (sm), a spinner (md).
 * - the rest: one each, named by what they size.
 */
export const sizes = {
  control: { sm: '32px', md: '36px', lg: '40px', touch: '44px' },
  icon: { xs: '8px', sm: '16px', md: '24px' },
  /** A count badge's height (the notifications bell). */
  badge: '18px',
  /** A user's initials in the account menu. */
  avatar: '30px',
  /** The product's logo mark. */
  logo: '2.25rem',
  /** Image tiles: a review's (sm), an upload preview's narrowest (md), dispute evidence (lg). */
  thumbnail: { sm: '64px', md: '96px', lg: '8rem' },
  progressBar: '6px',
  textAreaMin: '96px',
  /** A summary figure's line, tall enough for its placeholder and the figure alike. */
  figureMin: '2.5rem',
  /** A loading card's height, while the real cards are on their way. */
  skeletonCardMin: '200px',
  /** A scrolling table's frame at most. */
  tableMax: '720px',
} as const

/**
 * Widths. px: the narrowest a grid column may be (term, summaryCard, orderCard, sideColumn), and
 * the widths of menus, the search box, dialogs and a single-column form. measure: widths in rem,
 * which grow with the reader's font size (flexible fields, cards, names).
 */
export const widths = {
  term: '120px',
  menuMin: '200px',
  summaryCard: '220px',
  orderCard: '240px',
  sideColumn: '260px',
  search: '320px',
  menuMax: '360px',
  drawer: '420px',
  dialog: '520px',
  form: '720px',
  measure: { xs: '12rem', sm: '16rem', md: '18rem', lg: '22rem', xl: '24rem', xxl: '28rem' },
} as const

export const radii = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  full: '9999px',
} as const

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '2rem',
} as const

export const fontWeights = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const

export const lineHeights = {
  tight: '1.25',
  normal: '1.5',
  relaxed: '1.75',
} as const

export const shadows = {
  sm: '0 1px 2px rgba(17, 24, 39, 0.06)',
  md: '0 4px 12px rgba(17, 24, 39, 0.08)',
  lg: '0 12px 32px rgba(17, 24, 39, 0.16)',
} as const

export const zIndices = {
  base: '0',
  sticky: '10',
  sidebar: '20',
  header: '30',
  overlay: '40',
  dialog: '50',
  menu: '60',
  toast: '70',
} as const

/** Minimum widths in px. */
export const breakpoints = {
  sm: 480,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const

export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const

/** Sidebar widths in px (spec §9: 64 collapsed, 256 expanded). */
export const sidebar = {
  collapsed: 64,
  expanded: 256,
} as const

/** The app shell's sticky header and the widest a page's content grows. */
export const shell = {
  headerHeight: '64px',
  contentMaxWidth: '1200px',
} as const

export const durations = {
  fast: '120ms',
  normal: '200ms',
  slow: '300ms',
} as const
