/** The lifecycle extension's contract (lifecycle spec §2): order fields, events, request bodies. */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { IsoDateTime, parseDateTime } from '~/contract/common'
import {
  DeliverRequest,
  INSPECTION_PERIOD_MS,
  Order,
  ORDER_STATES,
  PayByCardResponse,
  PayRequest,
  STATUS_GROUP,
} from '~/contract/escrow'
import { MAX_LENGTH, MESSAGES } from '~/contract/limits'

const base = {
  public_id: 'ESC-7K2M9QXA',
  item_name: 'Ankara fabric bundle',
  description: 'Six yards',
  item_price: '49780.00',
  fee_amount: 99.56,
  status: 'active',
  expected_delivery_date: '2025-06-20',
  created_at: '2025-06-10T09:00:00Z',
  updated_at: '2025-06-10T09:00:00Z',
  initiator: { full_name: 'Adaeze Okafor', email: 'ada@escrow.test' },
  initiator_role: 'seller',
  receiver: { full_name: 'Bayo Adeyemi', email: 'bayo@escrow.test' },
  receiver_email: 'bayo@escrow.test',
  receiver_phone: '08129876543',
  logistic_service: 'gig',
  images: [],
}

const issues = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.map((issue) => issue.message) ?? []

describe('IsoDateTime', () => {
  it('takes times with an offset, and naive times as UTC, always giving the UTC form', () => {
    const parse = (text: string) => v.parse(IsoDateTime, text)
    expect(parse('2025-06-15T10:00:00Z')).toBe('2025-06-15T10:00:00.000Z')
    expect(parse('2025-06-15T10:00:00')).toBe('2025-06-15T10:00:00.000Z')
    expect(parse('2025-06-15 10:00:00.123456')).toBe('2025-06-15T10:00:00.123Z')
    expect(parse('2025-06-15T11:00:00+01:00')).toBe('2025-06-15T10:00:00.000Z')
    expect(parse('2025-06-15T11:00+0100')).toBe('2025-06-15T10:00:00.000Z')
    expect(parse('2025-06-15t10:00:00z')).toBe('2025-06-15T10:00:00.000Z')
  })

  it('refuses dates without a time and other text', () => {
    for (const text of ['2025-06-15', 'yesterday', '', '2025-06-15T25:00:00Z', '1750000000'])
      expect(Number.isNaN(parseDateTime(text)), text).toBe(true)
    expect(issues(IsoDateTime, 'soon')).toEqual(['Expected an ISO 8601 date and time'])
  })
})

describe('Order with the lifecycle fields', () => {
  it('still parses an order of a provider without the part (every new field absent)', () => {
    const order = v.parse(Order, base)
    expect(order.events).toBeUndefined()
    expect(order.delivered_at).toBeUndefined()
  })

  it('takes nulls for every new field', () => {
    const nulls = {
      awaiting_payment: null,
      delivered_at: null,
      inspection_ends_at: null,
      released_at: null,
      refunded_at: null,
      delivery_note: null,
      tracking_number: null,
      dispute_id: null,
      events: null,
    }
    expect(v.parse(Order, { ...base, ...nulls })).toMatchObject(nulls)
  })

  it('reads the fields, times with or without offset, events in order, extra fields dropped', () => {
    const order = v.parse(Order, {
      ...base,
      item_price: 49780,
      awaiting_payment: false,
      delivered_at: '2025-06-12T08:00:00',
      inspection_ends_at: '2025-06-15T09:00:00+01:00',
      delivery_note: 'Left with the gateman',
      tracking_number: 'GIG-123',
      dispute_id: null,
      events: [
        { type: 'created', at: '2025-06-10T09:00:00Z', by: 'seller' },
        { type: 'paid', at: '2025-06-10T10:00:00', by: 'buyer' },
        { type: 'delivered', at: '2025-06-12T08:00:00Z', by: 'seller' },
        { type: 'auto_released', at: '2025-06-15T08:00:00Z', by: 'system', note: 'extra' },
      ],
      something_new: { nested: true },
    })
    expect(order.delivered_at).toBe('2025-06-12T08:00:00.000Z')
    expect(Date.parse(order.inspection_ends_at ?? '') - Date.parse(order.delivered_at ?? '')).toBe(
      INSPECTION_PERIOD_MS,
    )
    expect(order.events?.map((event) => `${event.type}/${event.by}`)).toEqual([
      'created/seller',
      'paid/buyer',
      'delivered/seller',
      'auto_released/system',
    ])
    expect(order.events?.[1]?.at).toBe('2025-06-10T10:00:00.000Z')
    expect(order.events?.[3]).toEqual({
      type: 'auto_released',
      at: '2025-06-15T08:00:00.000Z',
      by: 'system',
    })
    expect(order).not.toHaveProperty('something_new')
  })

  it('skips an event of an unknown type or actor (a newer provider), refuses a bad time', () => {
    const at = '2025-06-10T09:00:00Z'
    const paid = { type: 'paid', at, by: 'buyer' }
    const events = [{ type: 'shipped', at, by: 'seller' }, paid, { type: 'paid', at, by: 'admin' }]
    const order = v.parse(Order, { ...base, events })
    expect(order.events).toEqual([{ ...paid, at: '2025-06-10T09:00:00.000Z' }])
    expect(v.safeParse(Order, { ...base, events: 'none' }).success).toBe(false)
    expect(v.safeParse(Order, { ...base, delivered_at: 'tomorrow' }).success).toBe(false)
  })

  it('lists disputed orders with the active ones', () => {
    expect(ORDER_STATES.map((state) => STATUS_GROUP[state])).toEqual([
      'pending',
      'active',
      'active',
      'completed',
      'cancelled',
    ])
  })
})

describe('request bodies', () => {
  it('deliver: both fields optional (absent, null or text), trimmed', () => {
    expect(v.parse(DeliverRequest, {})).toEqual({})
    expect(v.parse(DeliverRequest, { delivery_note: null, tracking_number: null })).toEqual({
      delivery_note: null,
      tracking_number: null,
    })
    expect(
      v.parse(DeliverRequest, { delivery_note: '  At the gate ', tracking_number: 'X1' }),
    ).toEqual({ delivery_note: 'At the gate', tracking_number: 'X1' })
  })

  it('deliver: at most 1000 and 100 characters, an emoji counting as one', () => {
    expect(MAX_LENGTH.deliveryNote).toBe(1000)
    expect(MAX_LENGTH.trackingNumber).toBe(100)
    expect(issues(DeliverRequest, { delivery_note: '📦'.repeat(1000) })).toEqual([])
    expect(issues(DeliverRequest, { delivery_note: 'a'.repeat(1001) })).toEqual([
      MESSAGES.tooLong(1000),
    ])
    expect(issues(DeliverRequest, { tracking_number: '🚚'.repeat(100) })).toEqual([])
    expect(issues(DeliverRequest, { tracking_number: 'a'.repeat(101) })).toEqual([
      MESSAGES.tooLong(100),
    ])
  })

  it('pay: card or wallet', () => {
    expect(v.parse(PayRequest, { method: 'card' })).toEqual({ method: 'card' })
    expect(v.parse(PayRequest, { method: 'wallet' })).toEqual({ method: 'wallet' })
    expect(issues(PayRequest, { method: 'cash' })).toEqual([MESSAGES.paymentMethod])
    expect(v.parse(PayByCardResponse, { access_code: 'abc', extra: 1 })).toEqual({
      access_code: 'abc',
    })
  })
})
