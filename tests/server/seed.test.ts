import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { User } from '../../src/contract/auth'
import { DEMO_ACCOUNTS } from '../../src/contract/demo-accounts'
import { ORDER_STATUSES, OrdersByStatus, PendingOrders } from '../../src/contract/escrow'
import { TRANSACTION_TYPES, WalletTransactions } from '../../src/contract/wallet'
import { LONG_NAME, seedState } from '../../src/server/seed'
import { ADA, BAYO, expectOk, fixedClock, newSandbox, NOW, money } from './helpers'

/** The seed without what is random by design (password salts). */
async function seedWithoutHashes(now: Date, bulkOrders?: number) {
  const state = await seedState({ now, bulkOrders })
  return { ...state, users: state.users.map(({ password_hash: _, ...user }) => user) }
}

describe('seed', () => {
  it('is deterministic for a given now, and differs for another now', async () => {
    const one = await seedWithoutHashes(NOW)
    const two = await seedWithoutHashes(new Date(NOW))
    expect(two).toEqual(one)
    const later = await seedWithoutHashes(new Date('2025-09-02T08:00:00Z'))
    expect(later.orders.map((order) => order.created_at)).not.toEqual(
      one.orders.map((order) => order.created_at),
    )
  })

  it('reseeds in well under 300 ms, and 10,000 bulk orders in well under 2 s', async () => {
    const { sandbox } = await newSandbox()
    let started = performance.now()
    await sandbox.reset()
    expect(performance.now() - started).toBeLessThan(300)
    started = performance.now()
    await sandbox.reset({ bulkOrders: 10_000 })
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(sandbox.state().orders.length).toBeGreaterThan(10_000)
  })

  it('has the demo accounts and plausible counterparts; hostile texts only in the hostile seed', async () => {
    const demo = await seedState({ now: NOW })
    const demoTexts = [
      ...demo.users.map((user) => user.full_name),
      ...demo.orders.map((order) => order.item_name + order.description),
    ]
    for (const hostile of ['<b>', '<script>', '<i>', '\u202E', LONG_NAME])
      expect(
        demoTexts.filter((text) => text.includes(hostile)),
        hostile,
      ).toEqual([])
    expect(demoTexts.every((text) => text.length < 1_000)).toBe(true)

    const state = await seedState({ now: NOW, variant: 'hostile' })
    const names = state.users.map((user) => user.full_name)
    for (const account of DEMO_ACCOUNTS) {
      expect(state.users).toContainEqual(
        expect.objectContaining({ full_name: account.fullName, email: account.email }),
      )
    }
    expect(
      DEMO_ACCOUNTS.map((account) => [account.fullName, account.email, account.password]),
    ).toEqual([
      ['Adaeze Okafor', ADA, 'sandbox123'],
      ['Bayo Adeyemi', BAYO, 'sandbox123'],
    ])
    expect(names).toContain('Chidi & Sons <b>Ventures</b>')
    expect(names).toContain('Ngozi 🚀 Eze')
    expect(LONG_NAME).toHaveLength(120)
    expect(names).toContain(LONG_NAME)
    const items = state.orders.map((order) => order.item_name + order.description)
    for (const awkward of ['&', '<b>', '🔋', '<script>', '\u202E'])
      expect(items.some((text) => text.includes(awkward))).toBe(true)
    expect(state.orders.some((order) => order.item_name.length > 100)).toBe(true)
    expect(state.orders.some((order) => order.item_name.length === 10_000)).toBe(true)
    expect(state.orders.some((order) => order.description.length === 10_000)).toBe(true)
    // The same orders as the demo seed (same ids, statuses and money), plus the extra hostile ones.
    expect(
      state.orders
        .slice(0, demo.orders.length)
        .map((order) => [order.public_id, order.status, order.price_kobo]),
    ).toEqual(demo.orders.map((order) => [order.public_id, order.status, order.price_kobo]))
  })

  it('gives each demo user orders in every status, over the months so far, due in the past and future', async () => {
    const { api } = await newSandbox()
    for (const email of [ADA, BAYO]) {
      const token = await api.token(email)
      const groups = expectOk(await api.get('/escrow/all', { token }), OrdersByStatus)
      for (const status of ORDER_STATUSES)
        expect(groups[status].length, `${email} ${status}`).toBeGreaterThan(0)
      const orders = Object.values(groups).flat()
      const months = new Set(orders.map((order) => new Date(order.created_at).getUTCMonth()))
      expect([...months].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5])
      expect(orders.every((order) => Date.parse(order.created_at) <= NOW.getTime())).toBe(true)
      expect(
        orders.every((order) => Date.parse(order.updated_at) >= Date.parse(order.created_at)),
      ).toBe(true)
      const due = orders.map((order) => Date.parse(order.expected_delivery_date ?? ''))
      expect(due.some((time) => time < NOW.getTime())).toBe(true)
      expect(due.some((time) => time > NOW.getTime())).toBe(true)
      const pending = expectOk(await api.get('/escrow/pending', { token }), PendingOrders)
      expect(new Set(pending.map((order) => order.initiator_role))).toEqual(
        new Set(['buyer', 'seller']),
      )
    }
  })

  it('gives each demo user about 40 transactions of every type, several this month, matching the balance', async () => {
    const { api } = await newSandbox()
    for (const email of [ADA, BAYO]) {
      const token = await api.token(email)
      const list = expectOk(await api.get('/trnx', { token }), WalletTransactions)
      expect(list.length).toBeGreaterThanOrEqual(38)
      // More for the lifecycle orders between the two demo accounts (each payment and release writes two).
      expect(list.length).toBeLessThanOrEqual(70)
      expect(new Set(list.map((tx) => tx.transaction_type))).toEqual(new Set(TRANSACTION_TYPES))
      const thisMonth = list.filter((tx) => tx.created_at.startsWith('2025-06'))
      expect(thisMonth.length).toBeGreaterThanOrEqual(4)
      const times = list.map((tx) => Date.parse(tx.created_at))
      expect(times).toEqual([...times].sort((a, b) => b - a))
      expect(new Set(list.map((tx) => tx.id)).size).toBe(list.length)

      // Oldest first: the running balance never goes below zero and ends at wallet_balance.
      let balance = 0
      for (const tx of [...list].reverse()) {
        if (tx.status !== 'success') continue
        balance += (tx.direction === 'credit' ? 1 : -1) * money(tx.amount)
        expect(balance).toBeGreaterThanOrEqual(0)
      }
      const me = expectOk(await api.get('/auth/me', { token }), User)
      expect(money(me.wallet_balance)).toBe(balance)
    }
  })

  it('has orders between the two demo accounts in every step of the lifecycle, with consistent money', async () => {
    for (const now of [NOW, new Date('2026-01-02T09:30:00Z')]) {
      const { api } = await newSandbox({ clock: fixedClock(now) })
      const token = await api.token(BAYO)
      const groups = expectOk(await api.get('/escrow/all', { token }), OrdersByStatus)
      const withAda = Object.values(groups)
        .flat()
        .filter((order) => order.initiator?.email === ADA || order.receiver_email === ADA)
      const last = (order: (typeof withAda)[number]) => order.events?.at(-1)?.type
      const has = (label: string, test: (order: (typeof withAda)[number]) => boolean) =>
        expect(withAda.some(test), `${now.toISOString()}: ${label}`).toBe(true)
      has(
        'awaiting payment, accepted by the buyer',
        (o) => o.awaiting_payment === true && o.initiator_role === 'seller',
      )
      has(
        "awaiting payment, the buyer's own",
        (o) => o.awaiting_payment === true && o.initiator_role === 'buyer',
      )
      has('paid, not delivered', (o) => o.status === 'active' && !o.delivered_at)
      has(
        'delivered, inspection running',
        (o) => o.status === 'active' && Date.parse(o.inspection_ends_at ?? '') > now.getTime(),
      )
      has(
        'disputed (placeholder: no dispute record yet)',
        (o) => o.status === 'disputed' && last(o) === 'disputed',
      )
      has('released by the buyer', (o) => o.status === 'completed' && last(o) === 'released')
      has(
        'refunded',
        (o) => o.status === 'cancelled' && Boolean(o.refunded_at) && last(o) === 'refunded',
      )
      if (now === NOW)
        has(
          'released automatically',
          (o) => o.status === 'completed' && last(o) === 'auto_released',
        )
      // Nothing is left due: the seed released what its clock had passed.
      expect(
        withAda.filter(
          (o) => o.status === 'active' && Date.parse(o.inspection_ends_at ?? '') <= now.getTime(),
        ),
      ).toEqual([])
      // Every event in time order, the first one 'created'.
      for (const order of Object.values(groups).flat()) {
        const times = (order.events ?? []).map((event) => Date.parse(event.at))
        expect(times, order.public_id).toEqual([...times].sort((a, b) => a - b))
        expect(order.events?.[0]?.type).toBe('created')
      }
      // Escrow balance: the price of every paid order not yet released or refunded.
      const paid = Object.values(groups)
        .flat()
        .filter(
          (o) =>
            ['active', 'disputed'].includes(o.status) ||
            (o.status === 'pending' &&
              o.initiator_role === 'buyer' &&
              o.awaiting_payment === false),
        )
      const me = expectOk(await api.get('/auth/me', { token }), User)
      expect(money(me.escrow_balance)).toBe(paid.reduce((sum, o) => sum + money(o.item_price), 0))
    }
  })

  it('still makes sense on the second day of the year', async () => {
    const clock = fixedClock(new Date('2026-01-02T09:30:00Z'))
    const { api } = await newSandbox({ clock })
    const token = await api.token(ADA)
    const groups = expectOk(await api.get('/escrow/all', { token }), OrdersByStatus)
    const orders = Object.values(groups).flat()
    expect(
      orders.every(
        (order) =>
          order.created_at >= '2026-01-01' && Date.parse(order.created_at) <= clock.now().getTime(),
      ),
    ).toBe(true)
    const stats = v.parse(
      v.array(v.object({ month: v.string(), value: v.number() })),
      (await api.get('/escrow/monthly-stats', { token })).body,
    )
    expect(stats).toEqual([{ month: 'January', value: orders.length }])
  })
})
