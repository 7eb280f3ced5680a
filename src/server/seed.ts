/**
 * The seed's builders: they turn the plain data of `seed-data.ts` (people, items, scenarios,
 * wallet activity) into records, with ids, password hashes, dates and kobo. The result has two
 * demo accounts, awkward counterparts, orders in every status over the months of the current year
 * and about 40 wallet transactions per demo user. Deterministic for a given `now` (seeded PRNG),
 * and built through the same order and wallet functions as live requests.
 */
import { LOGISTIC_SERVICES, type OrderRole } from '../contract/escrow'
import {
  acceptOrder,
  activateOrder,
  createOrder,
  declineOrder,
  deliverOrder,
  fundOrder,
  buyerIdOf,
  newOrderRecord,
  releaseOrder,
  sellerIdOf,
  type Moment,
} from './escrow-flow'
import { INSPECTION_PERIOD_MS } from '../contract/escrow'
import { buyerTotalKobo, escrowFeeKobo, nairaToKobo } from '../contract/money'
import { cachedSeedHash } from './passwords'
import { addDisputeMessage, findDispute, raiseDispute, resolveDispute } from './disputes'
import { SeededRandom } from './random'
import { emptyState, type OrderRecord, type SandboxState, type UserRecord } from './records'
import {
  BULK_STATUSES,
  COUNTERPARTS,
  DEMO_PEOPLE,
  DEMO_TRANSACTIONS_TARGET,
  DISPUTE_FEE_NAIRA,
  FILLER_DESCRIPTIONS,
  HOSTILE_ITEMS,
  HOSTILE_NAMES,
  HOSTILE_ORDERS,
  ITEMS,
  OUTSIDERS,
  PEOPLE,
  SCENARIOS,
  SEED_DISPUTE,
  SEED_PASSWORD,
  SELLING_SHARE,
  TOP_UP_DESCRIPTION,
  WALLET_ACTIVITY,
  type Outcome,
  type Person,
  type Scenario,
  type SeedItem,
} from './seed-data'
import { createUser } from './users'
import { recordTransaction, walletBalanceKobo } from './wallet'

export { DEMO_ACCOUNTS, LONG_NAME, SEED_PASSWORD } from './seed-data'

function itemAt(index: number, variant: SeedVariant = 'demo'): SeedItem {
  const position = index % ITEMS.length
  const found = ITEMS[position]
  if (!found) throw new Error('no seed items')
  const hostile = variant === 'hostile' ? HOSTILE_ITEMS[position] : undefined
  return hostile ? { ...found, ...hostile } : found
}

const DAY = 86_400_000
const HOUR = 3_600_000
const MINUTE = 60_000
const SEED = 0x5eed2025

/** A seed step: applied in time order, with a wallet top-up first when it debits more than the balance. */
interface Step {
  at: number
  debit?: { userId: number; kobo: number }
  run: (moment: Moment) => void
}

/** The demo seed a newcomer sees, or the demo seed plus the hostile texts that tests load. */
export const SEED_VARIANTS = ['demo', 'hostile'] as const
export type SeedVariant = (typeof SEED_VARIANTS)[number]

export interface SeedOptions {
  now: Date
  bulkOrders?: number
  /** Default 'demo'. */
  variant?: SeedVariant
}

