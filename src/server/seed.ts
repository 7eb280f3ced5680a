/**
 * The demo data: two demo accounts, awkward counterparts, orders in every status over the months
 * of the current year and about 40 wallet transactions per demo user. Deterministic for a given
 * `now` (seeded PRNG), and built through the same order and wallet functions as live requests.
 */
import { DEMO_ACCOUNTS } from '../contract/demo-accounts'
import { LOGISTIC_SERVICES, type OrderRole } from '../contract/escrow'
import {
  activateOrder,
  createOrder,
  declineOrder,
  fundOrder,
  newOrderRecord,
  releaseOrder,
  type Moment,
} from './escrow-flow'
import { buyerTotalKobo, escrowFeeKobo, nairaToKobo } from '../contract/money'
import { cachedSeedHash } from './passwords'
import { SeededRandom } from './random'
import { emptyState, type OrderRecord, type SandboxState, type UserRecord } from './records'
import { createUser } from './users'
import { recordTransaction, walletBalanceKobo } from './wallet'

/** The demo accounts (shared with the sign-in page) and the password of every other seeded account. */
export { DEMO_ACCOUNTS }
export const SEED_PASSWORD = 'sandbox123'

function demoAccount(role: (typeof DEMO_ACCOUNTS)[number]['role']) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role)
  if (!account) throw new Error(`no ${role} demo account`)
  return account
}
const SELLER = demoAccount('Seller')
const BUYER = demoAccount('Buyer')

/** Exactly 120 characters. */
export const LONG_NAME =
  'Oluwatobiloba Chukwuemeka Abubakar-Ogunleye Tamunotonye Ebikabowei Ifeanyichukwu Olanrewaju Akinwumi Nwachukwu-Babangida'

const PEOPLE = {
  ada: {
    full_name: SELLER.fullName,
    email: SELLER.email,
    password: SELLER.password,
    phone: '08031234567',
    nin: '12345678901',
  },
  bayo: {
    full_name: BUYER.fullName,
    email: BUYER.email,
    password: BUYER.password,
    phone: '08129876543',
    nin: '23456789012',
  },
  chidi: {
    full_name: 'Chidi & Sons <b>Ventures</b>',
    email: 'chidi@escrow.test',
    phone: '07061234500',
    nin: '34567890123',
  },
  ngozi: {
    full_name: 'Ngozi 🚀 Eze',
    email: 'ngozi@escrow.test',
    phone: '09051234511',
    nin: '45678901234',
  },
  tobi: {
    full_name: LONG_NAME,
    email: 'tobi.long@escrow.test',
    phone: '08021110000',
    nin: '56789012345',
  },
  fatima: {
    full_name: "Fatima O'Neil-Bello",
    email: 'fatima@escrow.test',
    phone: '+234 803 555 0199',
    nin: '67890123456',
  },
} as const
type Person = keyof typeof PEOPLE

/** Counterparts without an account (the receiver's full_name is then null). */
const OUTSIDERS = [
  { email: 'new.buyer@example.com', phone: '08099990001' },
  { email: 'shop.owner+promo@example.com', phone: '07012345678' },
] as const

const LONG_DESCRIPTION =
  'Full specification as agreed on the phone: ' +
  'brand-new, sealed in box, with the original receipt & one-year warranty. '.repeat(6) +
  'Delivery to Lekki Phase 1, Lagos — call before arriving. <b>Not</b> bold, just text. 🚚📦'

