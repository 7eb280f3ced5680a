import { describe, expect, it } from 'vitest'
import { imageKindOf } from '~/contract/image-signature'

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part,
    ),
  )

describe('imageKindOf', () => {
  it.each([
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['gif', bytes('GIF89a')],
    ['gif', bytes('GIF87a')],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
  ])('recognises %s', (kind, data) => {
    expect(imageKindOf(data)).toBe(kind)
  })

  it.each([
    ['HTML', bytes('<!doctype html><script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['text', bytes('hello, world')],
    ['a RIFF that is not WebP', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['a truncated PNG header', bytes([0x89], 'PN')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, data) => {
    expect(imageKindOf(data)).toBeUndefined()
  })
})
