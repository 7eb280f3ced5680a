/**
 * Hostile server content renders inert, literally, and the layout holds, on every page that shows
 * server text: the header (the user's name), dashboard, orders list, order detail, the checkout,
 * transactions and the dispute dialog's escrow list.
 *
 * Three sources: the hostile seed (`test.use({ seed: 'hostile' })`: the demo data with HTML in
 * names and items, right-to-left text and 10,000-character texts written straight into the
 * sandbox, src/server/seed-data.ts HOSTILE_*; the demo seed a newcomer sees has none of it);
 * values the sandbox accepts (HTML- and JS-looking text, right-to-left text with an override
 * character, emoji), created through its API; and what it refuses (`javascript:` URLs, 10,000
 * characters in every field), written into its answers with `page.route`.
 *
 * Inert: the payloads set `window.__pwned`, which must stay undefined; no dialog opens; no element
 * the payload describes exists; no `javascript:` URL sits in any href or src. The CSP watch of the
 * fixtures would also fail the test if an injected handler had been attempted and blocked.
 */
import type { Page, Route } from '@playwright/test'
import * as v from 'valibot'
import { AcceptResponse, CreateOrderResponse, PendingOrders } from '../../src/contract/escrow'
import { HOSTILE_LONG_TEXT, HOSTILE_ORDERS } from '../../src/server/seed-data'
import { apiAs, awaitingAnswer, inDays, pngUpload, tokenOf } from '../support/e2e'
import { buyer, expect, signInByApi, test, type DemoAccount, type SandboxApi } from './fixtures'

const IMG_TRAP = '<img src=x onerror="window.__pwned=1">'
const SCRIPT_TRAP = '<script>window.__pwned=2</script>'
const JS_URL = 'javascript:window.__pwned=3'
/** Arabic, then a right-to-left override that would show "exe.png" as "gnp.exe" reversed. */
const RTL = 'طلب تجريبي \u202Egnp.exe'
const EMOJI = '👩🏽‍💻🇳🇬✨'

const HOSTILE_NAME = `Zainab ${IMG_TRAP} ${RTL} ${EMOJI}`
const HOSTILE_ITEM = `${IMG_TRAP} ${EMOJI} ${RTL}`
const HOSTILE_DESCRIPTION = `${SCRIPT_TRAP} ${JS_URL} ${RTL} ${EMOJI}`

/** Records dialogs (alert/confirm/prompt) the page opens, dismissing them. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = []
  page.on('dialog', (dialog) => {
    opened.push(dialog.message())
    void dialog.dismiss()
  })
  return opened
}

/** Nothing of the payloads ran or became markup, and no javascript: URL is clickable or loaded. */
async function expectInert(page: Page, dialogs: readonly string[]) {
  const found = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    trapImages: document.querySelectorAll('img[src="x"], img[onerror]').length,
    trapScripts: [...document.scripts].filter((script) => script.text.includes('__pwned')).length,
    javascriptUrls: [...document.querySelectorAll('[href], [src]')]
      .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
      .filter((url) => /^\s*javascript:/i.test(url)),
  }))
  expect(found, `${page.url()}: the hostile content stayed text`).toEqual({
    pwned: undefined,
    trapImages: 0,
    trapScripts: 0,
    javascriptUrls: [],
  })
  expect(dialogs, 'dialogs opened').toEqual([])
}

/** Neither the page nor its main region is wider than the window. */
async function expectLayoutHolds(page: Page) {
  const widths = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    const main = document.querySelector('main')
    // The outermost elements sticking out, to name the culprit when this fails.
    const limit = root.clientWidth + 1
    // Inside a sideways-scrolling region that fits (the data tables), content is clipped, not out.
    const inScrollRegion = (element: Element) => {
      for (
        let node = element.parentElement;
        node && node !== document.body;
        node = node.parentElement
      ) {
        if (
          getComputedStyle(node).overflowX !== 'visible' &&
          node.getBoundingClientRect().right <= limit
        )
          return true
      }
      return false
    }
    const outermost = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > limit)
      .filter((element) => !inScrollRegion(element))
      .filter((element) => !(element.parentElement!.getBoundingClientRect().right > limit))
      .map((element) => {
        const name = element.getAttribute('aria-label') ?? element.getAttribute('role') ?? ''
        const text = element.textContent.slice(0, 30)
        return `${element.tagName.toLowerCase()}[${name}] in ${element.parentElement!.tagName.toLowerCase()}: ${text}`
      })
    return {
      page: root.scrollWidth - root.clientWidth,
      main: main ? main.scrollWidth - main.clientWidth : 0,
      outermost,
    }
  })
  expect.soft(widths, `${page.url()}: overflow in px beyond the width`).toEqual({
    page: 0,
    main: 0,
    outermost: [],
  })
}

