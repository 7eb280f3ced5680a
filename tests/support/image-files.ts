import { vi } from 'vitest'

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]

/** A file that starts like a real PNG (or JPEG) and is `size` bytes long. */
export function pngFile(name: string, size = 64): File {
  return imageFile(name, 'image/png', PNG_HEAD, size)
}

export function jpegFile(name: string, size = 64): File {
  return imageFile(name, 'image/jpeg', JPEG_HEAD, size)
}

function imageFile(name: string, type: string, head: number[], size: number): File {
  const bytes = new Uint8Array(Math.max(size, head.length))
  bytes.set(head)
  return new File([bytes], name, { type })
}

/** jsdom has no object URLs: counts what is created and revoked. */
export function stubObjectUrls() {
  let next = 0
  const created: string[] = []
  const revoked: string[] = []
  const createObjectURL = vi.fn(() => {
    next += 1
    const url = `blob:test/${String(next)}`
    created.push(url)
    return url
  })
  const revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url)
  })
  Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true })
  Object.defineProperty(URL, 'revokeObjectURL', { value: revokeObjectURL, configurable: true })
  return { created, revoked, live: () => created.filter((url) => !revoked.includes(url)) }
}
