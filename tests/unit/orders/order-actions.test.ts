import { describe, expect, it } from 'vitest'
import type { Order } from '~/contract/escrow'
import {
  inspectionRunning,
  isUnpaid,
  orderActionPlan,
  type OrderActionPlan,
} from '~/features/orders/order-action-plan'
import { awaitsPayment } from '~/features/orders/order-payment'
import { viewerOf, type OrderViewer } from '~/features/orders/order-viewer'
import { anOrder } from '../../support/test-data'

const SELLER_INITIATOR: OrderViewer = { initiator: true, role: 'seller' }
const BUYER_INITIATOR: OrderViewer = { initiator: true, role: 'buyer' }
const BUYER_RECEIVER: OrderViewer = { initiator: false, role: 'buyer' }
const SELLER_RECEIVER: OrderViewer = { initiator: false, role: 'seller' }

const paidEvents: Order['events'] = [
  { type: 'created', at: '2026-11-01T10:00:00.000Z', by: 'buyer' },
  { type: 'paid', at: '2026-11-01T10:01:00.000Z', by: 'buyer' },
]

/** A seller's order the buyer accepted: the history of a provider that sends no awaiting_payment. */
const acceptedEvents: Order['events'] = [
  { type: 'created', at: '2026-11-01T10:00:00.000Z', by: 'seller' },
  { type: 'accepted', at: '2026-11-01T11:00:00.000Z', by: 'buyer' },
]

const plan = (
  primary: OrderActionPlan['primary'],
  secondary: OrderActionPlan['secondary'] = [],
  note: OrderActionPlan['note'] = null,
): OrderActionPlan => ({ primary, secondary, note })

describe('viewerOf: the viewer from the profile e-mail and the base fields', () => {
  const order = anOrder({
    initiator_role: 'seller',
    initiator: { full_name: 'Ada', email: 'Ada@Escrow.test ' },
    receiver: null,
    receiver_email: 'bayo@escrow.test',
  })

  it.each([
    ['ada@escrow.test', { initiator: true, role: 'seller' }],
    [' ADA@escrow.test', { initiator: true, role: 'seller' }],
    ['bayo@escrow.test', { initiator: false, role: 'buyer' }],
    ['someone@else.test', null],
    ['', null],
    [undefined, null],
  ])('%s → %j', (email, expected) => {
    expect(viewerOf(order, email)).toEqual(expected)
  })

  it("falls back to the receiver's own e-mail when receiver_email is missing", () => {
    const buyerMade = anOrder({
      initiator_role: 'buyer',
      receiver_email: null,
      receiver: { full_name: 'Ada', email: 'ada@escrow.test' },
    })
    expect(viewerOf(buyerMade, 'ada@escrow.test')).toEqual({ initiator: false, role: 'seller' })
  })
})

