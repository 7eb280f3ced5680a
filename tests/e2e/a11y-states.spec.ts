/**
 * Accessibility proof (issue "Proof under fire"): axe (WCAG 2.0/2.1 A and AA) on every route and
 * on every state a user can bring about there: each tab, empty results, validation errors, open
 * menus and dialogs, each wizard and sign-up step, the checkouts and what follows them, the phone
 * layout with its drawer and every error view. This is the one place that proves them clean: the
 * other specs no longer run axe after each test (it is opt-in in the fixtures).
 *
 * One test per walk, signed in through the API before the first page loads (the sign-in form has
 * its own states in the /login walk); each state is a step of its own in the report, and axe runs
 * on the whole page in it before the walk moves on. Overlays (menus, dialogs) are checked on the
 * whole page too, not only inside the overlay: that is what proves the page under a modal is
 * hidden from assistive technology without hiding anything focusable (aria-hidden-focus), and it
 * costs little next to the navigation it would save nothing of.
 *
 * Faults: an error view is the same screen whatever the fault (faults-queries and the unit tests
 * of the error mapping cover each fault and message), so the walk uses a fault the app does not
 * retry (a 4xx refusal, or a refused checkout) to reach it at once, except where the screen only
 * follows an unreachable server (the session start-up notice: a 503).
 */
import { AxeBuilder } from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { OrdersByStatus } from '../../src/contract/escrow'
import { PAYMENT_LOAD_FAILED } from '../../src/features/payments/payment-messages'
import { apiAs, awaitingAnswer, inDays, pngUpload } from '../support/e2e'
import { notifyByCancelling } from './support-notifications'
import { disputableOrder } from './support-disputes'
import {
  buyer,
  expect,
  seller,
  signInByApi,
  test,
  type DemoAccount,
  type SandboxApi,
} from './fixtures'