const ITEMS: readonly { name: string; description: string; naira: number }[] = [
  {
    name: 'iPhone 15 Pro Max 256GB',
    description: 'Natural titanium, UK used, battery health 98%.',
    naira: 1_250_000.5,
  },
  {
    name: 'Ankara fabric bundle & tailoring',
    description: '6 yards × 4 designs, sewn to measure.',
    naira: 49_780,
  },
  {
    name: '<b>Bold</b> leather bag',
    description: 'Handmade in Aba <b>with</b> brass buckles & zip.',
    naira: 15_213,
  },
  {
    name: 'Solar inverter 5kVA 🔋',
    description: 'Inverter with 4 batteries ⚡ and installation.',
    naira: 2_450_000,
  },
  {
    name: 'Custom cake 🎂 for 50 guests',
    description: 'Three tiers, red velvet & vanilla. 🎉',
    naira: 85_000,
  },
  {
    name: 'Complete home office setup: ergonomic chair, standing desk, 27-inch monitor, wireless keyboard and mouse, webcam and ring light bundle',
    description: LONG_DESCRIPTION,
    naira: 987_654.32,
  },
  {
    name: 'Toyota Corolla 2012 brake pads & discs',
    description: 'Front and rear, genuine parts.',
    naira: 64_500,
  },
  {
    name: 'Laptop repair <script>alert(1)</script>',
    description: 'Screen replacement; <i>not</i> HTML.',
    naira: 5_060,
  },
  {
    name: 'Wedding photography package',
    description: 'Two photographers, 400 edited photos & album.',
    naira: 350_000,
  },
  {
    name: 'Bag of rice (50kg) × 10',
    description: 'Parboiled, stone-free. Pick-up at Mile 12 market.',
    naira: 720_000,
  },
  {
    name: 'Generator servicing',
    description: 'Oil change, plugs & carburettor cleaning.',
    naira: 10_000,
  },
  {
    name: 'Brazilian hair extensions 22"',
    description: 'Double drawn, 3 bundles + closure. 💇🏾‍♀️',
    naira: 180_000,
  },
  {
    name: 'Used textbooks (JAMB & WAEC)',
    description: 'Complete set, a few pencil notes.',
    naira: 999.99,
  },
  {
    name: 'Ofada rice & ayamase catering 🍲',
    description: 'Office party for 30 people.',
    naira: 120_000,
  },
]

function itemAt(index: number): (typeof ITEMS)[number] {
  const found = ITEMS[index % ITEMS.length]
  if (!found) throw new Error('no seed items')
  return found
}

const DAY = 86_400_000
const HOUR = 3_600_000
const MINUTE = 60_000
const SEED = 0x5eed2025

type Outcome =
  'pending' | 'pending-funded' | 'active' | 'completed' | 'cancelled' | 'cancelled-funded'

interface Scenario {
  initiator: Person
  role: OrderRole
  receiver: Person | number /* index into OUTSIDERS */
  outcome: Outcome
  when: 'recent' | 'earlier' | { month: number }
  delivery: 'past' | 'future'
  item?: number
  /** This party pays a dispute fee a little after the order became active. */
  disputeBy?: Person
}