describe('orderActionPlan: one primary action per role × state', () => {
  const on = (viewer: OrderViewer | null) => ({ signedIn: true, lifecycle: true, viewer })
  const seller = anOrder({ initiator_role: 'seller' })

  it.each<[string, Partial<Order>, OrderViewer | null, OrderActionPlan]>([
    // pending, waiting for the receiver
    ['pending: receiver buyer', { status: 'pending' }, BUYER_RECEIVER, plan('accept')],
    [
      'pending: receiver seller (paid)',
      { status: 'pending', events: paidEvents },
      SELLER_RECEIVER,
      plan('accept'),
    ],
    [
      'pending: receiver seller (no history)',
      { status: 'pending' },
      SELLER_RECEIVER,
      plan('accept'),
    ],
    [
      'pending: initiator seller',
      { status: 'pending' },
      SELLER_INITIATOR,
      plan('withdraw', [], 'awaiting-receiver'),
    ],
    [
      'pending: initiator buyer (paid)',
      { status: 'pending', events: paidEvents },
      BUYER_INITIATOR,
      plan('withdraw', [], 'awaiting-receiver'),
    ],
    // pending, waiting for the buyer's money
    [
      'awaiting payment: initiator buyer',
      { status: 'pending', awaiting_payment: true },
      BUYER_INITIATOR,
      plan('pay', ['withdraw']),
    ],
    [
      'awaiting payment: receiver buyer (accepted, the pop-up closed)',
      { status: 'pending', awaiting_payment: true },
      BUYER_RECEIVER,
      plan('pay', ['decline']),
    ],
    [
      'awaiting payment: receiver buyer, from the history (accepted, no paid event)',
      { status: 'pending', events: acceptedEvents },
      BUYER_RECEIVER,
      plan('pay', ['decline']),
    ],
    [
      'awaiting payment: initiator seller, from the history',
      { status: 'pending', events: acceptedEvents },
      SELLER_INITIATOR,
      plan('withdraw', [], 'awaiting-payment'),
    ],
    [
      'receiver buyer: the provider says nothing is due, whatever the history',
      { status: 'pending', awaiting_payment: false, events: acceptedEvents },
      BUYER_RECEIVER,
      plan('accept'),
    ],
    [
      'awaiting payment: initiator seller',
      { status: 'pending', awaiting_payment: true },
      SELLER_INITIATOR,
      plan('withdraw', [], 'awaiting-payment'),
    ],
    [
      'awaiting payment: receiver seller',
      { status: 'pending', awaiting_payment: true },
      SELLER_RECEIVER,
      plan(null, ['decline'], 'awaiting-payment'),
    ],
    // active
    [
      'active: seller, not delivered',
      { status: 'active' },
      SELLER_INITIATOR,
      plan('deliver', ['dispute']),
    ],
    [
      'active: seller receiver, not delivered',
      { status: 'active' },
      SELLER_RECEIVER,
      plan('deliver', ['dispute']),
    ],
    [
      'active: seller, delivered',
      { status: 'active', delivered_at: '2026-11-02T10:00:00.000Z' },
      SELLER_INITIATOR,
      plan(null, ['dispute'], 'awaiting-release'),
    ],
    [
      'active: buyer, not delivered',
      { status: 'active' },
      BUYER_RECEIVER,
      plan('release', ['dispute']),
    ],
    [
      'active: buyer, delivered',
      { status: 'active', delivered_at: '2026-11-02T10:00:00.000Z' },
      BUYER_INITIATOR,
      plan('release', ['dispute']),
    ],
    // after
    ['disputed: buyer', { status: 'disputed' }, BUYER_RECEIVER, plan(null, [], 'under-dispute')],
    ['disputed: seller', { status: 'disputed' }, SELLER_INITIATOR, plan(null, [], 'under-dispute')],
    ['completed: buyer', { status: 'completed' }, BUYER_RECEIVER, plan(null)],
    ['completed: seller', { status: 'completed' }, SELLER_INITIATOR, plan(null)],
    ['cancelled: buyer', { status: 'cancelled' }, BUYER_RECEIVER, plan(null)],
    [
      'cancelled: seller',
      { status: 'cancelled', refunded_at: '2026-11-05T10:00:00.000Z' },
      SELLER_INITIATOR,
      plan(null),
    ],
    ['unknown status: buyer', { status: 'processing' }, BUYER_RECEIVER, plan(null)],
    // a viewer the page cannot place gets the base spec's actions
    ['pending: not a party', { status: 'pending' }, null, plan('accept')],
    ['active: not a party', { status: 'active' }, null, plan(null, ['dispute'])],
  ])('%s', (_name, fields, viewer, expected) => {
    expect(orderActionPlan({ ...seller, ...fields }, on(viewer))).toEqual(expected)
  })

  it('with the lifecycle part off, everyone gets the base actions', () => {
    const off = (viewer: OrderViewer | null, signedIn = true) => ({
      signedIn,
      lifecycle: false,
      viewer,
    })
    expect(
      orderActionPlan(anOrder({ status: 'pending', awaiting_payment: true }), off(BUYER_INITIATOR)),
    ).toEqual(plan('accept'))
    expect(orderActionPlan(anOrder({ status: 'active' }), off(SELLER_INITIATOR))).toEqual(
      plan(null, ['dispute']),
    )
    expect(orderActionPlan(anOrder({ status: 'completed' }), off(BUYER_RECEIVER))).toEqual(
      plan(null, ['dispute']),
    )
    expect(orderActionPlan(anOrder({ status: 'pending' }), off(null, false))).toEqual(
      plan('sign-in'),
    )
  })

  it('a signed-in user who is neither party is offered nothing (the provider would refuse it); with the part off, the base actions', () => {
    const outsider = { signedIn: true, lifecycle: true, viewer: null, outsider: true }
    for (const status of ['pending', 'active', 'disputed', 'completed'] as const) {
      expect(orderActionPlan(anOrder({ status }), outsider)).toEqual(plan(null, [], 'not-a-party'))
    }
    expect(
      orderActionPlan(anOrder({ status: 'pending' }), { ...outsider, lifecycle: false }),
    ).toEqual(plan('accept'))
    // Not known yet (the profile still loading): the base actions, as before.
    expect(
      orderActionPlan(anOrder({ status: 'active' }), { ...outsider, outsider: false }),
    ).toEqual(plan(null, ['dispute']))
  })

  it('signed out, the lifecycle part on: Accept and Decline lead to sign-in', () => {
    const signedOut = { signedIn: false, lifecycle: true, viewer: null }
    expect(orderActionPlan(anOrder({ status: 'pending' }), signedOut)).toEqual(plan('sign-in'))
    expect(orderActionPlan(anOrder({ status: 'active' }), signedOut)).toEqual(
      plan(null, ['dispute']),
    )
  })
})

