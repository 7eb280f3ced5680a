import type { MoneyValue } from '~/contract/common'

const nairaFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'NGN',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** Integer kobo from a provider amount (a number or a numeric string), without float drift for strings. */
export function toKobo(value: MoneyValue): number {
  if (typeof value === 'number') return Math.round(value * 100)
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim())
  if (!match) return Number.NaN
  const [, sign = '', whole = '0', fraction = ''] = match
  const paddedFraction = (fraction + '00').slice(0, 2)
  // A third decimal rounds half up, like the provider's own rounding.
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1 : 0
  const kobo = Number(whole) * 100 + Number(paddedFraction) + roundUp
  return sign === '-' ? -kobo : kobo
}

/** "₦1,234.56" — en-US grouping, exactly two decimals. */
export function formatKobo(kobo: number): string {
  return nairaFormat.format(kobo / 100)
}

export function formatNaira(value: MoneyValue): string {
  return formatKobo(toKobo(value))
}