/** Waits until the page has drawn its data (no "Loading…" status left): slow on a loaded machine. */
async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, {
    timeout: 15_000,
  })
}

async function checkPage(page: Page, dialogs: readonly string[]) {
  await expectInert(page, dialogs)
  await expectLayoutHolds(page)
}

/** A new account with the hostile name, through the sandbox's register call. */
async function registerHostileUser(page: Page): Promise<DemoAccount> {
  const account: DemoAccount = {
    fullName: HOSTILE_NAME,
    firstName: 'Zainab',
    email: 'zainab.hostile@escrow.test',
    password: 'secret1',
  }
  const response = await page.request.post('/api/v1/auth/register', {
    data: {
      full_name: account.fullName,
      nin: '12345678901',
      phone_number: '08031234567',
      email: account.email,
      password: account.password,
      password2: account.password,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return account
}

/** `from` sells the hostile item to `to`; returns the new order's id. */
async function createHostileOrder(page: Page, from: DemoAccount, to: DemoAccount) {
  const token = await tokenOf(page.request, from)
  const response = await page.request.post('/api/v1/escrow/create', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      name: HOSTILE_ITEM,
      price: '12500',
      description: HOSTILE_DESCRIPTION,
      delivery_date: inDays(1),
      receiver_email: to.email,
      receiver_phone: '08031234567',
      role: 'seller',
      images: pngUpload('x.png'),
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const { data } = v.parse(CreateOrderResponse, await response.json())
  return data.public_id ?? ''
}

// Every test starts from the hostile seed, signed in as the buyer (tokens from an API sign-in,
// stored before the first page loads); each visits several pages.
test.use({ signedInAs: buyer, seed: 'hostile' })
test.slow()

test("the hostile seed's texts (HTML, RTL, 10,000 characters) show as text and stay inside the layout", async ({
  page,
}) => {
  const dialogs = watchDialogs(page)
  const pending = await apiAs(page, buyer, 'escrow/pending', PendingOrders)
  const seeded = HOSTILE_ORDERS.map((hostile) => {
    const order = pending.find((candidate) => candidate.item_name === hostile.name)
    if (!order)
      throw new Error(`the hostile seed has no pending order "${hostile.name.slice(0, 20)}"`)
    return order
  })
  const start = HOSTILE_LONG_TEXT.slice(0, 40)

  await page.goto('/dashboard')
  await settled(page)
  await expect(page.getByRole('main')).toContainText('Chidi & Sons <b>Ventures</b>')
  await checkPage(page, dialogs)

  await page.goto('/orders?status=pending')
  await settled(page)
  await expect(page.getByRole('main').getByText(start).first()).toBeVisible()
  await checkPage(page, dialogs)

  for (const order of seeded) {
    await test.step(`order ${order.public_id}`, async () => {
      await page.goto(`/orders/${order.public_id}`)
      await settled(page)
      await expect(page.getByRole('heading', { level: 2, name: order.item_name })).toBeVisible()
      await checkPage(page, dialogs)
    })
  }
})

test('HTML, script, RTL and emoji from the server show as text on every page', async ({ page }) => {
  const dialogs = watchDialogs(page)
  const hostile = await registerHostileUser(page)
  const publicId = await createHostileOrder(page, hostile, buyer)

  await test.step('the receiver: dashboard, orders, detail, checkout', async () => {
    await page.goto('/dashboard')
    const pendingCard = page.getByRole('main').getByText(HOSTILE_ITEM)
    await expect(pendingCard).toBeVisible()
    await expect(page.getByRole('main')).toContainText(`From ${HOSTILE_NAME}`)
    await checkPage(page, dialogs)

    await page.goto('/orders?status=pending')
    await settled(page)
    await expect(page.getByRole('link', { name: `View order ${publicId}` })).toBeVisible()
    await expect(page.getByRole('main')).toContainText(HOSTILE_ITEM)
    await checkPage(page, dialogs)

    await page.goto(`/orders/${publicId}`)
    await expect(page.getByRole('heading', { level: 2, name: HOSTILE_ITEM })).toBeVisible()
    await expect(page.getByRole('main')).toContainText(HOSTILE_DESCRIPTION)
    await expect(page.getByRole('region', { name: 'Parties' })).toContainText(HOSTILE_NAME)
    await checkPage(page, dialogs)

    await page.getByRole('button', { name: 'Accept' }).click()
    // The receiver's wallet covers the ₦12,500: Accept offers it, the card is chosen here.
    await page
      .getByRole('dialog', { name: 'Accept and pay' })
      .getByRole('button', { name: 'Pay by card' })
      .click()
    const checkout = page.getByRole('dialog', { name: 'Pay with card' })
    await expect(checkout).toContainText(HOSTILE_ITEM)
    await checkPage(page, dialogs)
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(checkout).toBeHidden()
  })

  await test.step('the receiver: transactions and the dispute escrow list', async () => {
    await page.goto('/transactions')
    await settled(page)
    await expect(page.getByRole('main')).toContainText(`Card payment for ${HOSTILE_ITEM}`)
    await checkPage(page, dialogs)

    await page.goto('/disputes')
    await page.getByRole('button', { name: 'Raise Dispute' }).click()
    const escrow = page.getByRole('dialog', { name: 'Raise Dispute' }).getByLabel('Escrow')
    await expect(escrow.locator('option', { hasText: publicId })).toHaveCount(1)
    await checkPage(page, dialogs)
  })

  await test.step("the hostile user's own header and dashboard", async () => {
    // The hostile user's tokens replace the buyer's when the next page loads.
    await signInByApi(page, hostile)
    await page.goto('/dashboard')
    await expect(page.getByRole('button', { name: `Account: ${HOSTILE_NAME}` })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Zainab')
    await checkPage(page, dialogs)
    await page.goto('/orders?status=active')
    await expect(page.getByRole('main')).toContainText(HOSTILE_ITEM)
    await checkPage(page, dialogs)
  })
})

// ---------------------------------------------------------------------------------------------
// What the sandbox refuses, written into its answers
// ---------------------------------------------------------------------------------------------

/** 10,000 characters: one unbroken word, then words, so both wrapping paths are exercised. */
const LONG_WORD = 'W'.repeat(5_000)
const LONG_TEXT = `${LONG_WORD} ${'lorem ipsum '.repeat(417)}`.slice(0, 10_000)

/** Every string field the app shows, replaced; URLs turned into javascript: ones. */
function poison(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) {
    return key === 'images' ? [JS_URL] : value.map((item) => poison(item))
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, poison(inner, name)]),
    )
  }
  if (typeof value !== 'string') return value
  if (['full_name', 'item_name', 'description', 'reason'].includes(key)) return LONG_TEXT
  if (key === 'email' || key === 'receiver_email') return `${JS_URL}@x.test`
  if (key === 'url' || key.endsWith('_url')) return JS_URL
  return value
}

async function poisonAnswers(page: Page) {
  const poisoned = /\/api\/v1\/(auth\/me|escrow\/[^/]+|trnx)$/
  await page.route(
    (url) => poisoned.test(url.pathname),
    async (route: Route) => {
      if (route.request().method() !== 'GET') return route.fallback()
      const response = await route.fetch()
      if (!response.ok()) return route.fulfill({ response })
      return route.fulfill({ response, json: poison(await response.json()) })
    },
  )
}

/** A buyer's order, accepted and paid through the API: it shows on every page, disputes included. */
async function activeOrderOf(page: Page, account: DemoAccount, sandboxApi: SandboxApi) {
  const order = await awaitingAnswer(page, account, 'seller')
  const token = await tokenOf(page.request, account)
  const accepted = await page.request.get(`/api/v1/escrow/${order.public_id}/accept`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  const { access_code } = v.parse(AcceptResponse, await accepted.json())
  if (access_code) await sandboxApi.completePayment(access_code)
  return order.public_id
}

test('10,000-character names and javascript: URLs stay inside the layout on every page', async ({
  page,
  sandboxApi,
}) => {
  const dialogs = watchDialogs(page)
  const activeId = await activeOrderOf(page, buyer, sandboxApi)
  await poisonAnswers(page)
  await page.goto('/dashboard')
  const main = page.getByRole('main')
  const start = LONG_TEXT.slice(0, 40)

  await expect(page.getByRole('button', { name: `Account: ${LONG_TEXT}` })).toBeVisible()
  await expect(main.getByText(start).first()).toBeVisible()
  await checkPage(page, dialogs)

  for (const path of ['/orders', '/orders?status=pending', '/transactions']) {
    await test.step(path, async () => {
      await page.goto(path)
      await settled(page)
      await expect(main.getByText(start).first()).toBeVisible()
      await checkPage(page, dialogs)
    })
  }

  await test.step('order detail', async () => {
    await page.goto(`/orders/${activeId}`)
    await settled(page)
    await expect(page.getByRole('heading', { level: 2, name: LONG_TEXT })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Parties' })).toContainText(`${JS_URL}@x.test`)
    await checkPage(page, dialogs)
  })

  await test.step('dispute escrow list', async () => {
    await page.goto('/disputes')
    await page.getByRole('button', { name: 'Raise Dispute' }).click()
    const dialog = page.getByRole('dialog', { name: 'Raise Dispute' })
    await expect(dialog.getByLabel('Escrow').locator('option')).not.toHaveCount(1)
    await checkPage(page, dialogs)
    const dialogOverflow = await dialog.evaluate((node) => node.scrollWidth - node.clientWidth)
    expect(dialogOverflow, 'the dialog is no wider than itself').toBe(0)
  })
})
