/**
 * The seed's data, plain and hand-written: the people (the two demo accounts and awkward
 * counterparts), the items they trade, the hand-picked order scenarios and the demo users' wallet
 * activity. No randomness, dates, ids, hashes or kobo here: `seed.ts` builds the records from it.
 */
import { DEMO_ACCOUNTS } from '../contract/demo-accounts'
import type { OrderRole } from '../contract/escrow'
import type { TransactionType } from '../contract/wallet'
import type { TransactionStatus } from './records'

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

/** Exactly 120 characters (the hostile seed's name for Tobi). */
export const LONG_NAME =
  'Oluwatobiloba Chukwuemeka Abubakar-Ogunleye Tamunotonye Ebikabowei Ifeanyichukwu Olanrewaju Akinwumi Nwachukwu-Babangida'

/** Everyone with an account, in the order their accounts are created (and their ids given). */
export const PEOPLE = {
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
    full_name: 'Chidi & Sons Ventures',
    email: 'chidi@escrow.test',
    phone: '07061234500',
    nin: '34567890123',
  },
  ngozi: {
    full_name: 'Ngozi Eze',
    email: 'ngozi@escrow.test',
    phone: '09051234511',
    nin: '45678901234',
  },
  tobi: {
    full_name: 'Tobiloba Ogunleye',
    email: 'tobi.long@escrow.test',
    phone: '08021110000',
    nin: '56789012345',
  },
  fatima: {
    full_name: 'Fatima Bello',
    email: 'fatima@escrow.test',
    phone: '+234 803 555 0199',
    nin: '67890123456',
  },
} as const
export type Person = keyof typeof PEOPLE

/** The demo users, and the share of their monthly filler orders in which they sell. */
export const DEMO_PEOPLE = ['ada', 'bayo'] as const
export const SELLING_SHARE: Record<(typeof DEMO_PEOPLE)[number], number> = { ada: 0.7, bayo: 0.3 }
/** The other account holders, who trade with the demo users. */
export const COUNTERPARTS: readonly Person[] = ['chidi', 'ngozi', 'tobi', 'fatima']

/** Counterparts without an account (the receiver's full_name is then null). */
export const OUTSIDERS = [
  { email: 'new.buyer@example.com', phone: '08099990001' },
  { email: 'shop.owner+promo@example.com', phone: '07012345678' },
] as const

const LONG_DESCRIPTION =
  'Full specification as agreed on the phone: ' +
  'brand-new, sealed in box, with the original receipt & one-year warranty. '.repeat(6) +
  'Delivery to Lekki Phase 1, Lagos — call before arriving.'

export interface SeedItem {
  name: string
  description: string
  /** The price in naira, as a person would type it. */
  naira: number
}

export const ITEMS: readonly SeedItem[] = [
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
    name: 'Handmade leather bag',
    description: 'Made in Aba with brass buckles & zip.',
    naira: 15_213,
  },
  {
    name: 'Solar inverter 5kVA',
    description: 'Inverter with 4 batteries and installation.',
    naira: 2_450_000,
  },
  {
    name: 'Custom cake for 50 guests',
    description: 'Three tiers, red velvet & vanilla.',
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
    name: 'HP laptop screen replacement',
    description: 'New 15.6-inch screen, fitted at Computer Village, Ikeja.',
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
    description: 'Double drawn, 3 bundles + closure.',
    naira: 180_000,
  },
  {
    name: 'Used textbooks (JAMB & WAEC)',
    description: 'Complete set, a few pencil notes.',
    naira: 999.99,
  },
  {
    name: 'Ofada rice & ayamase catering',
    description: 'Office party for 30 people.',
    naira: 120_000,
  },
]

/**
 * What became of an order: pending (unpaid), pending-funded (a buyer's order, paid, waiting for the
 * seller), accepted (a seller's order the buyer accepted and has not paid: awaiting payment),
 * active (paid, not delivered), delivered (inside the inspection period), disputed (an open
 * dispute between the parties, with SEED_DISPUTE's reason and replies), completed
 * (delivered, then released by the buyer), auto-released (released when the inspection period
 * ended), refunded (disputed, then resolved by support with a refund), cancelled (declined) and
 * cancelled-funded (declined after the buyer paid: refunded in full).
 */
export type Outcome =
  | 'pending'
  | 'pending-funded'
  | 'accepted'
  | 'active'
  | 'delivered'
  | 'disputed'
  | 'completed'
  | 'auto-released'
  | 'refunded'
  | 'cancelled'
  | 'cancelled-funded'

