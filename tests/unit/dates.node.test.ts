import { afterAll, describe, expect, it, vi } from 'vitest'
import { canRaiseDispute } from '~/features/orders/dispute-window'
import { formatDay, parseDateOrDay } from '~/lib/dates'

// A viewer west of UTC, where "2026-03-04" read as UTC midnight is the evening of Mar 3. Set
// before the imports above run (vi.hoisted), so the modules' formatters resolve this zone too;
// Node applies a TZ assigned at run time. This file runs in its own worker; put the zone back anyway.
const originalZone = vi.hoisted(() => {
  const zone = process.env.TZ
  process.env.TZ = 'America/New_York'
  return zone
})

afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ
  else process.env.TZ = originalZone
})

describe('date-only values in a time zone west of UTC (America/New_York)', () => {
  it('runs in that zone (else the cases below would prove nothing)', () => {
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York')
    expect(new Date('2026-03-04').getDate()).toBe(3)
  })

  it('shows a delivery date as the same calendar day, not the day before', () => {
    expect(formatDay('2026-03-04')).toBe('Mar 4, 2026')
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026')
    expect(formatDay(' 2026-12-31 ')).toBe('Dec 31, 2026')
  })

  it('still shows a full timestamp as the instant it is, in the viewer’s zone', () => {
    expect(formatDay('2026-03-04T02:00:00Z')).toBe('Mar 3, 2026')
    expect(formatDay('2026-03-04T12:00:00-05:00')).toBe('Mar 4, 2026')
  })

  it('shows a dash for impossible or unreadable dates', () => {
    expect(formatDay('2026-02-31')).toBe('—')
    expect(formatDay('2026-13-01')).toBe('—')
    expect(formatDay('soon')).toBe('—')
    expect(Number.isNaN(parseDateOrDay('2026-02-29').getTime())).toBe(true)
    expect(parseDateOrDay('2028-02-29').getDate()).toBe(29)
  })

  it('opens Raise Dispute on the delivery day of the viewer’s calendar, not the evening before', () => {
    const order = { expected_delivery_date: '2026-03-04' }
    expect(canRaiseDispute(order, new Date(2026, 2, 3, 19, 30))).toBe(false)
    expect(canRaiseDispute(order, new Date(2026, 2, 3, 23, 59))).toBe(false)
    expect(canRaiseDispute(order, new Date(2026, 2, 4, 0, 1))).toBe(true)
    expect(canRaiseDispute(order, new Date(2026, 2, 5, 12, 0))).toBe(true)
  })

  it('treats an unreadable delivery date like none, rather than never allowing a dispute', () => {
    expect(canRaiseDispute({ expected_delivery_date: '2026-02-31' }, new Date(2026, 0, 1))).toBe(
      true,
    )
  })
})
