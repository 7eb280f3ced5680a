import { describe, expect, it } from 'vitest'
import { safeReturnPath } from '~/lib/safe-redirect'
import { DOT_SEGMENT_ATTACKS } from '../support/redirect-attacks'

const origin = 'https://app.escrow.test'

describe('safeReturnPath', () => {
  it.each([
    ['/orders/ESC-1', '/orders/ESC-1'],
    ['/orders?status=active&q=lagos#top', '/orders?status=active&q=lagos#top'],
    ['/transactions', '/transactions'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnPath(input, origin)).toBe(expected)
  })

  it.each([
    'https://evil.example',
    'https://evil.example/dashboard',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%0d/evil.example',
    '/%2F/evil.example',
    '\t//evil.example',
    '\n//evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    'dashboard',
    '',
    '/login',
    '/register?redirect=/x',
    '/%E0%A4%A',
  ])('falls back to /dashboard for %j', (input) => {
    expect(safeReturnPath(input, origin)).toBe('/dashboard')
  })

  // Dot segments that only normalise to a protocol-relative `//evil.com` after parsing.
  it.each(DOT_SEGMENT_ATTACKS)(
    'falls back to /dashboard for the dot-segment payload %j',
    (input) => {
      expect(safeReturnPath(input, origin)).toBe('/dashboard')
    },
  )

  it('returns the normalised path of harmless dot segments', () => {
    expect(safeReturnPath('/orders/../transactions?x=1', origin)).toBe('/transactions?x=1')
  })

  it('falls back for values that are not strings', () => {
    expect(safeReturnPath(undefined, origin)).toBe('/dashboard')
    expect(safeReturnPath(42, origin)).toBe('/dashboard')
  })
})
