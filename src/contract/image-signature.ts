/**
 * Image types told by a file's first bytes, not by its name or declared MIME type: the app's
 * uploader and the sandbox both refuse a renamed text, HTML or SVG file sent as an image.
 */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp'

export const IMAGE_MIME_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
}

/** How many leading bytes `imageKindOf` needs. */
export const IMAGE_SIGNATURE_LENGTH = 12

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, index) => bytes[offset + index] === byte)

const ASCII = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0))

/** The image kind the bytes start with, or undefined when they are not a PNG, JPEG, GIF or WebP. */
export function imageKindOf(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0x89, ...ASCII('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, ASCII('GIF87a')) || startsWith(bytes, ASCII('GIF89a'))) return 'gif'
  if (startsWith(bytes, ASCII('RIFF')) && startsWith(bytes, ASCII('WEBP'), 8)) return 'webp'
  return undefined
}