/** Hand-picked orders so that each demo user has pending orders in both roles and every status. */
// prettier-ignore
const SCENARIOS: readonly Scenario[] = [
  // Adaeze (mostly sells)
  { initiator: 'ada', role: 'seller', receiver: 'bayo', outcome: 'pending', when: 'recent', delivery: 'future' },
  { initiator: 'ada', role: 'seller', receiver: 0, outcome: 'pending', when: 'recent', delivery: 'future' },
  { initiator: 'chidi', role: 'buyer', receiver: 'ada', outcome: 'pending-funded', when: 'recent', delivery: 'future' },
  { initiator: 'ngozi', role: 'seller', receiver: 'ada', outcome: 'pending', when: 'recent', delivery: 'past' },
  { initiator: 'tobi', role: 'buyer', receiver: 'ada', outcome: 'pending-funded', when: 'recent', delivery: 'future' },
  { initiator: 'fatima', role: 'buyer', receiver: 'ada', outcome: 'pending', when: 'recent', delivery: 'future' },
  { initiator: 'ada', role: 'seller', receiver: 'bayo', outcome: 'active', when: 'earlier', delivery: 'past', disputeBy: 'bayo' },
  { initiator: 'chidi', role: 'buyer', receiver: 'ada', outcome: 'active', when: 'recent', delivery: 'future' },
  { initiator: 'ngozi', role: 'seller', receiver: 'ada', outcome: 'active', when: 'earlier', delivery: 'past', disputeBy: 'ada' },
  { initiator: 'ada', role: 'seller', receiver: 'ngozi', outcome: 'completed', when: 'earlier', delivery: 'past' },
  { initiator: 'ada', role: 'seller', receiver: 'chidi', outcome: 'completed', when: 'earlier', delivery: 'past' },
  { initiator: 'ada', role: 'seller', receiver: 'fatima', outcome: 'cancelled', when: 'earlier', delivery: 'future' },
  { initiator: 'ada', role: 'buyer', receiver: 'tobi', outcome: 'cancelled-funded', when: 'earlier', delivery: 'future' },
  // Bayo (mostly buys)
  { initiator: 'bayo', role: 'buyer', receiver: 'chidi', outcome: 'pending-funded', when: 'recent', delivery: 'future' },
  { initiator: 'bayo', role: 'buyer', receiver: 'ngozi', outcome: 'pending', when: 'recent', delivery: 'future' },
  { initiator: 'chidi', role: 'seller', receiver: 'bayo', outcome: 'pending', when: 'recent', delivery: 'future', item: 5 },
  { initiator: 'fatima', role: 'buyer', receiver: 'bayo', outcome: 'pending-funded', when: 'recent', delivery: 'future' },
  { initiator: 'ngozi', role: 'seller', receiver: 'bayo', outcome: 'pending', when: 'recent', delivery: 'past' },
  { initiator: 'bayo', role: 'buyer', receiver: 'ada', outcome: 'pending-funded', when: 'recent', delivery: 'future' },
  { initiator: 'bayo', role: 'buyer', receiver: 1, outcome: 'pending-funded', when: 'recent', delivery: 'future' },
  { initiator: 'bayo', role: 'buyer', receiver: 'tobi', outcome: 'active', when: 'recent', delivery: 'future' },
  { initiator: 'bayo', role: 'buyer', receiver: 'chidi', outcome: 'completed', when: 'earlier', delivery: 'past' },
  { initiator: 'ngozi', role: 'seller', receiver: 'bayo', outcome: 'completed', when: 'earlier', delivery: 'past' },
  { initiator: 'tobi', role: 'buyer', receiver: 'bayo', outcome: 'completed', when: 'earlier', delivery: 'past' },
  { initiator: 'bayo', role: 'buyer', receiver: 'fatima', outcome: 'cancelled-funded', when: 'earlier', delivery: 'future' },
  { initiator: 'chidi', role: 'seller', receiver: 'bayo', outcome: 'cancelled', when: 'recent', delivery: 'future' },
]

const DEMO_TRANSACTIONS_TARGET = 40

/** A seed step: applied in time order, with a wallet top-up first when it debits more than the balance. */
interface Step {
  at: number
  debit?: { userId: number; kobo: number }
  run: (moment: Moment) => void
}

export interface SeedOptions {
  now: Date
  bulkOrders?: number
}