export async function seedState(options: SeedOptions): Promise<SandboxState> {
  const state = emptyState()
  const variant = options.variant ?? 'demo'
  const rng = new SeededRandom(SEED)
  const now = options.now.getTime()
  const yearStart = Date.UTC(options.now.getUTCFullYear(), 0, 1)
  const currentMonth = options.now.getUTCMonth()
  const monthStart = Date.UTC(options.now.getUTCFullYear(), currentMonth, 1)
  const second = (t: number) => Math.floor(t / 1000) * 1000
  const clamp = (t: number) => second(Math.min(now, Math.max(yearStart, t)))
  const between = (from: number, to: number) => clamp(from + rng.next() * Math.max(0, to - from))
  const later = (t: number, minMs: number, maxMs: number) =>
    clamp(t + minMs + rng.next() * (maxMs - minMs))
  const inMonth = (month: number) =>
    between(
      Date.UTC(options.now.getUTCFullYear(), month, 1),
      Date.UTC(options.now.getUTCFullYear(), month + 1, 1) - 1,
    )
  const iso = (t: number) => new Date(t).toISOString()
  const dateOnly = (t: number) => iso(t).slice(0, 10)

  // Accounts
  const hashes = await Promise.all(
    Object.values(PEOPLE).map((person) =>
      cachedSeedHash('password' in person ? person.password : SEED_PASSWORD),
    ),
  )
  const users = {} as Record<Person, UserRecord>
  ;(Object.keys(PEOPLE) as Person[]).forEach((key, index) => {
    const person = PEOPLE[key]
    users[key] = createUser(state, {
      full_name: (variant === 'hostile' ? HOSTILE_NAMES[key] : undefined) ?? person.full_name,
      email: person.email,
      phone_number: person.phone,
      nin: person.nin,
      password_hash: hashes[index] ?? '',
      created_at: iso(yearStart - (30 + index * 17) * DAY),
    })
  })
  const demoUsers = DEMO_PEOPLE.map((key) => users[key])

  const steps: Step[] = []
  const item = (index: number | undefined) => itemAt(index ?? rng.int(0, ITEMS.length - 1), variant)

  function planOrder(scenario: Scenario): void {
    const initiator = users[scenario.initiator]
    const receiver =
      typeof scenario.receiver === 'number'
        ? (OUTSIDERS[scenario.receiver] ?? OUTSIDERS[0])
        : { email: users[scenario.receiver].email, phone: users[scenario.receiver].phone_number }
    const chosen = item(scenario.item)
    const priceKobo = nairaToKobo(chosen.naira)
    const { when } = scenario
    const created =
      when === 'recent'
        ? between(now - 20 * DAY, now - HOUR)
        : when === 'earlier'
          ? between(yearStart, Math.max(yearStart, now - 25 * DAY))
          : 'month' in when
            ? inMonth(when.month)
            : between(now - when.daysAgo * DAY - 6 * HOUR, now - when.daysAgo * DAY)
    const delivery =
      scenario.delivery === 'past'
        ? Math.max(created, Math.min(now - DAY, created + rng.int(3, 14) * DAY))
        : now + rng.int(3, 30) * DAY
    const logistic =
      scenario.role === 'seller' && rng.chance(0.6) ? rng.pick(LOGISTIC_SERVICES) : null
    const holder: { order?: OrderRecord } = {}
    const order = () => {
      if (!holder.order) throw new Error('seed step ran before its order was created')
      return holder.order
    }
    const buyerKobo = buyerTotalKobo(priceKobo, escrowFeeKobo(priceKobo))
    const buyerId =
      scenario.role === 'buyer'
        ? initiator.id
        : typeof scenario.receiver === 'number'
          ? undefined
          : users[scenario.receiver].id

    steps.push({
      at: created,
      run: (moment) => {
        holder.order = createOrder(state, moment, {
          initiator,
          role: scenario.role,
          name: chosen.name,
          description: chosen.description,
          priceKobo,
          deliveryDate: dateOnly(delivery),
          receiverEmail: receiver.email,
          receiverPhone: receiver.phone,
          logisticService: logistic,
          imageIds: [],
        })
      },
    })
    const fund = (at: number, activate: boolean) => {
      if (buyerId === undefined) throw new Error('an outsider cannot pay in the seed')
      steps.push({
        at,
        debit: { userId: buyerId, kobo: buyerKobo },
        run: (moment) => {
          fundOrder(state, moment, order(), buyerId, 'wallet')
          if (activate) activateOrder(order(), moment.at)
        },
      })
    }
    const { outcome } = scenario
    const paidAt = later(created, 10 * MINUTE, 3 * HOUR)
    const acceptedAt = later(paidAt, HOUR, 2 * DAY)
    const run = (at: number, step: (moment: Moment) => void) => steps.push({ at, run: step })
    const paidInto = [
      'active',
      'delivered',
      'disputed',
      'completed',
      'auto-released',
      'refunded',
    ].includes(outcome)
    if (outcome === 'pending-funded' || outcome === 'cancelled-funded') fund(paidAt, false)
    if (outcome === 'accepted') {
      if (scenario.role !== 'seller') throw new Error('only a seller order waits for an accept')
      run(acceptedAt, (moment) => acceptOrder(order(), moment.at))
    }
    if (paidInto) {
      if (scenario.role === 'buyer') {
        fund(paidAt, false)
        run(acceptedAt, (moment) => {
          acceptOrder(order(), moment.at)
          activateOrder(order(), moment.at)
        })
      } else {
        run(acceptedAt, (moment) => acceptOrder(order(), moment.at))
        fund(acceptedAt, true)
      }
    }
    const disputeAt = later(acceptedAt, 2 * HOUR, 3 * DAY)
    if (outcome === 'delivered') {
      // Delivered about a day ago: the inspection period has two days left.
      const deliveredAt = Math.max(acceptedAt, clamp(now - DAY + rng.int(0, 60) * MINUTE))
      run(deliveredAt, (moment) =>
        deliverOrder(order(), moment.at, {
          note: 'Handed to the courier at Yaba; they call before arriving.',
          trackingNumber: logistic
            ? `${logistic.toUpperCase()}-${String(rng.int(100000, 999999))}`
            : null,
        }),
      )
    }
    if (outcome === 'completed') {
      const deliveredAt = later(acceptedAt, DAY, 5 * DAY)
      run(deliveredAt, (moment) => deliverOrder(order(), moment.at, {}))
      run(later(deliveredAt, 2 * HOUR, 2 * DAY), (moment) => releaseOrder(state, moment, order()))
    }
    if (outcome === 'auto-released') {
      const deliveredAt = later(acceptedAt, DAY, 2 * DAY)
      run(deliveredAt, (moment) =>
        deliverOrder(order(), moment.at, { note: 'Delivered to the front desk.' }),
      )
      // Released by the provider when the inspection period ended, if that is in the past.
      const endsAt = deliveredAt + INSPECTION_PERIOD_MS
      if (endsAt <= now)
        run(endsAt, (moment) =>
          releaseOrder(state, moment, order(), { type: 'auto_released', by: 'system' }),
        )
    }
    if (outcome === 'disputed' || outcome === 'refunded') {
      // Raised by the party paying the dispute fee (the buyer when none is named).
      const receiverSide: OrderRole = scenario.role === 'buyer' ? 'seller' : 'buyer'
      const by: OrderRole =
        scenario.disputeBy === undefined
          ? 'buyer'
          : scenario.disputeBy === scenario.initiator
            ? scenario.role
            : receiverSide
      // A real dispute between the parties (no images: the seed has no image bytes). Its ids come
      // from the order's, so the seed's random sequence, and every other seeded value, is unchanged.
      const disputeId = () => `DSP-${order().public_id.slice(4)}`
      const partyId = (role: OrderRole) =>
        role === 'buyer' ? buyerIdOf(state, order()) : sellerIdOf(state, order())
      run(disputeAt, (moment) => {
        raiseDispute(state, moment.at, {
          id: disputeId(),
          order: order(),
          raisedBy: by,
          raisedById: partyId(by) ?? 0,
          reason: SEED_DISPUTE.reason,
          imageIds: [],
        })
      })
      SEED_DISPUTE.replies.forEach((reply, index) => {
        const author: OrderRole = index % 2 === 0 ? (by === 'buyer' ? 'seller' : 'buyer') : by
        run(clamp(disputeAt + (index + 1) * 3 * HOUR), (moment) => {
          const dispute = findDispute(state, disputeId())
          if (dispute?.status !== 'open') return
          addDisputeMessage(dispute, {
            id: `${disputeId()}-${String(index + 1)}`,
            author,
            userId: partyId(author) ?? null,
            body: reply,
            at: moment.at,
          })
        })
      })
    }
    if (outcome === 'refunded') {
      run(later(disputeAt, DAY, 5 * DAY), (moment) => {
        const dispute = findDispute(state, `DSP-${order().public_id.slice(4)}`)
        if (dispute)
          resolveDispute(
            state,
            moment,
            dispute,
            'refund',
            `${dispute.id}-${String(SEED_DISPUTE.replies.length + 1)}`,
          )
      })
    }
    if (outcome === 'cancelled' || outcome === 'cancelled-funded') {
      run(acceptedAt, (moment) => declineOrder(state, moment, order()))
    }
    if (scenario.disputeBy) {
      const payer = users[scenario.disputeBy]
      const feeKobo = nairaToKobo(DISPUTE_FEE_NAIRA)
      steps.push({
        at: disputeAt,
        debit: { userId: payer.id, kobo: feeKobo },
        run: (moment) =>
          recordTransaction(state, moment.ids, {
            userId: payer.id,
            type: 'dispute_fee',
            amountKobo: feeKobo,
            description: `Dispute fee for ${order().public_id}`,
            at: moment.at,
          }),
      })
    }
  }

  for (const scenario of SCENARIOS) planOrder(scenario)

  // A few more orders in every month so far, for the monthly chart.
  for (let month = 0; month <= currentMonth; month += 1) {
    for (const demo of DEMO_PEOPLE) {
      const count = rng.int(1, 2)
      for (let i = 0; i < count; i += 1) {
        const other = rng.pick(COUNTERPARTS)
        const demoStarts = rng.chance(0.6)
        const demoSells = rng.chance(SELLING_SHARE[demo])
        // The order's role is the initiator's.
        const role: OrderRole = demoSells === demoStarts ? 'seller' : 'buyer'
        const roll = rng.next()
        const outcome: Outcome =
          roll < 0.5
            ? 'completed'
            : roll < 0.7
              ? 'active'
              : roll < 0.85
                ? 'cancelled'
                : role === 'buyer'
                  ? 'cancelled-funded'
                  : 'cancelled'
        planOrder({
          initiator: demoStarts ? demo : other,
          receiver: demoStarts ? other : demo,
          role,
          outcome,
          when: { month },
          delivery: outcome === 'active' && rng.chance(0.5) ? 'future' : 'past',
        })
      }
    }
  }

  // Wallet activity besides orders: deposits, withdrawals, payouts; several in the current month.
  for (const user of demoUsers) {
    for (const activity of WALLET_ACTIVITY) {
      const at =
        activity.when === 'new-year'
          ? between(yearStart, yearStart + 3 * DAY)
          : between(activity.when === 'this-month' ? monthStart : yearStart, now)
      const kobo = nairaToKobo(
        typeof activity.naira === 'number'
          ? activity.naira
          : rng.int(...activity.naira.thousands) * 1000,
      )
      const status = activity.status ?? 'success'
      steps.push({
        at,
        debit:
          activity.type === 'withdrawal' && status === 'success'
            ? { userId: user.id, kobo }
            : undefined,
        run: (moment) =>
          recordTransaction(state, moment.ids, {
            userId: user.id,
            type: activity.type,
            amountKobo: kobo,
            description: activity.description,
            at: moment.at,
            status,
          }),
      })
    }
  }

  runSteps(state, steps, rng, yearStart, iso)

  // Top the demo users up to about 40 transactions with credits (which cannot break a balance).
  for (const user of demoUsers) {
    const missing =
      DEMO_TRANSACTIONS_TARGET - state.transactions.filter((tx) => tx.user_id === user.id).length
    for (let i = 0; i < missing; i += 1) {
      const payout = i % 3 === 2
      recordTransaction(state, rng, {
        userId: user.id,
        type: payout ? 'payout' : 'deposit',
        amountKobo: rng.int(5, 120) * 100_000,
        description: payout ? FILLER_DESCRIPTIONS.payout : FILLER_DESCRIPTIONS.deposit,
        at: iso(between(yearStart, now)),
      })
    }
  }

  if (variant === 'hostile') {
    // Hostile texts beyond what the API accepts, pending for Bayo from sellers with accounts.
    for (const hostile of HOSTILE_ORDERS) {
      const from = users[hostile.from]
      const at = between(now - 2 * DAY, now - HOUR)
      createOrder(
        state,
        { at: iso(at), ids: rng },
        {
          initiator: from,
          role: 'seller',
          name: hostile.name,
          description: hostile.description,
          priceKobo: nairaToKobo(12_500),
          deliveryDate: dateOnly(now + 7 * DAY),
          receiverEmail: users.bayo.email,
          receiverPhone: users.bayo.phone_number,
          logisticService: null,
          imageIds: [],
        },
      )
    }
  }

  if (options.bulkOrders)
    addBulkOrders(
      state,
      users.ada,
      COUNTERPARTS.map((key) => users[key]),
      options.bulkOrders,
      rng,
      {
        yearStart,
        now,
      },
    )
  return state
}