describe('awaitsPayment: the buyer owes the money', () => {
  const buyerMade = anOrder({ initiator_role: 'buyer' })
  const sellerMade = anOrder({ initiator_role: 'seller' })
  const created = (by: 'buyer' | 'seller'): Order['events'] => [
    { type: 'created', at: '2026-11-01T10:00:00.000Z', by },
  ]

  it.each<[string, Order, boolean]>([
    ['awaiting_payment true', { ...sellerMade, awaiting_payment: true }, true],
    [
      'awaiting_payment false, whatever the history',
      { ...sellerMade, awaiting_payment: false, events: acceptedEvents },
      false,
    ],
    ['no lifecycle fields', sellerMade, false],
    [
      "history: a seller's order accepted, not paid",
      { ...sellerMade, events: acceptedEvents },
      true,
    ],
    [
      "history: a seller's order not accepted yet",
      { ...sellerMade, events: created('seller') },
      false,
    ],
    ["history: a buyer's order not paid", { ...buyerMade, events: created('buyer') }, true],
    ["history: a buyer's order paid", { ...buyerMade, events: paidEvents }, false],
    [
      'history: accepted but no longer pending',
      { ...sellerMade, status: 'cancelled', events: acceptedEvents },
      false,
    ],
  ])('%s → %s', (_name, order, expected) => {
    expect(awaitsPayment(order)).toBe(expected)
  })
})

describe('isUnpaid and inspectionRunning', () => {
  it('knows an order is unpaid only from the lifecycle fields', () => {
    expect(isUnpaid(anOrder({ status: 'pending' }))).toBe(false)
    expect(isUnpaid(anOrder({ status: 'pending', awaiting_payment: true }))).toBe(true)
    expect(isUnpaid(anOrder({ status: 'pending', events: paidEvents.slice(0, 1) }))).toBe(true)
    expect(isUnpaid(anOrder({ status: 'pending', events: paidEvents }))).toBe(false)
    expect(isUnpaid(anOrder({ status: 'active', events: paidEvents.slice(0, 1) }))).toBe(false)
  })

  it('runs from delivery until inspection_ends_at while the order is active', () => {
    const delivered = {
      delivered_at: '2026-11-02T10:00:00.000Z',
      inspection_ends_at: '2026-11-05T10:00:00.000Z',
    }
    const at = (iso: string) => new Date(iso)
    expect(
      inspectionRunning(anOrder({ status: 'active', ...delivered }), at('2026-11-04T10:00:00Z')),
    ).toBe(true)
    expect(
      inspectionRunning(anOrder({ status: 'active', ...delivered }), at('2026-11-05T10:00:00Z')),
    ).toBe(false)
    expect(
      inspectionRunning(anOrder({ status: 'disputed', ...delivered }), at('2026-11-04T10:00:00Z')),
    ).toBe(false)
    expect(inspectionRunning(anOrder({ status: 'active' }), at('2026-11-04T10:00:00Z'))).toBe(false)
  })
})
