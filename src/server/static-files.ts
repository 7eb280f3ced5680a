/**
 * The built app (Vite's dist/): existing files with their content type, hashed /assets/* cached
 * for a year, and index.html (no-cache) for every other GET so client routes work on reload.
 * Every file goes out with the security headers the build asks for (its security-headers.json,
 * see security-headers.ts): Content-Security-Policy, nosniff, Referrer-Policy, Permissions-Policy;
 * HTML pages also with Cross-Origin-Opener-Policy. Nothing outside the static directory is ever
 * read, and no source map (*.map) is ever served.
 */
import { realpathSync } from 'node:fs'
import { readFile, realpath, stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip as gzipCallback } from 'node:zlib'
import { DOCUMENT_SECURITY_HEADERS, readSecurityHeaders } from './security-headers'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
}

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/
const MIN_COMPRESSED_BYTES = 1024
const brotli = promisify(brotliCompress)
const gzip = promisify(gzipCallback)

type Encoding = 'br' | 'gzip'

/** Brotli, else gzip, when the request accepts it (an explicit q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | null): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

/**
 * Compressed bodies, computed once per file and encoding, off the event loop, at levels fast enough
 * for a first request (brotli 5 is about gzip 9's size at a fraction of brotli 11's time). A file
 * rebuilt under a running server is recompressed.
 */
function createCompressionCache() {
  const cache = new Map<string, { source: Buffer; compressed: Promise<Buffer> }>()
  return (file: string, body: Buffer, encoding: Encoding): Promise<Buffer> => {
    const key = `${encoding}:${file}`
    const hit = cache.get(key)
    if (hit?.source.equals(body)) return hit.compressed
    const compressed =
      encoding === 'br'
        ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzip(body, { level: 6 })
    cache.set(key, { source: body, compressed })
    compressed.catch(() => cache.delete(key))
    return compressed
  }
}

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  })
}

export function createStaticHandler(staticDir: string): (request: Request) => Promise<Response> {
  const root = realpathSync(resolve(staticDir))
  const inside = (path: string) => path === root || path.startsWith(root + sep)
  const compressed = createCompressionCache()

  /** The real path of an existing regular file inside the root, or null. */
  async function existingFile(urlPath: string): Promise<string | null> {
    const candidate = resolve(root, `.${urlPath}`)
    if (!inside(candidate)) return null
    try {
      const real = await realpath(candidate)
      return inside(real) && (await stat(real)).isFile() ? real : null
    } catch {
      return null
    }
  }

  async function send(file: string, request: Request, cacheControl: string): Promise<Response> {
    const source = await readFile(file)
    const contentType = contentTypeOf(file)
    const compressible = COMPRESSIBLE.test(contentType) && source.byteLength >= MIN_COMPRESSED_BYTES
    const encoding = compressible ? preferredEncoding(request.headers.get('accept-encoding')) : null
    const body = encoding ? await compressed(file, source, encoding) : source
    const headers: Record<string, string> = {
      // Read at every response: a folder rebuilt under a running server is served with its own policy.
      ...readSecurityHeaders(root),
      ...(contentType.startsWith('text/html') ? DOCUMENT_SECURITY_HEADERS : {}),
      'Content-Type': contentType,
      'Content-Length': String(body.byteLength),
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status: 200,
      headers,
    })
  }

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return plain(405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
    }
    let urlPath: string
    try {
      urlPath = decodeURIComponent(new URL(request.url).pathname)
    } catch {
      return plain(400, 'Bad Request')
    }
    if (urlPath.includes('\0') || urlPath.includes('\\')) return plain(400, 'Bad Request')
    // Source maps stay with the build (vite.config.ts: sourcemap 'hidden', for an error tracker)
    // and are never published: they hold the whole source of every module.
    if (urlPath.toLowerCase().endsWith('.map')) return plain(404, 'Not Found')
    // A path that climbs out of the root is refused outright (never the app shell).
    if (!inside(resolve(root, `.${urlPath}`))) return plain(404, 'Not Found')

    const file = urlPath.endsWith('/') ? null : await existingFile(urlPath)
    if (file) {
      const immutable = urlPath.startsWith('/assets/')
      return send(file, request, immutable ? IMMUTABLE_CACHE : 'no-cache')
    }
    // A missing hashed asset must not be answered with HTML (the browser would try to run it).
    if (urlPath.startsWith('/assets/')) return plain(404, 'Not Found')
    const index = await existingFile('/index.html')
    return index ? send(index, request, 'no-cache') : plain(404, 'Not Found')
  }
}
