import { describe, expect, it } from 'vitest'
import {
  counterpartLabel,
  emptyListMessage,
  filterOrders,
  orderCounts,
  ordersOfTab,
  sortOrders,
  visibleOrders,
} from '~/features/orders/order-list'
import { OrdersSearchSchema } from '~/features/orders/search-params'
import * as v from 'valibot'
import { anOrder, groupedOrders, publicIds } from '../../support/order-data'

describe('orders list derivation', () => {
  const grouped = groupedOrders()
  const all = ordersOfTab(grouped, 'all')

  it('counts each status group and lists all of them under All', () => {
    expect(orderCounts(grouped)).toEqual({ active: 1, pending: 2, completed: 1, cancelled: 0 })
    expect(all).toHaveLength(4)
    expect(publicIds(ordersOfTab(grouped, 'pending'))).toEqual(['ESC-P1', 'ESC-P2'])
  })

  it('searches escrow id, item, and counterpart name or e-mail, ignoring case and spaces around', () => {
    expect(publicIds(filterOrders(all, 'esc-a1'))).toEqual(['ESC-A1'])
    expect(publicIds(filterOrders(all, '  LAGOS '))).toEqual(['ESC-P1'])
    expect(publicIds(filterOrders(all, 'ngozi eze'))).toEqual(['ESC-C1'])
    expect(publicIds(filterOrders(all, 'example.com'))).toEqual(['ESC-P2'])
    expect(filterOrders(all, '')).toHaveLength(4)
    expect(filterOrders(all, 'nothing like this')).toEqual([])
  })

  it("matches the counterpart, not the viewer's own name, once the viewer is known", () => {
    const mine = anOrder({
      public_id: 'ESC-M1',
      initiator: { full_name: 'Adaeze Okafor', email: 'ada@escrow.test' },
      receiver: { full_name: 'Ngozi Eze', email: 'ngozi@escrow.test' },
      receiver_email: 'ngozi@escrow.test',
    })
    const received = anOrder({
      public_id: 'ESC-R1',
      initiator: { full_name: 'Chidi Okeke', email: 'chidi@escrow.test' },
      receiver: { full_name: 'Adaeze Okafor', email: 'ada@escrow.test' },
      receiver_email: 'ADA@escrow.test',
    })
    const orders = [mine, received]
    expect(publicIds(filterOrders(orders, 'adaeze'))).toEqual(['ESC-M1', 'ESC-R1'])
    expect(publicIds(filterOrders(orders, 'adaeze', 'ada@escrow.test'))).toEqual([])
    expect(publicIds(filterOrders(orders, 'ngozi', 'ada@escrow.test'))).toEqual(['ESC-M1'])
    expect(publicIds(filterOrders(orders, 'chidi@', ' Ada@Escrow.test '))).toEqual(['ESC-R1'])
  })

  it('sorts by date or by total in either direction', () => {
    expect(publicIds(sortOrders(all, 'date', 'desc'))).toEqual([
      'ESC-P2',
      'ESC-P1',
      'ESC-C1',
      'ESC-A1',
    ])
    expect(publicIds(sortOrders(all, 'date', 'asc'))).toEqual([
      'ESC-A1',
      'ESC-C1',
      'ESC-P1',
      'ESC-P2',
    ])
    expect(publicIds(sortOrders(all, 'total', 'desc'))).toEqual([
      'ESC-A1',
      'ESC-P2',
      'ESC-C1',
      'ESC-P1',
    ])
    expect(publicIds(sortOrders(all, 'total', 'asc'))).toEqual([
      'ESC-P1',
      'ESC-C1',
      'ESC-P2',
      'ESC-A1',
    ])
  })

  it('combines tab, query and sort from the URL', () => {
    const search = v.parse(OrdersSearchSchema, {
      status: 'pending',
      q: 'e',
      sort: 'total',
      dir: 'asc',
    })
    expect(publicIds(visibleOrders(grouped, search))).toEqual(['ESC-P1', 'ESC-P2'])
  })

  it('shows the receiver name, else the e-mail the order went to', () => {
    expect(
      counterpartLabel(anOrder({ receiver: { full_name: 'Ngozi Eze', email: 'n@x.test' } })),
    ).toBe('Ngozi Eze')
    expect(
      counterpartLabel(
        anOrder({ receiver: { full_name: '  ', email: null }, receiver_email: 'a@b.c' }),
      ),
    ).toBe('a@b.c')
  })

  it('words the empty list after the tab and the query', () => {
    expect(emptyListMessage('pending', '')).toBe('No pending orders found.')
    expect(emptyListMessage('cancelled', '  ')).toBe('No cancelled orders found.')
    expect(emptyListMessage('all', '')).toBe('No orders found.')
    expect(emptyListMessage('all', ' lagos ')).toBe('No orders match "lagos".')
    expect(emptyListMessage('active', 'lagos')).toBe('No active orders match "lagos".')
  })
})

describe('OrdersSearchSchema', () => {
  it('fills defaults and falls back on values that are not allowed', () => {
    expect(v.parse(OrdersSearchSchema, {})).toEqual({
      status: 'all',
      q: '',
      sort: 'date',
      dir: 'desc',
    })
    expect(
      v.parse(OrdersSearchSchema, { status: 'bogus', sort: 'price', dir: 'up', q: ['x'] }),
    ).toEqual({
      status: 'all',
      q: '',
      sort: 'date',
      dir: 'desc',
    })
  })

  it('keeps a numeric query as text (the router parses ?q=123 as a number)', () => {
    expect(v.parse(OrdersSearchSchema, { q: 123 }).q).toBe('123')
  })
})
