/**
 * The security headers of the built app, derived from the build itself.
 *
 * `vite build` (plugin `security-headers` in .config/vite-plugins/security-headers.ts) calls `buildSecurityHeaders` with
 * the build's own settings (VITE_PAYMENT_PROVIDER, VITE_API_BASE_URL) and writes the result to
 * `security-headers.json` in the output folder; the server of `npm start` sends what that file
 * says (`readSecurityHeaders`). A build is therefore always served with the policy it was made
 * for: a sandbox build never allows Paystack, a Paystack build allows exactly its checkout. A
 * folder without the file (an old build, a test fixture) gets the strictest policy, the one of a
 * same-origin sandbox build, which may break a provider's pop-up but never loosens anything.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export const SECURITY_HEADERS_FILE = 'security-headers.json'

/** Paystack's checkout page, which @paystack/inline-js 2.22.x loads in an iframe. */
export const PAYSTACK_CHECKOUT_ORIGIN = 'https://checkout.paystack.com'

export interface BuildSecurityFacts {
  paymentProvider: 'sandbox' | 'paystack'
  /** The origin of VITE_API_BASE_URL when it is absolute, else null (same origin). */
  apiOrigin: string | null
  /**
   * `'sha256-…'` sources of the inline `<style>` the card library writes into its about:blank
   * backdrop iframe (which inherits this page's policy). Paystack builds only.
   */
  providerStyleHashes: readonly string[]
}

export type HeaderMap = Record<string, string>

/** What the file in the build holds. */
export interface SecurityHeadersFile {
  build: BuildSecurityFacts
  /** Sent with index.html and every other file of the build. */
  headers: HeaderMap
}

/** The API origin of VITE_API_BASE_URL, or null when it is a path on the app's own origin. */
export function apiOriginOf(apiBaseUrl: string | undefined): string | null {
  if (!apiBaseUrl || apiBaseUrl.startsWith('/')) return null
  let url: URL
  try {
    url = new URL(apiBaseUrl)
  } catch {
    throw new Error(`VITE_API_BASE_URL must be a path or an absolute URL, got ${apiBaseUrl}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_API_BASE_URL must be http(s), got ${apiBaseUrl}`)
  }
  return url.origin
}

const sources = (...list: (string | null | false | undefined)[]) =>
  list.filter((item): item is string => Boolean(item)).join(' ')

export function contentSecurityPolicy(facts: BuildSecurityFacts): string {
  const paystack = facts.paymentProvider === 'paystack'
  const directives: [string, string][] = [
    // Anything not listed below is refused.
    ['default-src', "'none'"],
    // Only the build's own files: no inline script, no eval, no third-party script.
    ['script-src', "'self'"],
    // The build's CSS files (vanilla-extract) and, in Paystack builds, the exact spinner <style>
    // of inline-js's backdrop iframe (by hash). No 'unsafe-inline', and no style-src-attr
    // allowance either: React (Radix's popper positions, the virtual tables' offsets) sets styles
    // through the CSSOM, which CSP does not govern, and Radix's scroll-lock <style> is built as a
    // constructed stylesheet (src/lib/constructed-style-singleton.ts). tests/e2e/csp.spec.ts fails on any violation.
    ['style-src', sources("'self'", ...(paystack ? facts.providerStyleHashes : []))],
    // Object URLs: image previews of the wizard and disputes.
    ['img-src', sources("'self'", 'blob:', facts.apiOrigin)],
    ['font-src', "'self'"],
    ['connect-src', sources("'self'", facts.apiOrigin)],
    // The card provider's checkout is the only frame a page may hold.
    ['frame-src', paystack ? PAYSTACK_CHECKOUT_ORIGIN : "'none'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map(([name, value]) => `${name} ${value}`).join('; ')
}

export function permissionsPolicy(facts: BuildSecurityFacts): string {
  // Paystack's checkout iframe asks for `payment` (allow="payment; clipboard-read;
  // clipboard-write"): it may use the Payment Request API (Apple Pay, Google Pay). Clipboard is
  // left at the browser's default (self and frames it delegates to): the app copies invite links.
  const payment =
    facts.paymentProvider === 'paystack' ? `(self "${PAYSTACK_CHECKOUT_ORIGIN}")` : '()'
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    `payment=${payment}`,
    'usb=()',
    'serial=()',
    'hid=()',
    'midi=()',
    'magnetometer=()',
    'gyroscope=()',
    'accelerometer=()',
    'display-capture=()',
    'browsing-topics=()',
  ].join(', ')
}

/** The headers of every file of the build (index.html, assets). Cache-Control is not here. */
export function buildSecurityHeaders(facts: BuildSecurityFacts): HeaderMap {
  return {
    'Content-Security-Policy': contentSecurityPolicy(facts),
    'X-Content-Type-Options': 'nosniff',
    // The card provider's checkout learns our origin (never a path such as /orders/ESC-…); our own
    // requests too: the first load of /reset-password?token=… would otherwise send the token in the
    // Referer of its scripts and styles.
    'Referrer-Policy': 'strict-origin',
    'Permissions-Policy': permissionsPolicy(facts),
  }
}

/** The headers every API response gets (when the route has not set them itself). */
export const API_SECURITY_HEADERS: HeaderMap = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin',
  // JSON is never a document: if a response is opened as one, it may load and run nothing.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  // Tokens, profiles, orders: never kept by the browser's cache or a proxy (nor the back button's).
  'Cache-Control': 'no-store',
}

