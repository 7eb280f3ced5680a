/**
 * The sandbox's mailbox page (lifecycle spec §7, src/server/mailbox-page.ts): the outbox as HTML
 * for a browser, every text escaped, only app paths as links, no script, its own strict policy,
 * same origin only; and `npm start` says where it is.
 */
import { describe, expect, it } from 'vitest'
import { CreateOrderResponse } from '../../src/contract/escrow'
import { escapeHtml, mailboxPage } from '../../src/server/mailbox-page'
import { ADA, BAYO, createOrderForm, expectOk, newSandbox, NOW } from './helpers'

const page = async (api: Awaited<ReturnType<typeof newSandbox>>['api']) =>
  api.get('/__sandbox/mailbox')

describe('GET /__sandbox/mailbox', () => {
  it('shows the invite and the reset link newest first, with their app links clickable', async () => {
    const { api } = await newSandbox()
    const ada = await api.token(ADA)
    const form = createOrderForm('seller', BAYO)
    form.set('name', '<script>alert("x")</script> & <b>bag</b>')
    const { data } = expectOk(
      await api.post('/escrow/create', { token: ada, form }),
      CreateOrderResponse,
      201,
    )
    expect((await api.post('/auth/forgot-password', { json: { email: BAYO } })).status).toBe(202)

    const reply = await page(api)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = reply.text
    expect(html).toContain('<h1>Sandbox mailbox</h1>')
    // Newest first: the reset e-mail, then the invite.
    expect(html.indexOf('Reset your password')).toBeLessThan(
      html.indexOf('Adaeze Okafor invited you to an escrow order'),
    )
    expect(html).toContain(
      `<a href="http://localhost/orders/${data.public_id ?? ''}">http://localhost/orders/${data.public_id ?? ''}</a>`,
    )
    expect(html).toMatch(/<a href="http:\/\/localhost\/reset-password\?token=[^"<>]+">/)
    // The item's name is text, never markup; the page has no script of its own either.
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bag&lt;/b&gt;',
    )
    expect(html).not.toMatch(/<script|<b>|onerror|javascript:/i)
  })

  it('sends its own strict policy: no script, only its inline style by hash, no frames or forms', async () => {
    const { api } = await newSandbox()
    const reply = await page(api)
    const policy = reply.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; /)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("form-action 'none'")
    expect(policy).not.toContain('script-src')
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff')
    expect(reply.headers.get('cache-control')).toBe('no-store')
    expect(reply.headers.get('referrer-policy')).toBe('no-referrer')
    expect(reply.text).toContain('No mail yet.')
  })

  it('is refused to another site’s page, like every test control', async () => {
    const { api } = await newSandbox()
    const reply = await api.get('/__sandbox/mailbox', {
      headers: { Origin: 'https://evil.example' },
    })
    expect(reply.status).toBe(403)
  })

  it('links only app paths on its own origin; anything else stays text', () => {
    const html = mailboxPage(
      [
        {
          id: 'm1',
          to: 'x@example.com',
          subject: 'Links',
          text: 'see below',
          links: [
            '/orders/ESC-1',
            '//evil.example/a',
            'https://evil.example/b',
            'javascript:alert(1)',
            '/\\evil',
          ],
          sent_at: NOW.toISOString(),
        },
      ],
      'http://127.0.0.1:5173',
    )
    expect(html.match(/<a /g)).toHaveLength(1)
    expect(html).toContain('<a href="http://127.0.0.1:5173/orders/ESC-1">')
    expect(html).toContain(`<li>${escapeHtml('//evil.example/a')}</li>`)
    expect(html).toContain('<li>javascript:alert(1)</li>')
  })
})
