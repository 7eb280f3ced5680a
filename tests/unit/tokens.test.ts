import { describe, expect, it } from 'vitest'
import { contrastPairs } from '~styles/tokens'

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  )
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

describe('colour tokens', () => {
  it.each(Object.entries(contrastPairs))(
    '%s text meets WCAG AA (4.5:1) on its background',
    (_name, [text, background]) => {
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5)
    },
  )
})
