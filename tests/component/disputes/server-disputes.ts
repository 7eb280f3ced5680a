import type { Dispute, DisputeMessage } from '~/contract/disputes'

/** A dispute as the server sends it (lifecycle spec §3), open, with no messages. */
export function serverDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: 'DSP-AAAA0001',
    escrow_id: 'ESC-AB12CD34',
    reason: 'The parcel never came',
    status: 'open',
    resolution: null,
    raised_by: 'buyer',
    created_at: '2026-03-04T10:00:00.000Z',
    updated_at: '2026-03-04T10:00:00.000Z',
    images: ['/api/v1/__sandbox/images/11111111-1111-4111-8111-111111111111'],
    messages: [],
    ...overrides,
  }
}

export function message(
  at: string,
  body: string,
  overrides: Partial<DisputeMessage> = {},
): DisputeMessage {
  return {
    id: `MSG-${at}`,
    author: 'buyer',
    author_name: 'Bayo Adeyemi',
    body,
    created_at: at,
    ...overrides,
  }
}

/** `count` disputes, newest first, every third resolved, each with one message. */
export function manyDisputes(count: number): Dispute[] {
  const start = Date.parse('2026-03-01T00:00:00.000Z')
  return Array.from({ length: count }, (_, index) => {
    const number = count - index
    const at = new Date(start + number * 60_000).toISOString()
    const id = `DSP-${String(number).padStart(8, '0')}`
    return serverDispute({
      id,
      escrow_id: `ESC-${String(number).padStart(8, '0')}`,
      reason: `Reason number ${String(number)}: the goods did not match the listing.`,
      status: number % 3 === 0 ? 'resolved' : 'open',
      resolution: number % 3 === 0 ? 'refund' : null,
      created_at: at,
      updated_at: at,
      messages: [message(at, `Opening message ${String(number)}`)],
    })
  })
}
