import { describe, expect, it } from 'vitest'
import { fillMonthlySeries } from '~/features/orders/monthly-series'

const may15 = new Date(2026, 4, 15)

describe('fillMonthlySeries', () => {
  it('covers January through the current month, with 0 for a missing month', () => {
    const series = fillMonthlySeries(
      [
        { month: 'January', value: 3 },
        { month: 'March', value: 7 },
      ],
      may15,
    )
    expect(series.map(({ month, value }) => [month, value])).toEqual([
      ['January', 3],
      ['February', 0],
      ['March', 7],
      ['April', 0],
      ['May', 0],
    ])
    expect(series.map((point) => point.short)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May'])
  })

  it('is all zeros for an empty response, and only January in January', () => {
    expect(fillMonthlySeries([], may15).map((point) => point.value)).toEqual([0, 0, 0, 0, 0])
    expect(fillMonthlySeries([{ month: 'February', value: 2 }], new Date(2026, 0, 31))).toEqual([
      { month: 'January', short: 'Jan', value: 0 },
    ])
  })

  it('reads names in any case or as three letters, ignores unknown and later months, adds up repeats', () => {
    const series = fillMonthlySeries(
      [
        { month: 'april', value: 1 },
        { month: 'Apr', value: 2 },
        { month: ' FEB ', value: 4 },
        { month: 'Smarch', value: 9 },
        { month: 'June', value: 5 },
        { month: 'Ma', value: 6 },
      ],
      may15,
    )
    expect(series.map((point) => point.value)).toEqual([0, 4, 0, 3, 0])
  })

  it('fills the whole year in December', () => {
    const series = fillMonthlySeries([{ month: 'December', value: 1 }], new Date(2026, 11, 31))
    expect(series).toHaveLength(12)
    expect(series.at(-1)).toEqual({ month: 'December', short: 'Dec', value: 1 })
  })
})
