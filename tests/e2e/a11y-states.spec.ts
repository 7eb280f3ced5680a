/**
 * Accessibility proof (issue "Proof under fire"): axe (WCAG 2.0/2.1 A and AA) on every route and
 * on every state a user can bring about there: each tab, empty results, validation errors, open
 * menus and dialogs, each wizard and sign-up step, the mobile drawer and the error views. One test
 * per route walks its states in order (one sign-in each); every state is a step of its own in the
 * report, and axe runs on it before the walk moves on. The fixture's after-test check then covers
 * the last state again.
 */
import type { Page } from '@playwright/test'
import { awaitingAnswer, inDays, pngUpload } from '../support/e2e'
import {
  buyer,
  expect,
  expectNoAxeViolations,
  seller,
  signIn,
  test,
  type DemoAccount,
  type SandboxApi,
} from './fixtures'

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
  /** Who is signed in first; null: nobody. */
  account: DemoAccount | null
  viewport?: { width: number; height: number }
  states: State[]
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const h2 = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

/** Waits until no "Loading…" status is left (spinners and skeletons have their own axe pass). */
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

/** Every GET of `path` fails (query retries included) until the next state clears it. */
async function failing(sandboxApi: SandboxApi, path: string) {
  await sandboxApi.fail({ method: 'GET', path, status: 500, times: 100 })
}

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

const WALKS: Walk[] = [
  {
    route: '/login',
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
      { name: 'dashboard', reach: ({ page }) => visit(page, '/dashboard', /./) },
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
        name: "'All Notifications' panel",
        reach: async ({ page }) => {
          await page.getByRole('menuitem', { name: 'View all' }).click()
          await expect(dialog(page, 'All Notifications')).toBeVisible()
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
          await expect(dialog(page, 'Withdraw')).toBeVisible()
        },
      },
      {
        name: 'keyboard shortcuts help',
        reach: async ({ page }) => {
          await closeWithEscape(page, dialog(page, 'Withdraw'))
          await page.keyboard.press('?')
          await expect(dialog(page, 'Keyboard shortcuts')).toBeVisible()
        },
      },
      {
        name: 'pending orders failed to load',
        reach: async ({ page, sandboxApi }) => {
          await failing(sandboxApi, '/escrow/pending')
          await page.reload()
          await expect(
            page.getByRole('region', { name: 'Pending Escrows' }).getByRole('alert'),
          ).toBeVisible({ timeout: 15_000 })
          await sandboxApi.clearFailures()
        },
      },
    ],
  },
  {
    route: 'the mobile nav drawer at 320 px',
    account: seller,
    viewport: { width: 320, height: 640 },
    states: [
      {
        name: 'drawer open',
        reach: async ({ page }) => {
          await button(page, 'Open menu').click()
          await expect(dialog(page, 'Menu')).toBeVisible()
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
        name: 'a search that finds nothing',
        reach: async ({ page }) => {
          await visit(page, '/orders?q=no-such-order-anywhere', 'Orders')
          await expect(page.getByText('No orders match "no-such-order-anywhere".')).toBeVisible()
        },
      },
      {
        name: 'loading (spinner and skeletons)',
        reach: async ({ page, sandboxApi }) => {
          await sandboxApi.config({ latency_ms: 3000 })
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
        name: 'the list failed to load',
        reach: async ({ page, sandboxApi }) => {
          await failing(sandboxApi, '/escrow/all')
          await page.reload()
          await expect(page.getByRole('alert')).toContainText('Failed to fetch orders.', {
            timeout: 15_000,
          })
          await sandboxApi.clearFailures()
        },
      },
    ],
  },
  {
    route: '/orders/<id> as the buyer',
    account: buyer,
    states: [
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
        name: 'the sandbox checkout after Accept',
        reach: async ({ page }) => {
          await button(page, 'Accept').click()
          await expect(dialog(page, 'Pay with card')).toBeVisible()
        },
      },
      {
        name: 'an unknown order (not found)',
        reach: async ({ page }) => {
          await page.goto('/orders/ESC-ZZZZ0000')
          await expect(page.getByText('Escrow not found')).toBeVisible()
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
        name: 'the order failed to load',
        reach: async ({ page, sandboxApi }) => {
          await failing(sandboxApi, '/escrow/ESC-*')
          await page.reload()
          await expect(button(page, 'Try Again')).toBeVisible({ timeout: 15_000 })
          await sandboxApi.clearFailures()
        },
      },
    ],
  },
  {
    route: '/orders/<id> signed out',
    account: null,
    states: [
      {
        name: 'the limited view',
        reach: async ({ page }) =>
          visit(
            page,
            `/orders/${(await awaitingAnswer(page, buyer, 'seller')).public_id}`,
            /^Order #/,
          ),
      },
    ],
  },
  {
    route: '/transactions',
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
          await failing(sandboxApi, '/trnx')
          await page.goto('about:blank')
          await page.goto('/transactions')
          await expect(page.getByText("We couldn't load your transactions.")).toBeVisible({
            timeout: 15_000,
          })
          await sandboxApi.clearFailures()
        },
      },
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
          await expect(page.getByText('Reason is required')).toBeVisible()
        },
      },
      {
        name: 'Raise Dispute filled in, with an image',
        reach: async ({ page }) => {
          const raise = dialog(page, 'Raise Dispute')
          await raise.getByLabel('Escrow').selectOption({ index: 1 })
          await raise.getByLabel('Reason').fill('The parcel never came')
          await raise.getByTestId('image-uploader-input').setInputFiles([pngUpload('proof.png')])
          await expect(raise.getByRole('button', { name: 'Remove proof.png' })).toBeVisible()
        },
      },
      {
        name: 'the escrow list failed to load in the dialog',
        reach: async ({ page, sandboxApi }) => {
          await failing(sandboxApi, '/escrow/available-dispute')
          await page.goto('about:blank')
          // An empty ?raise= opens the dialog with no escrow chosen.
          await page.goto('/disputes?raise=')
          await expect(dialog(page, 'Raise Dispute').getByRole('alert')).toContainText(
            'Failed to fetch orders.',
            { timeout: 15_000 },
          )
          await sandboxApi.clearFailures()
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
    route: '/referrals',
    account: seller,
    states: [{ name: 'referrals', reach: ({ page }) => visit(page, '/referrals', 'Referrals') }],
  },
  {
    route: '/escrow/new',
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
          await page.getByRole('button', { name: '₦15,213.00' }).click()
        },
      },
      wizardStep(3, 'Delivery'),
      {
        name: 'step 4: Review order',
        reach: async ({ page }) => {
          await page.getByLabel('Delivery date').fill(inDays(3))
          await button(page, 'Next').click()
          await expect(h2(page, 'Review order')).toBeVisible()
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
        name: 'a buyer’s wizard, step 1',
        reach: async ({ page }) => {
          await closeWithEscape(page, dialog(page, 'Discard this order?'))
          await visit(page, '/escrow/new?role=buyer', 'Create order')
          await expect(page.getByLabel('What are you buying?')).toBeVisible()
        },
      },
    ],
  },
]

for (const walk of WALKS) {
  test(`axe: ${walk.route} (${String(walk.states.length)} states)`, async ({
    page,
    sandboxApi,
  }) => {
    test.setTimeout(90_000)
    if (walk.viewport) await page.setViewportSize(walk.viewport)
    if (walk.account) await signIn(page, walk.account)
    for (const state of walk.states) {
      await test.step(state.name, async () => {
        await state.reach({ page, sandboxApi })
        await expectNoAxeViolations(page)
      })
    }
  })
}