function runSteps(
  state: SandboxState,
  steps: Step[],
  rng: SeededRandom,
  yearStart: number,
  iso: (t: number) => string,
): void {
  const ordered = steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.at - b.step.at || a.index - b.index)
  for (const { step } of ordered) {
    if (step.debit) {
      const balance = walletBalanceKobo(state, step.debit.userId)
      if (balance < step.debit.kobo) {
        recordTransaction(state, rng, {
          userId: step.debit.userId,
          type: 'deposit',
          amountKobo: step.debit.kobo - balance + rng.int(5, 50) * 1_000_000,
          description: TOP_UP_DESCRIPTION,
          at: iso(Math.max(yearStart, step.at - 5 * MINUTE)),
        })
      }
    }
    step.run({ at: iso(step.at), ids: rng })
  }
}

/** N more orders initiated by Ada, for the 10,000-order benchmark. No wallet transactions. */
function addBulkOrders(
  state: SandboxState,
  initiator: UserRecord,
  counterparts: UserRecord[],
  count: number,
  rng: SeededRandom,
  span: { yearStart: number; now: number },
): void {
  const taken = new Set(state.orders.map((order) => order.public_id))
  for (let i = 0; i < count; i += 1) {
    let publicId = rng.publicId()
    while (taken.has(publicId)) publicId = rng.publicId()
    taken.add(publicId)
    const chosen = itemAt(i)
    const receiver = counterparts[i % counterparts.length] ?? initiator
    const created =
      Math.floor((span.yearStart + rng.next() * (span.now - span.yearStart)) / 1000) * 1000
    const at = new Date(created).toISOString()
    const status = BULK_STATUSES[i % BULK_STATUSES.length] ?? 'completed'
    const order = newOrderRecord(publicId, at, {
      initiator,
      role: i % 4 === 3 ? 'buyer' : 'seller',
      name: chosen.name,
      description: chosen.description,
      priceKobo: nairaToKobo(chosen.naira),
      deliveryDate: new Date(created + 7 * DAY).toISOString().slice(0, 10),
      receiverEmail: receiver.email,
      receiverPhone: receiver.phone_number,
      logisticService: null,
      imageIds: [],
    })
    order.status = status
    order.funded = status === 'active'
    state.orders.push(order)
  }
}
