/**
 * Keyboard alone (issue "Proof under fire"): a buyer creates an order with an image and pays,
 * accepts an order with payment, and raises a dispute, with nothing but page.keyboard (Tab,
 * Shift+Tab, Enter, Space, arrows, typing; a file chooser answered like a user would pick a file).
 * The flows start signed in (the session comes from the API, see fixtures.ts); the Tab tour signs
 * in through the form by keyboard, goes all the way round /login and the dashboard (the app's
 * frame included), then through the content (<main>) of every other page. After every Tab the
 * focused element must show a focus indicator: an outline or box-shadow that the same element does
 * not have unfocused. Each flow logs how many key presses it took.
 */
import type { Locator, Page } from '@playwright/test'
import { awaitingAnswer, inDays, pngUpload } from '../support/e2e'
import { buyer, expect, test, type DemoAccount } from './fixtures'
import { disputableOrder } from './support-disputes'

// Dates are typed as a user of this locale types them: month, day, year.
test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 }, signedInAs: buyer })

/** What the focused element looks like, focused and as an unfocused twin (a shallow clone). */
function focusLook() {
  const element = document.activeElement
  if (!element || element === document.body) {
    return { id: '', name: 'nothing (body)', problem: 'no focus', inMain: false }
  }
  // A mark that survives between calls, so a tour of the page knows when it is back at its start.
  const mark = 'data-focus-tour'
  const id = element.getAttribute(mark) ?? String(Math.random())
  element.setAttribute(mark, id)
  const ring = (style: CSSStyleDeclaration) =>
    [
      style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
        ? 'none'
        : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      style.boxShadow,
      // A chart point is ringed by its stroke.
      ...(element instanceof SVGElement ? [`stroke ${style.stroke} ${style.strokeWidth}`] : []),
    ].join(' | ')
  // A ring may be drawn by a pseudo-element (e.g. over a card's whole area).
  const look = (target: Element) =>
    [null, '::before', '::after'].map((part) => ring(getComputedStyle(target, part))).join(' / ')
  const focused = look(element)
  // The twin sits beside the element, so every selector that styles one styles the other.
  const twin = element.cloneNode(false) as HTMLElement
  twin.removeAttribute('id')
  twin.setAttribute('aria-hidden', 'true')
  twin.style.position = 'absolute'
  twin.style.visibility = 'hidden'
  element.after(twin)
  const unfocused = look(twin)
  twin.remove()
  const label = element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 30)
  const name = `${element.tagName.toLowerCase()} "${label}"`
  const inMain = element.closest('main') !== null
  if (!(element instanceof SVGElement) && /^(none \| none( \/ )?)+$/.test(focused)) {
    return { id, name, problem: 'no outline or box-shadow', inMain }
  }
  if (focused === unfocused) {
    return { id, name, problem: `looks the same unfocused (${focused})`, inMain }
  }
  return { id, name, problem: null, inMain }
}

/** Counts key presses and checks the focus indicator after every Tab. */
class Keyboard {
  presses = 0
  /** Focus moves whose indicator was checked. */
  checked = 0
  constructor(private readonly page: Page) {}

  async press(key: string) {
    this.presses += 1
    await this.page.keyboard.press(key)
  }

  async type(text: string) {
    this.presses += text.length
    await this.page.keyboard.type(text)
  }

  /** Presses `key` (Tab, Shift+Tab, an arrow) until `target` has the focus. */
  async moveTo(target: Locator, key: string, max = 60) {
    for (let step = 0; step < max; step += 1) {
      await this.press(key)
      const look = await this.page.evaluate(focusLook)
      expect(look.problem, `focus indicator of ${look.name}`).toBeNull()
      this.checked += 1
      if (
        await target.evaluateAll((nodes) => nodes.some((node) => node === document.activeElement))
      )
        return
    }
    throw new Error(`${String(max)} × ${key} did not reach ${target.toString()}`)
  }

  async tabTo(target: Locator) {
    await this.moveTo(target, 'Tab')
  }