export interface Scenario {
  initiator: Person
  role: OrderRole
  receiver: Person | number /* index into OUTSIDERS */
  outcome: Outcome
  /** When it was created: the last 20 days, earlier this year, in a month, or about N days ago. */
  when: 'recent' | 'earlier' | { month: number } | { daysAgo: number }
  delivery: 'past' | 'future'
  /** Index into ITEMS; a random item when absent. */
  item?: number
  /** This party pays a dispute fee a little after the order became active. */
  disputeBy?: Person
}

/** Hand-picked orders so that each demo user has pending orders in both roles and every status. */
// prettier-ignore
export const SCENARIOS: readonly Scenario[] = [
  // Adaeze (mostly sells)
  { initiator: 'ada', role: 'seller', receiver: 'bayo', outcome: 'pending', when: 'recent', delivery: 'future' },
  { initiator: 'ada', role: 'seller', receiver: 0, outcome: 'pending', when: 'recent', delivery: 'future' },
  { initiator: 'chidi', role: 'buyer', receiver: 'ada', outcome: 'pending-funded', when: 'recent', delivery: 'future' },
  { initiator: 'ngozi', role: 'seller', receiver: 'ada', outcome: 'pending', when: 'recent', delivery: 'past' },
  { initiator: 'tobi', role: 'buyer', receiver: 'ada', outcome: 'pending-funded', when: 'recent', delivery: 'future' },
  { initiator: 'fatima', role: 'buyer', receiver: 'ada', outcome: 'pending', when: 'recent', delivery: 'future' },
  { initiator: 'ada', role: 'seller', receiver: 'bayo', outcome: 'disputed', when: { daysAgo: 40 }, delivery: 'past', disputeBy: 'bayo', item: 0 },
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
  // Between the two demo accounts, one order in each step of the lifecycle (with the disputed
  // one above): sign in as both in two windows and every screen has something to show. Older than
  // the other pending and active orders, so the newest of each kind stays a plain one.
  { initiator: 'ada', role: 'seller', receiver: 'bayo', outcome: 'accepted', when: { daysAgo: 24 }, delivery: 'future', item: 1 },
  { initiator: 'bayo', role: 'buyer', receiver: 'ada', outcome: 'pending', when: { daysAgo: 23 }, delivery: 'future', item: 8 },
  { initiator: 'ada', role: 'seller', receiver: 'bayo', outcome: 'active', when: { daysAgo: 14 }, delivery: 'past', item: 6 },
  { initiator: 'ada', role: 'seller', receiver: 'bayo', outcome: 'delivered', when: { daysAgo: 26 }, delivery: 'past', item: 11 },
  { initiator: 'ada', role: 'seller', receiver: 'bayo', outcome: 'completed', when: { daysAgo: 33 }, delivery: 'past', item: 4 },
  { initiator: 'ada', role: 'seller', receiver: 'bayo', outcome: 'auto-released', when: { daysAgo: 45 }, delivery: 'past', item: 13 },
  { initiator: 'bayo', role: 'buyer', receiver: 'ada', outcome: 'refunded', when: { daysAgo: 50 }, delivery: 'past', disputeBy: 'bayo', item: 2 },
]

/** The fee a party pays to raise a dispute, in naira. */
export const DISPUTE_FEE_NAIRA = 1_000

/** The seeded disputes' reason and thread (replies alternate: the other party first). */
export const SEED_DISPUTE = {
  reason:
    'What arrived does not match the listing: the colour and size differ from the photos, and one corner of the box was crushed.',
  replies: [
    'I packed exactly what the listing shows and have the courier photo. I can send a replacement if the item comes back unused.',
    'A replacement is fine if it can be here this week; otherwise I would like a refund.',
  ],
} as const

export interface WalletActivity {
  /** The first three days of the year, any time this year, or this month so far. */
  when: 'new-year' | 'this-year' | 'this-month'
  type: Extract<TransactionType, 'deposit' | 'withdrawal' | 'payout'>
  /** Naira, or a whole number of thousands of naira drawn from a range per user. */
  naira: number | { thousands: readonly [min: number, max: number] }
  description: string
  /** Success when absent. */
  status?: TransactionStatus
}

