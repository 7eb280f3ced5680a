import { describe, expect, it } from 'vitest'
import type { WalletTransaction } from '~/contract/wallet'
import { aTransaction } from '../support/test-data'
import {
  csvAmount,
  csvFileName,
  escapeCsvField,
  neutralizeFormula,
  transactionsToCsv,
} from '~/features/transactions/export-csv'

const tx = (overrides: Partial<WalletTransaction>) =>
  aTransaction({ created_at: '2026-03-04T09:15:00Z', ...overrides })

/** Splits the file into rows of raw fields (the tests' own tiny RFC 4180 reader). */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true)
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 1; i < text.length; i += 1) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i += 1
    } else field += char
  }
  expect(field).toBe('')
  return rows
}

describe('transactions CSV', () => {
  it('has a header row, ISO 8601 dates and signed two-decimal amounts', () => {
    const rows = parseCsv(
      transactionsToCsv([
        tx({ amount: '15213.5', created_at: '2026-11-20T10:00:00+01:00' }),
        tx({ amount: 5060, direction: 'debit', transaction_type: 'withdrawal' }),
        tx({ amount: '0.07', direction: 'debit' }),
        tx({ amount: 0 }),
      ]),
    )
    expect(rows[0]).toEqual([
      'date',
      'amount_ngn',
      'type',
      'direction',
      'status',
      'description',
      'id',
    ])
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[3]])).toEqual([
      ['2026-11-20T09:00:00.000Z', '+15213.50', 'deposit', 'credit'],
      ['2026-03-04T09:15:00.000Z', '-5060.00', 'withdrawal', 'debit'],
      ['2026-03-04T09:15:00.000Z', '-0.07', 'deposit', 'debit'],
      ['2026-03-04T09:15:00.000Z', '+0.00', 'deposit', 'credit'],
    ])
  })

  it('quotes commas, quotes and line breaks and reads back exactly', () => {
    const description = 'Sofa, "3-seater"\nsecond line\r\nthird'
    const text = transactionsToCsv([tx({ description })])
    expect(text).toContain('"Sofa, ""3-seater""\nsecond line\r\nthird"')
    expect(parseCsv(text)[1]?.[5]).toBe(description)
    expect(escapeCsvField('plain')).toBe('plain')
    expect(escapeCsvField('a,b')).toBe('"a,b"')
    expect(escapeCsvField('say "hi"')).toBe('"say ""hi"""')
  })

  it('neutralises cells that a spreadsheet would run as a formula, but not the amounts', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutralizeFormula(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`)
    }
    expect(neutralizeFormula('Refund = fair')).toBe('Refund = fair')
    const rows = parseCsv(
      transactionsToCsv([
        tx({
          description: '=HYPERLINK("http://evil.test","click")',
          transaction_type: '@cmd',
          status: '+1',
          id: '-2+3',
          direction: 'debit',
          amount: 12,
        }),
      ]),
    )
    expect(rows[1]).toEqual([
      '2026-03-04T09:15:00.000Z',
      '-12.00',
      "'@cmd",
      'debit',
      "'+1",
      `'=HYPERLINK("http://evil.test","click")`,
      "'-2+3",
    ])
  })

  it('neutralises a formula behind leading whitespace or a full-width formula character', () => {
    const starts = [
      ' =',
      '  +',
      ' -',
      ' @',
      '\t=',
      '\r+',
      '\n-',
      ' \t@',
      '＝',
      '＋',
      '－',
      '＠',
      ' ＝',
      '\u00A0=',
      '\u3000＋',
    ]
    for (const start of starts) {
      expect(neutralizeFormula(`${start}SUM(A1)`), JSON.stringify(start)).toBe(`'${start}SUM(A1)`)
    }
    expect(neutralizeFormula(' plain text')).toBe(' plain text')
    expect(neutralizeFormula('A=1')).toBe('A=1')
    const description = ' =HYPERLINK("http://evil.test","click")'
    const text = transactionsToCsv([
      tx({ description, status: '\n@SUM(1)', transaction_type: '＋cmd', id: ' -2+3' }),
    ])
    // A neutralised cell is always quoted, and reads back with its leading quote.
    expect(text).toContain(`"' =HYPERLINK(""http://evil.test"",""click"")"`)
    expect(text).toContain(`"'\n@SUM(1)"`)
    expect(text).toContain(`"'＋cmd"`)
    expect(text).toContain(`"' -2+3"`)
    expect(text).toContain(',credit,')
    const row = parseCsv(text)[1]
    expect(row?.[2]).toBe("'＋cmd")
    expect(row?.[4]).toBe("'\n@SUM(1)")
    expect(row?.[5]).toBe(`'${description}`)
    expect(row?.[6]).toBe("' -2+3")
  })

  it('exports huge amounts as plain decimals with two places, never an exponent', () => {
    expect(csvAmount(tx({ amount: '90071992547409.91' }))).toBe('+90071992547409.91')
    expect(csvAmount(tx({ amount: '90071992547409.85', direction: 'debit' }))).toBe(
      '-90071992547409.85',
    )
    expect(csvAmount(tx({ amount: 1.005 }))).toBe('+1.01')
    // Zero has no sign to show: a debit that rounds to nothing is +0.00, like a zero credit.
    expect(csvAmount(tx({ amount: '0.004', direction: 'debit' }))).toBe('+0.00')
    expect(csvAmount(tx({ amount: -0, direction: 'debit' }))).toBe('+0.00')
    // Beyond safe-integer kobo the response schema refuses the amount; if one ever got here,
    // the cell is left empty rather than holding a wrong number.
    for (const amount of ['1000000000000000000000000000000.72', 1e30 + 0.72, 1e308]) {
      expect(csvAmount(tx({ amount })), String(amount)).toBe('')
    }
  })

  it('keeps an unparseable date as (neutralised) text and a null description empty', () => {
    const rows = parseCsv(transactionsToCsv([tx({ created_at: '-soon', description: null })]))
    expect(rows[1]?.[0]).toBe("'-soon")
    expect(rows[1]?.[5]).toBe('')
  })

  it('computes amounts from kobo without float drift', () => {
    expect(csvAmount(tx({ amount: 0.1 + 0.2 }))).toBe('+0.30')
    expect(csvAmount(tx({ amount: '1234567.891' }))).toBe('+1234567.89')
    expect(csvAmount(tx({ amount: '-40', direction: 'debit' }))).toBe('-40.00')
  })

  it('names the file after the first and last day of the rows, in any order', () => {
    expect(
      csvFileName([
        tx({ created_at: '2026-11-20T10:00:00Z' }),
        tx({ created_at: '2026-01-03T23:59:59Z' }),
        tx({ created_at: 'not a date' }),
        tx({ created_at: '2026-06-01T00:00:00Z' }),
      ]),
    ).toBe('transactions-2026-01-03_to_2026-11-20.csv')
    expect(csvFileName([])).toBe('transactions.csv')
  })

  // Its speed is measured by the bench (50,000 transactions in Chromium), never by a timed assertion.
  it('exports 50,000 rows, one line each', () => {
    const many = Array.from({ length: 50_000 }, (_, i) =>
      tx({ id: `id-${String(i)}`, description: `Row ${String(i)}, "quoted"` }),
    )
    const text = transactionsToCsv(many)
    expect(text.split('\r\n')).toHaveLength(50_002)
  })
})