export async function seedState(options: SeedOptions): Promise<SandboxState> {
  const state = emptyState()
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
      full_name: person.full_name,
      email: person.email,
      phone_number: person.phone,
      nin: person.nin,
      password_hash: hashes[index] ?? '',
      created_at: iso(yearStart - (30 + index * 17) * DAY),
    })
  })
  const demoUsers = [users.ada, users.bayo]
  const counterparts: Person[] = ['chidi', 'ngozi', 'tobi', 'fatima']

  const steps: Step[] = []
  const item = (index: number | undefined) => itemAt(index ?? rng.int(0, ITEMS.length - 1))

  function planOrder(scenario: Scenario): void {
    const initiator = users[scenario.initiator]
    const receiver =
      typeof scenario.receiver === 'number'
        ? (OUTSIDERS[scenario.receiver] ?? OUTSIDERS[0])
        : { email: users[scenario.receiver].email, phone: users[scenario.receiver].phone_number }
    const chosen = item(scenario.item)
    const priceKobo = nairaToKobo(chosen.naira)
    const created =
      scenario.when === 'recent'
        ? between(now - 20 * DAY, now - HOUR)
        : scenario.when === 'earlier'
          ? between(yearStart, Math.max(yearStart, now - 25 * DAY))
          : inMonth(scenario.when.month)
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
    if (outcome === 'pending-funded' || outcome === 'cancelled-funded') fund(paidAt, false)
    if (outcome === 'active' || outcome === 'completed') {
      if (scenario.role === 'buyer') {
        fund(paidAt, false)
        steps.push({ at: acceptedAt, run: (moment) => activateOrder(order(), moment.at) })
      } else {
        fund(acceptedAt, true)
      }
    }
    if (outcome === 'completed') {
      steps.push({
        at: later(acceptedAt, DAY, 10 * DAY),
        run: (moment) => releaseOrder(state, moment, order()),
      })
    }
    if (outcome === 'cancelled' || outcome === 'cancelled-funded') {
      steps.push({ at: acceptedAt, run: (moment) => declineOrder(state, moment, order()) })
    }
    if (scenario.disputeBy) {
      const payer = users[scenario.disputeBy]
      const feeKobo = 1_000 * 100
      steps.push({
        at: later(acceptedAt, 2 * HOUR, 3 * DAY),
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
    for (const demo of ['ada', 'bayo'] as const) {
      const count = rng.int(1, 2)
      for (let i = 0; i < count; i += 1) {
        const other = rng.pick(counterparts)
        const demoStarts = rng.chance(0.6)
        const demoSells = rng.chance(demo === 'ada' ? 0.7 : 0.3)
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
    const walletStep = (
      at: number,
      type: 'deposit' | 'withdrawal' | 'payout',
      naira: number,
      description: string,
      status: 'success' | 'pending' | 'failed' = 'success',
    ) => {
      const kobo = nairaToKobo(naira)
      steps.push({
        at,
        debit:
          type === 'withdrawal' && status === 'success' ? { userId: user.id, kobo } : undefined,
        run: (moment) =>
          recordTransaction(state, moment.ids, {
            userId: user.id,
            type,
            amountKobo: kobo,
            description,
            at: moment.at,
            status,
          }),
      })
    }
    walletStep(
      between(yearStart, yearStart + 3 * DAY),
      'deposit',
      500_000,
      'Wallet funding via bank transfer',
    )
    walletStep(
      between(yearStart, now),
      'deposit',
      rng.int(50, 300) * 1000,
      'Wallet funding via card',
    )
    walletStep(
      between(yearStart, now),
      'deposit',
      75_000,
      'Card payment declined by issuer',
      'failed',
    )
    walletStep(
      between(yearStart, now),
      'withdrawal',
      rng.int(20, 80) * 1000,
      'Withdrawal to GTBank ****4821',
    )
    walletStep(between(yearStart, now), 'payout', 2_500, 'Referral reward payout & bonus 🎁')
    walletStep(
      between(monthStart, now),
      'deposit',
      rng.int(20, 150) * 1000,
      'Wallet funding via card',
    )
    walletStep(
      between(monthStart, now),
      'withdrawal',
      rng.int(10, 40) * 1000,
      'Withdrawal to Access Bank ****0093',
    )
    walletStep(
      between(monthStart, now),
      'withdrawal',
      15_000,
      'Withdrawal to Opay ****7710',
      'pending',
    )
    walletStep(between(monthStart, now), 'payout', 1_000, 'Referral reward payout')
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
        description: payout ? 'Referral reward payout' : 'Wallet funding via card',
        at: iso(between(yearStart, now)),
      })
    }
  }

  if (options.bulkOrders)
    addBulkOrders(
      state,
      users.ada,
      counterparts.map((key) => users[key]),
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
          description: 'Wallet top-up via bank transfer',
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
  const statuses = ['completed', 'completed', 'active', 'cancelled', 'pending'] as const
  for (let i = 0; i < count; i += 1) {
    let publicId = rng.publicId()
    while (taken.has(publicId)) publicId = rng.publicId()
    taken.add(publicId)
    const chosen = itemAt(i)
    const receiver = counterparts[i % counterparts.length] ?? initiator
    const created =
      Math.floor((span.yearStart + rng.next() * (span.now - span.yearStart)) / 1000) * 1000
    const at = new Date(created).toISOString()
    const status = statuses[i % statuses.length] ?? 'completed'
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
