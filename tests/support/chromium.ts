/**
 * The Chromium every browser test and bench drives: Debian's package (`npx playwright install`
 * cannot download here), started with the flags this closed network needs (without the
 * background-networking ones, Chromium's own connections are refused, many at a time).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
