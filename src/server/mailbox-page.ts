/**
 * The sandbox's mailbox page (lifecycle spec §7): every e-mail the sandbox would send, newest
 * first, as one plain HTML page with the links clickable, for a newcomer without curl. Served by
 * the sandbox server alone (GET /api/v1/__sandbox/mailbox), so nothing of it is in the app's
 * bundle, and a production build never has it (tests/budget/production-build-check.mjs).
 *
 * Every text is escaped; only app paths (`/orders/…`, `/reset-password?token=…`) become links, on
 * the origin the page was asked on. No script at all: its own policy allows none, and only the one
 * inline style by its hash.
 */
import { createHash } from 'node:crypto'
import type { MailRecord } from './records'
import { newestFirst } from './wallet'

export const MAILBOX_TITLE = 'Sandbox mailbox'

const STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#1f2933}',
  'article{border:1px solid #cbd2d9;border-radius:8px;padding:0.75rem 1rem;margin:1rem 0}',
  'h2{font-size:1.1rem;margin:0}',
  'pre{white-space:pre-wrap;font:inherit;margin:0.5rem 0}',
  '.meta{color:#52606d;font-size:0.875rem;margin:0}',
  'a{color:#0b5cad}',
].join('')

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`

/** The page's own headers: no script, no frame, no form, nothing cached or sniffed. */
export const MAILBOX_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** Only an app path on this origin is a link (never `//host`, `/\\host` or a scheme). */
function isAppPath(link: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(link)
}

function linkItem(link: string, origin: string): string {
  if (!isAppPath(link)) return `<li>${escapeHtml(link)}</li>`
  const href = escapeHtml(`${origin}${link}`)
  return `<li><a href="${href}">${href}</a></li>`
}

function mailArticle(mail: MailRecord, origin: string): string {
  const links = mail.links.map((link) => linkItem(link, origin)).join('')
  return [
    '<article>',
    `<h2>${escapeHtml(mail.subject)}</h2>`,
    `<p class="meta">To: ${escapeHtml(mail.to)} · Sent: <time datetime="${escapeHtml(mail.sent_at)}">${escapeHtml(mail.sent_at)}</time></p>`,
    `<pre>${escapeHtml(mail.text)}</pre>`,
    links ? `<ul aria-label="Links">${links}</ul>` : '',
    '</article>',
  ].join('')
}

/** The whole page for `mail` (any order), newest first, links on `origin`. */
export function mailboxPage(mail: readonly MailRecord[], origin: string): string {
  const sorted = newestFirst(mail.map((record) => ({ ...record, created_at: record.sent_at })))
  const body =
    sorted.length === 0
      ? '<p>No mail yet. Create an order (its invite) or ask for a password reset.</p>'
      : sorted.map((record) => mailArticle(record, origin)).join('\n')
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${MAILBOX_TITLE}</title><style>${STYLE}</style></head>`,
    '<body><main>',
    `<h1>${MAILBOX_TITLE}</h1>`,
    `<p class="meta">Every e-mail the sandbox would have sent (${String(sorted.length)}), newest first. Reload for new mail. Sandbox builds only; the same as JSON: GET /api/v1/__sandbox/mail.</p>`,
    body,
    '</main></body></html>',
  ].join('\n')
}
