/**
 * The app's main flows under the Content-Security-Policy its build asks for
 * (security-headers.json, sent by the sandbox server as `npm start` does). The fixtures fail any
 * test on a CSP violation (tests/e2e/fixtures.ts, `failOnCspViolation`), so every journey of the
 * suite is watched: signing in (session.spec.ts), accepting and paying in the sandbox checkout
 * (order-detail.spec.ts), the wizard with its image previews, blob: URLs (create-order.spec.ts),
 * the real Paystack iframes (paystack.spec.ts). This file proves the policy is served and that a
 * violation is actually seen, then walks the pieces that add styles at run time: the menus, the
 * dialog's scroll lock and the chart's tooltip.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { SecurityHeadersFile } from '../../src/server/security-headers'
import { expect, seller, test } from './fixtures'

const distDir = process.env.E2E_DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url))

function buildHeaders(): SecurityHeadersFile['headers'] {
  const file = JSON.parse(
    readFileSync(`${distDir}/security-headers.json`, 'utf8'),
  ) as SecurityHeadersFile
  return file.headers
}

test('the app is served with the policy of its build, and a violation is seen', async ({
  page,
  cspViolations,
}) => {
  const expected = buildHeaders()
  // Chromium reports each feature of Permissions-Policy it does not know as a console error.
  const headerErrors: string[] = []
  page.on('console', (message) => {
    if (/Permissions-Policy|Feature-Policy/i.test(message.text())) headerErrors.push(message.text())
  })
  const response = await page.goto('/login')
  const headers = response?.headers() ?? {}
  expect(headers['content-security-policy']).toBe(expected['Content-Security-Policy'])
  expect(headers['content-security-policy']).toContain("script-src 'self';")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin')
  expect(headers['permissions-policy']).toBe(expected['Permissions-Policy'])
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  expect(headerErrors).toEqual([])

  // The built page has no inline script or style, and no script from another origin.
  const inline = await page.evaluate(() => ({
    scripts: [...document.scripts].filter((script) => !script.src).length,
    styles: document.querySelectorAll('style').length,
    foreign: [...document.scripts].filter(
      (script) => script.src && new URL(script.src).origin !== location.origin,
    ).length,
  }))
  expect(inline).toEqual({ scripts: 0, styles: 0, foreign: 0 })

  // The watch works: an injected inline script and a foreign image are refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(script)
    const image = document.createElement('img')
    image.alt = ''
    image.src = 'https://tracker.invalid/pixel.png'
    document.body.append(image)
    script.remove()
    image.remove()
  })
  await expect
    .poll(() => cspViolations.map((violation) => violation.text).join('\n'))
    .toMatch(/script-src-elem blocked inline/)
  await expect
    .poll(() => cspViolations.map((violation) => violation.text).join('\n'))
    .toMatch(/img-src blocked https:\/\/tracker\.invalid/)
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined()
  cspViolations.length = 0
})

test.describe('signed in', () => {
  test.use({ signedInAs: seller })

  test('the dashboard with its menus and dialog, transactions, orders with the chart', async ({
    page,
  }) => {
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${seller.firstName}`)

    // Radix menus position themselves with inline style attributes and lock scrolling.
    await page.getByRole('button', { name: /^Account/ }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)

    await page.getByRole('button', { name: /^Notifications/ }).click()
    const notifications = page.getByRole('menu', { name: 'Notifications' })
    await expect(notifications).toBeVisible()
    await notifications.getByRole('menuitem', { name: 'View all' }).click()
    const panel = page.getByRole('dialog', { name: 'All Notifications' })
    await expect(panel).toBeVisible()
    // The dialog's scroll lock took effect (its CSS is a constructed stylesheet, not a <style>).
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .toBe('hidden')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    await page.getByRole('button', { name: 'Create order' }).click()
    await expect(page.getByRole('menu', { name: 'Create order' })).toBeVisible()
    await page.keyboard.press('Escape')

    await page.goto('/transactions')
    await expect(
      page.getByRole('table', { name: 'Transactions' }).getByRole('cell').first(),
    ).toBeVisible()

    await page.goto('/orders')
    const chart = page
      .getByRole('region', { name: 'Order overview' })
      .getByRole('group', { name: /^Orders per month/ })
    await expect(chart).toBeVisible()
    await chart.getByRole('img').first().hover({ force: true })
    await expect(page.getByText(/ESC-[A-Z0-9]{8}/).first()).toBeVisible()
  })
})