/** The fixtures' rules: WCAG 2.0/2.1 A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * The fixtures' `expectNoAxeViolations`, run the cheaper way: axe.run in the page itself
 * (AxeBuilder's legacy mode) instead of runPartial in each frame and finishRun in a new blank page
 * per check, which costs a page in the context for each of the walk's states. Same rules, same
 * whole page; the app's pages have no frames (its sandbox checkout is a dialog), and axe still
 * reaches same-origin frames in this mode.
 */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze()
  const found = violations.map((violation) => {
    const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n')
    return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${targets}`
  })
  expect(found, `axe found accessibility violations on ${page.url()}`).toEqual([])
}

interface Tools {
  page: Page
  sandboxApi: SandboxApi
}

interface State {
  name: string
  /** Brings the page into the state and waits until it is drawn. */
  reach: (tools: Tools) => Promise<void>
}

interface Walk {
  route: string
  /** Who is signed in when the first page loads; null: nobody. */
  account: DemoAccount | null
  states: State[]
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const h2 = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

/** Waits until no "Loading…" status is left (spinners and skeletons have their own state). */
async function loaded(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
}

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path)
  await expect(h1(page, heading)).toBeVisible()
  await loaded(page)
}

/** Opens a Radix menu from its trigger and waits for it. */
async function openMenu(page: Page, trigger: string | RegExp, menu: string | RegExp) {
  await page.getByRole('button', { name: trigger }).click()
  await expect(page.getByRole('menu', { name: menu })).toBeVisible()
}

async function closeWithEscape(page: Page, what: ReturnType<Page['getByRole']>) {
  await page.keyboard.press('Escape')
  await expect(what).toBeHidden()
}

/**
 * Every GET of `path` is refused (a 400, which no query retries: the error view comes at once)
 * until the failures are cleared.
 */
async function refusing(sandboxApi: SandboxApi, path: string) {
  await sandboxApi.fail({
    method: 'GET',
    path,
    status: 400,
    body: { detail: 'The escrow service is resting' },
    times: 100,
  })
}

/** The sandbox checkout cannot be opened: its payment is refused until `unroute`. */
const CHECKOUT_DATA = '**/api/v1/__sandbox/payments/*'
/**
 * The buyer pays by card from `scope`: Accept (Pay now once accepted), then 'Pay by card' in the
 * choice the app offers when the wallet covers the total; otherwise the checkout opens at once.
 */
async function payByCard(page: Page, scope: Page | Locator = page) {
  await scope
    .getByRole('button', { name: /^(Accept|Pay now)$/ })
    .first()
    .click()
  const choice = dialog(page, /^(Accept and pay|Pay now)$/)
  const checkout = dialog(page, 'Pay with card')
  await expect(choice.or(checkout).or(page.getByRole('alert')).first()).toBeVisible()
  if (await choice.isVisible()) await choice.getByRole('button', { name: 'Pay by card' }).click()
}

async function checkoutUnreachable(page: Page) {
  await page.route(CHECKOUT_DATA, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 404, json: { detail: 'Not found' } })
      : route.fallback(),
  )
}

function isFutureDay(day: string | null | undefined): boolean {
  return Boolean(day) && new Date(`${day}T23:59:59`).getTime() > Date.now()
}

/** The seller's own orders, read through the API. */
const sellerOrders = (page: Page) => apiAs(page, seller, 'escrow/all', OrdersByStatus)

function wizardStep(step: number, heading: string): State {
  return {
    name: `step ${String(step)}: ${heading}`,
    reach: async ({ page }) => {
      if (step > 1) await button(page, 'Next').click()
      await expect(h2(page, heading)).toBeVisible()
    },
  }
}

const ORDER_TABS = ['All', 'Pending', 'Active', 'Completed', 'Cancelled'] as const
const awaitsPayment = (page: Page) =>
  page.getByRole('heading', { name: 'Your order awaits payment' })
const congratulations = (page: Page) =>
  page.getByRole('heading', { name: 'Congratulations on creating your first order!' })

const WALKS: Walk[] = [
  {
    route: 'signed out: /login and /orders/<id>',
    account: null,
    states: [
      { name: 'empty form', reach: ({ page }) => visit(page, '/login', /./) },
      {
        name: 'validation errors',
        reach: async ({ page }) => {
          await button(page, 'Sign in').click()
          await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute(
            'aria-invalid',
            'true',
          )
        },
      },
      {
        name: 'wrong password',
        reach: async ({ page }) => {
          await page.getByLabel('Email', { exact: true }).fill(seller.email)
          await page.getByLabel('Password', { exact: true }).fill('not-the-password')
          await button(page, 'Sign in').click()
          await expect(page.getByRole('alert').first()).toBeVisible()
        },
      },
      {
        name: 'an order signed out: the limited view',
        reach: async ({ page }) =>
          visit(
            page,
            `/orders/${(await awaitingAnswer(page, buyer, 'seller')).public_id}`,
            /^Order #/,
          ),
      },
      {
        name: 'an order signed out: it failed to load',
        reach: async ({ page, sandboxApi }) => {
          await refusing(sandboxApi, '/escrow/ESC-*')
          await page.reload()
          await expect(
            page.getByRole('alert').getByRole('button', { name: 'Go Back' }),
          ).toBeVisible()
          await sandboxApi.clearFailures()
        },
      },
      {
        name: 'a stored session the server could not check: the notice at sign-in',
        reach: async ({ page, sandboxApi }) => {
          await signInByApi(page, buyer)
          await sandboxApi.fail({ method: 'GET', path: '/auth/me', status: 503, times: 100 })
          await page.goto('/escrow/new?role=buyer')
          await page.waitForURL((url) => url.pathname === '/login')
          await expect(page.getByRole('status')).toContainText(
            "We couldn't reach the server to restore your session.",
          )
        },
      },
    ],
  },
  {
    route: '/register',
    account: null,
    states: [
      { name: 'step 1', reach: ({ page }) => visit(page, '/register', /./) },
      {
        name: 'step 1 with a validation error',
        reach: async ({ page }) => {
          await button(page, 'Next').click()
          await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')
        },
      },
      {
        name: 'step 2',
        reach: async ({ page }) => {
          await page.getByLabel('Full name').fill('Ngozi Eze')
          await button(page, 'Next').click()
          await expect(page.getByLabel('Phone number')).toBeVisible()
        },
      },
      {
        name: 'step 3',
        reach: async ({ page }) => {
          await page.getByLabel('Email', { exact: true }).fill('ngozi@escrow.test')
          await page.getByLabel('Phone number').fill('08031234567')
          await button(page, 'Next').click()
          await expect(page.getByLabel('NIN')).toBeVisible()
        },
      },
      {
        name: 'step 4',
        reach: async ({ page }) => {
          await page.getByLabel('NIN').fill('12345678901')
          await button(page, 'Next').click()
          await expect(page.getByLabel('Confirm password')).toBeVisible()
        },
      },
      {
        name: 'step 4 with passwords that differ',
        reach: async ({ page }) => {
          await page.getByLabel('Password', { exact: true }).fill('a-long-passphrase-1')
          await page.getByLabel('Confirm password').fill('another-passphrase-2')
          await button(page, 'Create Account').click()
          await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true')
        },
      },
    ],
  },
  {
    route: '/dashboard and the shell',
    account: seller,
    states: [
      {
        name: 'dashboard',
        reach: async ({ page }) => {
          // The bell is the server's (lifecycle spec §5) and the seed has no notifications: Bayo
          // declines or withdraws two of their pending orders, so Adaeze has two unread.
          await notifyByCancelling(page.request, buyer, seller, 2)
          await visit(page, '/dashboard', /./)
        },
      },
      {
        name: 'create-order role menu open',
        reach: async ({ page }) => {
          await button(page, 'Create order').click()
          await expect(page.getByRole('menuitem', { name: 'As a seller' })).toBeVisible()
        },
      },
      {
        name: 'notifications menu open',
        reach: async ({ page }) => {
          await page.keyboard.press('Escape')
          await openMenu(page, /^Notifications/, 'Notifications')
        },
      },
      {
        name: "'All Notifications' panel, one notification read",
        reach: async ({ page }) => {
          // Choosing a server notification opens its order: here one is marked read in the panel.
          const menu = page.getByRole('menu', { name: 'Notifications' })
          await menu.getByRole('menuitem', { name: 'View all' }).click()
          const panel = dialog(page, 'All Notifications')
          await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(2)
          await panel.getByRole('button', { name: 'Mark as read' }).first().click()
          await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(1)
        },
      },
      {
        name: 'user menu open',
        reach: async ({ page }) => {
          await closeWithEscape(page, dialog(page, 'All Notifications'))
          await openMenu(page, /^Account/, /Account/)
        },
      },
      {
        name: 'quick actions menu open',
        reach: async ({ page }) => {
          await page.keyboard.press('Escape')
          await openMenu(page, 'Quick actions', /Quick actions/)
        },
      },
      {
        name: 'Fund wallet dialog',
        reach: async ({ page }) => {
          await page.getByRole('menuitem', { name: 'Fund wallet' }).click()
          await expect(dialog(page, 'Fund wallet')).toBeVisible()
        },
      },
      {
        name: 'Withdraw dialog',
        reach: async ({ page }) => {
          await closeWithEscape(page, dialog(page, 'Fund wallet'))
          await button(page, 'Quick actions').click()
          await page.getByRole('menuitem', { name: 'Withdraw' }).click()
          // With the wallet part (on in sandbox builds): the real Withdraw flow, its bank list loaded.
          await expect(
            dialog(page, 'Withdraw').getByRole('option', { name: 'Access Bank', exact: true }),
          ).toBeAttached()
        },
      },
      {
        name: 'keyboard shortcuts help',
        reach: async ({ page }) => {
          await closeWithEscape(page, dialog(page, 'Withdraw'))
          await page.keyboard.press('?')
          await expect(dialog(page, 'Keyboard shortcuts')).toContainText('Go to orders')
        },
      },
      {
        name: 'pending orders, transactions and progress failed to load (each widget its retry)',
        reach: async ({ page, sandboxApi }) => {
          for (const path of ['/escrow/pending', '/trnx', '/escrow/all']) {
            await refusing(sandboxApi, path)
          }
          await page.reload()
          await expect(
            page.getByRole('region', { name: 'Pending Escrows' }).getByRole('alert'),
          ).toContainText("We couldn't load your pending escrows.")
          await expect(page.getByRole('region', { name: 'Get started' })).toContainText(
            "We couldn't check your progress.",
          )
          await sandboxApi.clearFailures()
        },
      },
      {
        name: 'the dashboard at 320 px',
        reach: async ({ page }) => {
          await page.setViewportSize({ width: 320, height: 640 })
          await page.reload()
          await expect(button(page, 'Open menu')).toBeVisible()
          await loaded(page)
        },
      },
      {
        name: 'the nav drawer open at 320 px',
        reach: async ({ page }) => {
          await button(page, 'Open menu').click()
          await expect(
            dialog(page, 'Menu').getByRole('link', { name: 'Overview' }),
          ).toHaveAttribute('aria-current', 'page')
        },
      },
    ],
  },
  {
    route: '/orders',
    account: seller,
    states: [
      ...ORDER_TABS.map((tab): State => ({
        name: `${tab} tab`,
        reach: async ({ page }) => {
          if (tab === 'All') await visit(page, '/orders', 'Orders')
          await page.getByRole('tab', { name: tab }).click()
          await expect(page.getByRole('tab', { name: tab })).toHaveAttribute(
            'aria-selected',
            'true',
          )
          await expect(page.getByRole('table', { name: 'Orders', exact: true })).toBeVisible()
        },
      })),
      {
        name: 'a tab, sorted, with a search that finds nothing',
        reach: async ({ page }) => {
          await visit(page, '/orders?status=pending&q=no-such-order-anywhere&sort=total', 'Orders')
          await expect(
            page.getByText('No pending orders match "no-such-order-anywhere".'),
          ).toBeVisible()
          await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute(
            'aria-selected',
            'true',
          )
        },
      },
      {
        name: 'loading (spinner and skeletons)',
        reach: async ({ page, sandboxApi }) => {
          await sandboxApi.config({ latency_ms: 1500 })
          await page.reload()
          // The session check, then the orders: each shows its own loading status.
          await expect(
            page
              .getByRole('status')
              .filter({ hasText: /^Loading/ })
              .first(),
          ).toBeVisible()
          await sandboxApi.config({ latency_ms: 0 })
        },
      },
      {
        name: 'the list and the chart failed to load',
        reach: async ({ page, sandboxApi }) => {
          await refusing(sandboxApi, '/escrow/all')
          await refusing(sandboxApi, '/escrow/monthly-stats')
          await page.reload()
          await expect(
            page.getByRole('alert').filter({ hasText: 'Failed to fetch orders.' }),
          ).toBeVisible()
          await expect(
            page
              .getByRole('alert')
              .filter({ hasText: 'Failed to fetch orders.' })
              .getByRole('button', {
                name: 'Try Again',
              }),
          ).toBeVisible()
          await sandboxApi.clearFailures()
        },
      },
    ],
  },
  {
    route: '/dashboard and /orders/<id> as the buyer: accept, the checkout, paying',
    account: buyer,
    states: [
      {
        name: "the buyer's dashboard, orders to answer",
        reach: async ({ page }) => {
          await visit(page, '/dashboard', /./)
          await expect(
            page.getByRole('region', { name: 'Pending Escrows' }).getByRole('button', {
              name: 'Accept',
            }),
          ).not.toHaveCount(0)
        },
      },
      {
        name: 'the checkout could not load: the error on the pending card',
        reach: async ({ page }) => {
          await checkoutUnreachable(page)
          const pending = page.getByRole('region', { name: 'Pending Escrows' })
          const card = pending
            .getByRole('article')
            .filter({ has: page.getByRole('button', { name: 'Accept' }) })
            .first()
          await payByCard(page, card)
          await expect(pending.getByRole('alert')).toHaveText(PAYMENT_LOAD_FAILED)
        },
      },
      {
        name: 'a pending order to answer',
        reach: async ({ page }) =>
          visit(
            page,
            `/orders/${(await awaitingAnswer(page, buyer, 'seller')).public_id}`,
            /^Order #/,
          ),
      },
      {
        name: 'the checkout could not load: the error on the order page',
        reach: async ({ page }) => {
          await payByCard(page)
          await expect(page.getByRole('alert')).toHaveText(PAYMENT_LOAD_FAILED)
          // Accepted: the order waits for the buyer's money.
          await expect(button(page, 'Pay now')).toBeEnabled()
          await page.unroute(CHECKOUT_DATA)
        },
      },
      {
        name: 'the sandbox checkout after Pay now',
        reach: async ({ page }) => {
          await payByCard(page)
          await expect(
            dialog(page, 'Pay with card').getByRole('textbox', { name: 'Card number' }),
          ).not.toHaveValue('')
        },
      },
      {
        name: 'the order after paying (active)',
        reach: async ({ page }) => {
          await dialog(page, 'Pay with card').getByRole('button', { name: 'Pay' }).click()
          await expect(dialog(page, 'Pay with card')).toBeHidden()
          await expect(
            page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]'),
          ).toContainText('Payment in escrow')
        },
      },
      {
        name: 'Release funds: the password (agreements §10), refused when empty',
        reach: async ({ page }) => {
          await button(page, 'Release funds').click()
          const release = dialog(page, 'Release funds')
          await release.getByRole('button', { name: /^Release ₦/ }).click()
          await expect(release.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
          await expect(release.getByText('Password is required')).toBeVisible()
        },
      },
      {
        name: 'Release funds: a wrong password, said at the field',
        reach: async ({ page }) => {
          const release = dialog(page, 'Release funds')
          await release.getByLabel('Password').fill('not-the-password')
          await release.getByRole('button', { name: /^Release ₦/ }).click()
          await expect(release.getByText('Incorrect password')).toBeVisible()
          await expect(release.getByLabel('Password')).toHaveValue('')
        },
      },
      {
        name: 'an unknown order (not found)',
        reach: async ({ page }) => {
          await page.goto('/orders/ESC-ZZZZ0000')
          await expect(page.getByRole('alert')).toContainText('Escrow not found')
          await expect(
            page.getByRole('alert').getByRole('button', { name: 'Go Back' }),
          ).toBeVisible()
        },
      },
      {
        name: 'an unknown path, redirected to the dashboard',
        reach: async ({ page }) => {
          await page.goto('/no/such/page')
          await page.waitForURL('**/dashboard')
          await loaded(page)
        },
      },
    ],
  },
  {
    route: '/orders/<id> as the seller',
    account: seller,
    states: [
      {
        name: 'a pending order to answer',
        reach: async ({ page }) =>
          visit(
            page,
            `/orders/${(await awaitingAnswer(page, seller, 'buyer')).public_id}`,
            /^Order #/,
          ),
      },
      {
        name: "a refused accept: the server's reason on the page",
        reach: async ({ page, sandboxApi }) => {
          // An order she really receives and may answer (the buyer's money is in), so she sees
          // Accept; the sandbox's failure control refuses that accept with a 403 and its reason.
          const received = (await sellerOrders(page)).pending.find(
            (order) => order.initiator?.email !== seller.email && order.awaiting_payment !== true,
          )
          if (!received) throw new Error('the seed has no pending order for the seller to answer')
          const id = received.public_id
          await visit(page, `/orders/${id}`, `Order #${id}`)
          const reason = 'This account may not accept orders at the moment'
          await sandboxApi.fail({
            method: 'GET',
            path: `/escrow/${id}/accept`,
            status: 403,
            body: { detail: reason },
          })
          await button(page, 'Accept').click()
          await expect(page.getByRole('alert')).toHaveText(reason)
          await expect(button(page, 'Accept')).toBeEnabled()
        },
      },
      {
        name: 'the order failed to load (its detail, Try Again and Go Back)',
        reach: async ({ page, sandboxApi }) => {
          await refusing(sandboxApi, '/escrow/ESC-*')
          await page.reload()
          const alert = page.getByRole('alert')
          await expect(alert).toContainText('The escrow service is resting')
          await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible()
          await sandboxApi.clearFailures()
        },
      },
      {
        name: 'an active order before its delivery date: Raise Dispute not yet',
        reach: async ({ page }) => {
          const early = (await sellerOrders(page)).active.find((order) =>
            isFutureDay(order.expected_delivery_date),
          )
          if (!early) throw new Error('the seed has no active order due later for the seller')
          await visit(page, `/orders/${early.public_id}`, `Order #${early.public_id}`)
          await expect(button(page, 'Raise Dispute')).toHaveAccessibleDescription(
            'Disputes can only be raised after the delivery date.',
          )
        },
      },
      {
        name: 'an active order past its delivery date: the Raise Dispute link',
        reach: async ({ page }) => {
          const due = (await sellerOrders(page)).active.find(
            (order) => !isFutureDay(order.expected_delivery_date),
          )
          if (!due) throw new Error('the seed has no active order past its delivery date')
          await visit(page, `/orders/${due.public_id}`, `Order #${due.public_id}`)
          await expect(page.getByRole('link', { name: 'Raise Dispute' })).toHaveAttribute(
            'href',
            `/disputes?raise=${due.public_id}`,
          )
        },
      },
      {
        name: 'Raise Dispute from the order: the dialog with the escrow chosen',
        reach: async ({ page }) => {
          const id = page.url().split('/orders/')[1] ?? ''
          await page.getByRole('link', { name: 'Raise Dispute' }).click()
          await expect(dialog(page, 'Raise Dispute').getByLabel('Escrow')).toHaveValue(id)
        },
      },
    ],
  },
  {
    route: '/transactions and /referrals',
    account: seller,
    states: [
      { name: 'all', reach: ({ page }) => visit(page, '/transactions', 'Wallet Transactions') },
      ...(['Credit', 'Debit'] as const).map((filter): State => ({
        name: `${filter} filter`,
        reach: async ({ page }) => {
          await page.getByRole('tab', { name: filter }).click()
          await expect(page.getByRole('tab', { name: filter })).toHaveAttribute(
            'aria-selected',
            'true',
          )
        },
      })),
      {
        name: 'a search that finds nothing',
        reach: async ({ page }) => {
          await visit(page, '/transactions?q=no-such-transaction', 'Wallet Transactions')
          await expect(page.getByText('No transactions found.')).toBeVisible()
        },
      },
      {
        name: 'the list failed to load',
        reach: async ({ page, sandboxApi }) => {
          await refusing(sandboxApi, '/trnx')
          await page.goto('/transactions')
          await expect(page.getByText("We couldn't load your transactions.")).toBeVisible()
          await expect(button(page, 'Try Again')).toBeVisible()
          await sandboxApi.clearFailures()
        },
      },
      { name: '/referrals', reach: ({ page }) => visit(page, '/referrals', 'Referrals') },
    ],
  },
  {
    route: '/disputes',
    account: buyer,
    states: [
      ...(['All', 'Open', 'Resolved'] as const).map((tab): State => ({
        name: `${tab} tab`,
        reach: async ({ page }) => {
          if (tab === 'All') await visit(page, '/disputes', 'Dispute Resolution')
          await page.getByRole('tab', { name: tab }).click()
          await expect(page.getByRole('tab', { name: tab })).toHaveAttribute(
            'aria-selected',
            'true',
          )
        },
      })),
      {
        name: 'a dispute’s details',
        reach: async ({ page }) => {
          await page
            .getByRole('button', { name: /^View dispute/ })
            .first()
            .click()
          await expect(dialog(page, /^Dispute DSP-/)).toBeVisible()
        },
      },
      {
        name: 'Raise Dispute dialog',
        reach: async ({ page }) => {
          await closeWithEscape(page, dialog(page, /^Dispute DSP-/))
          await button(page, 'Raise Dispute').click()
          await expect(dialog(page, 'Raise Dispute').getByLabel('Escrow')).toBeVisible()
          await expect(
            dialog(page, 'Raise Dispute').getByLabel('Escrow').locator('option'),
          ).not.toHaveCount(1)
        },
      },
      {
        name: 'Raise Dispute with validation errors',
        reach: async ({ page }) => {
          await button(page, 'Submit Dispute').click()
          const raise = dialog(page, 'Raise Dispute')
          await expect(raise.getByText('Escrow is required')).toBeVisible()
          await expect(raise.getByText('Reason is required')).toBeVisible()
          await expect(raise.getByText('At least one image is required')).toBeVisible()
        },
      },
      {
        name: 'Raise Dispute filled in, with an image',
        reach: async ({ page }) => {
          const raise = dialog(page, 'Raise Dispute')
          // An order the server takes a dispute about (the selector also lists completed ones).
          await raise
            .getByLabel('Escrow')
            .selectOption((await disputableOrder(page, buyer)).public_id)
          await raise.getByLabel('Reason').fill('The parcel never came')
          await raise.getByTestId('image-uploader-input').setInputFiles([pngUpload('proof.png')])
          await expect(raise.getByRole('button', { name: 'Remove proof.png' })).toBeVisible()
        },
      },
      {
        name: 'the dispute raised: the message and its card at the top',
        reach: async ({ page }) => {
          await button(page, 'Submit Dispute').click()
          await expect(dialog(page, 'Raise Dispute')).toBeHidden()
          await expect(page.getByRole('status')).toContainText('was raised about')
          // The walk left the Resolved tab selected; the new dispute is an open one.
          await page.getByRole('tab', { name: 'Open' }).click()
          await expect(page.getByRole('article').first()).toContainText('The parcel never came')
        },
      },
      {
        name: 'the new dispute’s details, with its image',
        reach: async ({ page }) => {
          await page
            .getByRole('article')
            .first()
            .getByRole('button', { name: /^View dispute/ })
            .click()
          const image = dialog(page, /^Dispute DSP-/).getByRole('img', { name: 'Evidence 1 of 1' })
          await expect(image).toBeVisible()
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBe(24)
        },
      },
      {
        name: 'the escrow list failed to load in the dialog',
        reach: async ({ page, sandboxApi }) => {
          await refusing(sandboxApi, '/escrow/available-dispute')
          // An empty ?raise= opens the dialog with no escrow chosen.
          await page.goto('/disputes?raise=')
          await expect(dialog(page, 'Raise Dispute').getByRole('alert')).toContainText(
            'Failed to fetch orders. Please try again.',
          )
          await dialog(page, 'Raise Dispute').getByLabel('Reason').fill('The parcel never came')
        },
      },
      {
        name: 'the escrow list loaded by Try Again',
        reach: async ({ page, sandboxApi }) => {
          await sandboxApi.clearFailures()
          const raise = dialog(page, 'Raise Dispute')
          await raise.getByRole('button', { name: 'Try Again' }).click()
          await expect(raise.getByRole('alert')).toBeHidden()
          await expect(raise.getByLabel('Escrow').locator('option')).not.toHaveCount(1)
          await expect(raise.getByLabel('Reason')).toHaveValue('The parcel never came')
        },
      },
      {
        name: 'a raise link naming an escrow that is not the user’s',
        reach: async ({ page }) => {
          await page.goto('/disputes?raise=ESC-ZZZZ0000')
          await expect(
            dialog(page, 'Raise Dispute').getByText('is not one of the orders', { exact: false }),
          ).toBeVisible()
        },
      },
    ],
  },
  {
    route: "/escrow/new, a seller's order",
    account: seller,
    states: [
      {
        name: 'step 1: Order details',
        reach: ({ page }) => visit(page, '/escrow/new?role=seller', 'Create order'),
      },
      {
        name: 'step 1 with validation errors',
        reach: async ({ page }) => {
          await button(page, 'Next').click()
          await expect(page.getByLabel('What are you selling?')).toHaveAccessibleDescription(
            /Required/,
          )
        },
      },
      {
        name: 'step 1 filled in, with an image',
        reach: async ({ page }) => {
          await page.getByLabel('What are you selling?').fill('Tecno Camon 20')
          await page.getByLabel("Buyer's e-mail").fill('chidi@escrow.test')
          await page.getByLabel("Buyer's phone number").fill('0803 123 4567')
          await page.getByLabel('Delivery note').fill('Boxed')
          await page.getByTestId('image-uploader-input').setInputFiles([pngUpload('phone.png')])
          await expect(page.getByRole('img', { name: 'phone.png' })).toBeVisible()
        },
      },
      wizardStep(2, 'Amount'),
      {
        name: 'step 2 with a validation error',
        reach: async ({ page }) => {
          await button(page, 'Next').click()
          await expect(page.getByRole('textbox', { name: /How much/ })).toHaveAttribute(
            'aria-invalid',
            'true',
          )
        },
      },
      {
        name: 'step 2 filled in',
        reach: async ({ page }) => {
          await page.getByRole('button', { name: '₦15,213.00' }).click()
          await expect(page.getByRole('textbox', { name: /How much/ })).not.toHaveAttribute(
            'aria-invalid',
            'true',
          )
        },
      },
      {
        name: 'step 3: Delivery, filled in with a logistics service',
        reach: async ({ page }) => {
          await button(page, 'Next').click()
          await expect(h2(page, 'Delivery')).toBeVisible()
          await page.getByLabel('Delivery date').fill(inDays(3))
          await page.getByLabel('Logistics service (optional)').selectOption('gig')
        },
      },
      {
        name: 'step 4: Review order',
        reach: async ({ page }) => {
          await button(page, 'Next').click()
          await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('GIG')
        },
      },
      {
        name: 'the Cancel confirmation',
        reach: async ({ page }) => {
          await button(page, 'Cancel').click()
          await expect(dialog(page, 'Discard this order?')).toBeVisible()
        },
      },
      {
        name: 'a 422 on a field: back at step 1 with the error on it',
        reach: async ({ page, sandboxApi }) => {
          await closeWithEscape(page, dialog(page, 'Discard this order?'))
          await sandboxApi.fail({
            method: 'POST',
            path: '/escrow/create',
            status: 422,
            body: {
              detail: [
                {
                  loc: ['body', 'receiver_phone'],
                  msg: 'Enter a valid phone number',
                  type: 'value_error',
                },
              ],
            },
          })
          await button(page, 'Confirm').click()
          await expect(page.getByLabel("Buyer's phone number")).toHaveAccessibleDescription(
            /Enter a valid phone number/,
          )
          await expect(page.getByRole('alert')).toContainText(
            'Receiver phone: Enter a valid phone number',
          )
        },
      },
      {
        name: 'a 500 on Confirm: the fallback message at the review',
        reach: async ({ page, sandboxApi }) => {
          await page.getByLabel("Buyer's phone number").fill('08031234568')
          for (const heading of ['Amount', 'Delivery', 'Review order']) {
            await button(page, 'Next').click()
            await expect(h2(page, heading)).toBeVisible()
          }
          await sandboxApi.fail({ method: 'POST', path: '/escrow/create', status: 500, body: {} })
          await button(page, 'Confirm').click()
          await expect(page.getByRole('alert')).toHaveText(
            'An error occurred while creating the order.',
          )
        },
      },
      {
        name: 'the congratulation screen',
        reach: async ({ page }) => {
          await button(page, 'Confirm').click()
          await expect(congratulations(page)).toBeVisible()
        },
      },
    ],
  },
  {
    route: "/escrow/new, a buyer's order and its checkout",
    account: buyer,
    states: [
      {
        name: 'step 1: Order details',
        reach: async ({ page }) => {
          await visit(page, '/escrow/new?role=buyer', 'Create order')
          await page.getByLabel('What are you buying?').fill('Tecno Camon 20')
          await page.getByLabel("Seller's e-mail").fill('chidi@escrow.test')
          await page.getByLabel("Seller's phone number").fill('0803 123 4567')
          await page.getByLabel('Order description').fill('Boxed')
        },
      },
      {
        name: 'step 2: Amount',
        reach: async ({ page }) => {
          await button(page, 'Next').click()
          await expect(h2(page, 'Amount')).toBeVisible()
          await page.getByRole('button', { name: '₦15,213.00' }).click()
        },
      },
      {
        name: 'step 3: Delivery',
        reach: async ({ page }) => {
          await button(page, 'Next').click()
          await expect(h2(page, 'Delivery')).toBeVisible()
          await page.getByLabel('Delivery date').fill(inDays(3))
        },
      },
      {
        name: 'step 4: Review order',
        reach: async ({ page }) => {
          await button(page, 'Next').click()
          await expect(page.getByRole('region', { name: 'Amount' })).toContainText('₦15,228.22')
        },
      },
      {
        name: 'the checkout failed to open: the order awaits payment',
        reach: async ({ page }) => {
          await checkoutUnreachable(page)
          await button(page, 'Confirm').click()
          await expect(awaitsPayment(page)).toBeVisible()
          await expect(page.getByRole('main')).toContainText(PAYMENT_LOAD_FAILED)
          await page.unroute(CHECKOUT_DATA)
        },
      },
      {
        name: "the sandbox checkout from 'Pay now'",
        reach: async ({ page }) => {
          await button(page, 'Pay now').click()
          await expect(
            dialog(page, 'Pay with card').getByRole('textbox', { name: 'Card number' }),
          ).not.toHaveValue('')
        },
      },
      {
        name: 'the checkout cancelled: the order awaits payment',
        reach: async ({ page }) => {
          await dialog(page, 'Pay with card').getByRole('button', { name: 'Cancel' }).click()
          await expect(dialog(page, 'Pay with card')).toBeHidden()
          await expect(awaitsPayment(page)).toBeVisible()
          await expect(page.getByRole('link', { name: 'View order details' })).toHaveAttribute(
            'href',
            /^\/orders\/ESC-/,
          )
        },
      },
      {
        name: 'the congratulation screen after paying',
        reach: async ({ page }) => {
          await button(page, 'Pay now').click()
          await dialog(page, 'Pay with card')
            .getByRole('button', { name: 'Pay', exact: true })
            .click()
          await expect(congratulations(page)).toBeVisible()
        },
      },
    ],
  },
]

// Each state is checked as drawn, not halfway through a fade-in (a dialog fading in has, for a
// moment, text of too little contrast): with reduced motion the app's fades end on the first frame.
test.use({ reducedMotion: 'reduce' })

for (const walk of WALKS) {
  test.describe(walk.route, () => {
    test.use({ signedInAs: walk.account })

    test(`axe: ${walk.route} (${String(walk.states.length)} states)`, async ({
      page,
      sandboxApi,
    }) => {
      for (const state of walk.states) {
        await test.step(state.name, async () => {
          await state.reach({ page, sandboxApi })
          await expectNoAxeViolations(page)
        })
      }
    })
  })
}