  /**
   * Tabs through the whole page, checking every stop's focus ring, until the focus comes back round
   * to the first stop (or leaves the page). Returns the number of stops.
   */
  async tabAround(max = 200) {
    await this.page.evaluate(() => {
      ;(document.activeElement as HTMLElement | null)?.blur()
    })
    const stops: string[] = []
    for (let step = 0; step < max; step += 1) {
      await this.press('Tab')
      const look = await this.page.evaluate(focusLook)
      if (look.problem === 'no focus' || stops[0] === look.id) return stops.length
      expect(look.problem, `focus indicator of ${look.name} on ${this.page.url()}`).toBeNull()
      this.checked += 1
      stops.push(look.id)
    }
    throw new Error(`the focus did not come round within ${String(max)} Tabs on ${this.page.url()}`)
  }

  /**
   * Tabs through the page's own content: from the start of <main> (focused as the skip link does)
   * until the focus leaves it, checking every stop's focus ring. Returns the number of stops.
   */
  async tabThroughMain(max = 200) {
    await this.page.locator('main').focus()
    for (let step = 0; step < max; step += 1) {
      await this.press('Tab')
      const look = await this.page.evaluate(focusLook)
      if (!look.inMain) return step
      expect(look.problem, `focus indicator of ${look.name} on ${this.page.url()}`).toBeNull()
      this.checked += 1
    }
    throw new Error(
      `the focus did not leave <main> within ${String(max)} Tabs on ${this.page.url()}`,
    )
  }

  async tabAndType(target: Locator, text: string) {
    await this.tabTo(target)
    await this.type(text)
  }
}

async function signInByKeyboard(page: Page, keys: Keyboard, account: DemoAccount) {
  await page.goto('/login')
  await page.waitForLoadState('networkidle')
  await keys.tabAndType(page.getByLabel('Email', { exact: true }), account.email)
  await keys.tabAndType(page.getByLabel('Password', { exact: true }), account.password)
  await keys.press('Enter')
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

/** Opens a page of the signed-in app and waits until it is drawn and settled. */
async function openSignedIn(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
}

/** Pays in the sandbox checkout dialog, which has just opened. */
async function payInCheckout(page: Page, keys: Keyboard) {
  const checkout = page.getByRole('dialog', { name: 'Pay with card' })
  await expect(checkout).toBeVisible()
  await keys.tabTo(checkout.getByRole('button', { name: 'Pay', exact: true }))
  await keys.press('Enter')
  await expect(checkout).toBeHidden()
}

/** How a user types a date into Chromium's en-US date field: MMDDYYYY. */
function typedDate(isoDay: string) {
  const [year, month, day] = isoDay.split('-')
  return `${month ?? ''}${day ?? ''}${year ?? ''}`
}

test('a buyer creates an order with an image and pays for it with the keyboard alone', async ({
  page,
}) => {
  const keys = new Keyboard(page)
  await openSignedIn(page, '/dashboard')

  await keys.tabTo(page.getByRole('button', { name: 'Create order', exact: true }))
  await keys.press('Enter')
  await keys.moveTo(page.getByRole('menuitem', { name: 'As a buyer' }), 'ArrowDown', 3)
  await keys.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'Order details' })).toBeVisible()

  await keys.tabAndType(page.getByLabel('What are you buying?'), 'Tecno Camon 20')
  await keys.tabAndType(page.getByLabel("Seller's e-mail"), 'chidi@escrow.test')
  await keys.tabAndType(page.getByLabel("Seller's phone number"), '08031234567')
  await keys.tabAndType(page.getByLabel('Order description'), 'Boxed, with charger')
  // The image picker opens the system file chooser from the keyboard too.
  await keys.tabTo(page.getByRole('button', { name: 'Choose images' }))
  const chooser = page.waitForEvent('filechooser')
  await keys.press('Enter')
  await (await chooser).setFiles([pngUpload('kb.png')])
  await expect(page.getByRole('img', { name: 'kb.png' })).toBeVisible()
  const next = page.getByRole('button', { name: 'Next', exact: true })
  await keys.tabTo(next)
  await keys.press('Enter')

  await expect(page.getByRole('heading', { level: 2, name: 'Amount' })).toBeFocused()
  await keys.tabTo(page.getByRole('button', { name: '₦15,213.00' }))
  await keys.press('Enter')
  await keys.tabTo(next)
  await keys.press('Enter')

  await expect(page.getByRole('heading', { level: 2, name: 'Delivery' })).toBeVisible()
  await keys.tabAndType(page.getByLabel('Delivery date'), typedDate(inDays(3)))
  // Enter in a field submits the step.
  await keys.press('Enter')

  await expect(page.getByRole('heading', { level: 2, name: 'Review order' })).toBeFocused()
  const details = page.getByRole('region', { name: 'Order details' })
  await expect(details).toContainText('Tecno Camon 20')
  await expect(details.getByRole('img', { name: 'kb.png' })).toBeVisible()
  await keys.tabTo(page.getByRole('button', { name: 'Confirm' }))
  await keys.press('Enter')
  await payInCheckout(page, keys)
  await expect(
    page.getByRole('heading', { name: 'Congratulations on creating your first order!' }),
  ).toBeVisible()
  console.log(
    `keyboard: create an order and pay: ${String(keys.presses)} key presses, ${String(keys.checked)} focus rings checked`,
  )
})

