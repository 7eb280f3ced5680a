/**
 * The shortcuts wired into the real app (each key's rule: tests/component/layout/shortcuts.test.tsx;
 * the jump to an order: tests/component/orders/OrdersPage.test.tsx; the list's axe check: the
 * 'keyboard shortcuts help' state of a11y-states.spec.ts).
 */
import { expect, seller, test } from './fixtures'

test.use({ signedInAs: seller })

test('shortcuts: g o opens the orders, / focuses their search, an escrow id + Enter opens that order, ? lists them, never while typing', async ({
  page,
}) => {
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(seller.firstName)

  await page.keyboard.press('g')
  await page.keyboard.press('o')
  await page.waitForURL((url) => url.pathname === '/orders')
  const table = page.getByRole('table', { name: 'Orders', exact: true })
  const firstId = (await table.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim()
  expect(firstId).toMatch(/^ESC-/)

  // '?' (outside a field) lists the shortcuts.
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help).toBeVisible()
  await expect(help).toContainText('Go to orders')
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()

  const search = page.getByRole('searchbox', { name: 'Search orders' })
  await page.keyboard.press('/')
  await expect(search).toBeFocused()
  await expect(search).toHaveValue('')

  // Typing in a field: 'g t' is text, not a trip to /transactions (the search box below would be
  // gone if it were).
  await page.keyboard.type('g t')
  await expect(search).toHaveValue('g t')
  expect(new URL(page.url()).pathname).toBe('/orders')

  // Jump to an order: its id pasted in any case, with spaces, then Enter.
  await search.fill(`  ${firstId.toLowerCase()} `)
  await search.press('Enter')
  await page.waitForURL((url) => url.pathname === `/orders/${firstId}`)
  await expect(page.getByText(firstId).first()).toBeVisible()
})