/** Each demo user's wallet activity besides orders (deposits, withdrawals, payouts), in this order. */
// prettier-ignore
export const WALLET_ACTIVITY: readonly WalletActivity[] = [
  { when: 'new-year', type: 'deposit', naira: 500_000, description: 'Wallet funding via bank transfer' },
  { when: 'this-year', type: 'deposit', naira: { thousands: [50, 300] }, description: 'Wallet funding via card' },
  { when: 'this-year', type: 'deposit', naira: 75_000, description: 'Card payment declined by issuer', status: 'failed' },
  { when: 'this-year', type: 'withdrawal', naira: { thousands: [20, 80] }, description: 'Withdrawal to GTBank ****4821' },
  { when: 'this-year', type: 'payout', naira: 2_500, description: 'Sandbox test funds & demo payout 🎁' },
  { when: 'this-month', type: 'deposit', naira: { thousands: [20, 150] }, description: 'Wallet funding via card' },
  { when: 'this-month', type: 'withdrawal', naira: { thousands: [10, 40] }, description: 'Withdrawal to Access Bank ****0093' },
  { when: 'this-month', type: 'withdrawal', naira: 15_000, description: 'Withdrawal to Opay ****7710', status: 'pending' },
  { when: 'this-month', type: 'payout', naira: 1_000, description: 'Sandbox demo payout' },
]

/** Each demo user's transactions are topped up with credits to about this many. */
export const DEMO_TRANSACTIONS_TARGET = 40

/** Descriptions of the credits the builders add: covering a debit, and topping up to the target. */
export const TOP_UP_DESCRIPTION = 'Wallet top-up via bank transfer'
export const FILLER_DESCRIPTIONS = {
  deposit: 'Wallet funding via card',
  payout: 'Sandbox demo payout',
} as const

/** The statuses of the benchmark's bulk orders, in turn. */
export const BULK_STATUSES = ['completed', 'completed', 'active', 'cancelled', 'pending'] as const

// ---------------------------------------------------------------------------------------------
// The hostile seed (reset with {"seed": "hostile"}): the demo seed with texts that try to break the
// page, for the tests only. A newcomer never sees these.
// ---------------------------------------------------------------------------------------------

/** Right-to-left text with an override character that would show "exe.png" as "gnp.exe" reversed. */
export const HOSTILE_RTL = 'طلب تجريبي \u202Egnp.exe'

/** 10,000 characters: one unbroken word, then words (more than the API accepts: written directly). */
export const HOSTILE_LONG_TEXT = `${'W'.repeat(5_000)} ${'lorem ipsum '.repeat(417)}`.slice(
  0,
  10_000,
)

/** The counterparts' names in the hostile seed. */
export const HOSTILE_NAMES: Partial<Record<Person, string>> = {
  chidi: 'Chidi & Sons <b>Ventures</b>',
  ngozi: 'Ngozi 🚀 Eze',
  tobi: LONG_NAME,
  fatima: "Fatima O'Neil-Bello",
}

/** Item texts of the hostile seed, by index into ITEMS (same prices, so the same orders). */
export const HOSTILE_ITEMS: Readonly<Record<number, Omit<SeedItem, 'naira'>>> = {
  2: {
    name: '<b>Bold</b> leather bag',
    description: 'Handmade in Aba <b>with</b> brass buckles & zip.',
  },
  3: {
    name: 'Solar inverter 5kVA 🔋',
    description: 'Inverter with 4 batteries ⚡ and installation.',
  },
  4: { name: 'Custom cake 🎂 for 50 guests', description: 'Three tiers, red velvet & vanilla. 🎉' },
  7: {
    name: 'Laptop repair <script>alert(1)</script>',
    description: 'Screen replacement; <i>not</i> HTML.',
  },
  11: {
    name: `Brazilian hair ${HOSTILE_RTL}`,
    description: 'Double drawn, 3 bundles + closure. 💇🏾‍♀️',
  },
  13: { name: 'Ofada rice & ayamase catering 🍲', description: HOSTILE_LONG_TEXT },
}

/** Extra orders of the hostile seed, pending for Bayo: item name and description. */
export const HOSTILE_ORDERS: readonly { from: Person; name: string; description: string }[] = [
  {
    from: 'chidi',
    name: `${HOSTILE_RTL} <img src=x onerror=alert(1)>`,
    description: '<script>alert(2)</script>',
  },
  { from: 'tobi', name: HOSTILE_LONG_TEXT, description: HOSTILE_LONG_TEXT },
]