/**
 * The headers of the app's HTML pages (index.html for every client route), beside the build's.
 *
 * Cross-Origin-Opener-Policy `same-origin`: a page of another site that opens the app (or that
 * the app opens) gets no window handle on it, so it cannot navigate or probe it. The card
 * provider needs no exception: @paystack/inline-js 2.22.x shows its checkout in iframes
 * (`checkoutIframe`, `backgroundIframe`) and never calls window.open, and the app's adapter
 * (src/features/payments/paystack-adapter.ts) talks to it by postMessage between frames, which
 * COOP does not touch. Were a provider to open a pop-up window and talk to it through
 * `window.opener`, this would have to be `same-origin-allow-popups`.
 */
export const DOCUMENT_SECURITY_HEADERS: HeaderMap = {
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** The policy for a folder without SECURITY_HEADERS_FILE: a same-origin sandbox build's. */
export const STRICTEST_FACTS: BuildSecurityFacts = {
  paymentProvider: 'sandbox',
  apiOrigin: null,
  providerStyleHashes: [],
}

/** The headers a build asks for (its SECURITY_HEADERS_FILE), or the strictest ones. */
export function readSecurityHeaders(staticDir: string): HeaderMap {
  let text: string
  try {
    text = readFileSync(join(staticDir, SECURITY_HEADERS_FILE), 'utf8')
  } catch {
    return buildSecurityHeaders(STRICTEST_FACTS)
  }
  const parsed = JSON.parse(text) as Partial<SecurityHeadersFile>
  const headers = parsed.headers
  if (
    !headers ||
    typeof headers !== 'object' ||
    Object.values(headers).some((value) => typeof value !== 'string') ||
    typeof headers['Content-Security-Policy'] !== 'string'
  ) {
    throw new Error(`${join(staticDir, SECURITY_HEADERS_FILE)} holds no headers`)
  }
  return { ...headers }
}

/** A CSP hash source of an inline <style> or <script> text, as browsers compute it. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * The hashes of the `<style>` elements inside the HTML that @paystack/inline-js writes with
 * document.write into its backdrop iframe, read from the library's source text (its ES build).
 * The HTML is one single-quoted string literal passed to `.write(`; it has no interpolation.
 */
export function paystackBackdropStyleHashes(inlineJsSource: string): string[] {
  const literal = /\.write\('((?:[^'\\]|\\.)*)'\)/.exec(inlineJsSource)?.[1]
  if (literal === undefined) {
    throw new Error('@paystack/inline-js: the backdrop iframe HTML (.write(…)) was not found')
  }
  const html = unescapeSingleQuoted(literal)
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '')
  if (styles.length === 0) {
    throw new Error('@paystack/inline-js: the backdrop iframe HTML has no <style> any more')
  }
  return styles.map(cspHash)
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  '\\': '\\',
  "'": "'",
  '"': '"',
}

function unescapeSingleQuoted(literal: string): string {
  return literal.replace(/\\(.)/g, (_, char: string) => {
    const replacement = ESCAPES[char]
    if (replacement === undefined) throw new Error(`unsupported escape \\${char} in inline-js`)
    return replacement
  })
}