test('a buyer accepts an order and pays with the keyboard alone', async ({ page }) => {
  const keys = new Keyboard(page)
  // Opened from its invite link, as the counterpart would.
  const { public_id: id } = await awaitingAnswer(page, buyer, 'seller')
  await openSignedIn(page, `/orders/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: `Order #${id}` })).toBeVisible()

  await keys.tabTo(page.getByRole('button', { name: 'Accept' }))
  await keys.press('Enter')
  await payInCheckout(page, keys)
  await expect(page.getByRole('main').locator('header [data-status]')).toHaveText('Active')
  console.log(
    `keyboard: accept an order and pay: ${String(keys.presses)} key presses, ${String(keys.checked)} focus rings checked`,
  )
})

test('a buyer raises a dispute with the keyboard alone', async ({ page }) => {
  const keys = new Keyboard(page)
  await openSignedIn(page, '/dashboard')

  await keys.tabTo(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dispute resolution' }),
  )
  await keys.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Dispute Resolution' })).toBeVisible()
  await keys.tabTo(page.getByRole('button', { name: 'Raise Dispute', exact: true }))
  await keys.press('Enter')

  const dialog = page.getByRole('dialog', { name: 'Raise Dispute' })
  const escrow = dialog.getByLabel('Escrow')
  await expect(escrow.locator('option')).not.toHaveCount(1)
  await keys.tabTo(escrow)
  // A closed select takes the next option with the Down arrow: down to an order the server takes
  // a dispute about (the selector also lists completed ones, which it refuses; issue 23).
  const { public_id: chosen } = await disputableOrder(page, buyer)
  const options = await escrow
    .locator('option')
    .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value))
  for (let step = 0; step < options.indexOf(chosen); step += 1) await keys.press('ArrowDown')
  await expect(escrow).toHaveValue(chosen)
  await keys.tabAndType(dialog.getByLabel('Reason'), 'The parcel never came')

  await keys.tabTo(dialog.getByRole('button', { name: /image/i }))
  const chooser = page.waitForEvent('filechooser')
  await keys.press('Enter')
  await (await chooser).setFiles([pngUpload('proof.png')])
  await expect(dialog.getByRole('button', { name: 'Remove proof.png' })).toBeVisible()

  await keys.tabTo(dialog.getByRole('button', { name: 'Submit Dispute' }))
  await keys.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status')).toContainText(`was raised about ${chosen}`)
  console.log(
    `keyboard: raise a dispute: ${String(keys.presses)} key presses, ${String(keys.checked)} focus rings checked`,
  )
})

test.describe('signed out at first', () => {
  test.use({ signedInAs: null })

  test('every stop of a Tab tour round each page shows a focus ring', async ({ page }) => {
    test.setTimeout(90_000)
    const keys = new Keyboard(page)
    await page.goto('/login')
    await page.waitForLoadState('networkidle')
    const stops: string[] = [`/login: ${String(await keys.tabAround())}`]
    await signInByKeyboard(page, keys, buyer)
    // The dashboard all the way round, the app's frame (header, menu, navigation) included ...
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
    stops.push(`/dashboard: ${String(await keys.tabAround())}`)
    // ... then each other page's own content: the frame around it is the same.
    const { public_id: id } = await awaitingAnswer(page, buyer, 'seller')
    for (const path of [
      '/orders',
      '/transactions',
      '/disputes',
      '/referrals',
      '/escrow/new?role=seller',
      `/orders/${id}`,
    ]) {
      await openSignedIn(page, path)
      const count = await keys.tabThroughMain()
      expect(count, `Tab stops in the content of ${path}`).toBeGreaterThan(0)
      stops.push(`${path} (main): ${String(count)}`)
    }
    console.log(`Tab stops with a focus ring: ${stops.join(', ')}`)
  })
})
