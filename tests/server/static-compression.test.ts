import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandboxServer, type SandboxServer } from '../../src/server/http-server'
import { preferredEncoding } from '../../src/server/static-files'

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${String(i)}"`).join(',')}]\n`

let workDir: string
let server: SandboxServer

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'sandbox-compression-'))
  const staticDir = join(workDir, 'dist')
  mkdirSync(join(staticDir, 'assets'), { recursive: true })
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>x</title>')
  writeFileSync(join(staticDir, 'assets', 'app-AbC123.js'), SCRIPT)
  writeFileSync(join(staticDir, 'assets', 'logo-AbC123.png'), Buffer.alloc(4096, 7))
  server = await startSandboxServer({ port: 0, staticDir, dataDir: null })
})

afterAll(async () => {
  await server.close()
  rmSync(workDir, { recursive: true, force: true })
})

/** A raw GET (node:http, which does not decode bodies), with the given Accept-Encoding. */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        `${server.url}${path}`,
        { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        },
      )
      req.on('error', reject)
      req.end()
    },
  )
}

describe('static files compression', () => {
  it('sends brotli to a browser that accepts it, with a matching length and Vary', async () => {
    const { headers, body } = await get('/assets/app-AbC123.js', 'gzip, deflate, br, zstd')
    expect(headers['content-encoding']).toBe('br')
    expect(headers.vary).toBe('Accept-Encoding')
    expect(Number(headers['content-length'])).toBe(body.byteLength)
    expect(body.byteLength).toBeLessThan(SCRIPT.length / 3)
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT)
  })

  it('sends gzip when brotli is not accepted, and the file as it is when nothing is', async () => {
    const gzip = await get('/assets/app-AbC123.js', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT)

    const plain = await get('/assets/app-AbC123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
  })

  it('leaves images and small files alone', async () => {
    const image = await get('/assets/logo-AbC123.png', 'br')
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.body.byteLength).toBe(4096)
    const small = await get('/', 'br')
    expect(small.headers['content-encoding']).toBeUndefined()
  })

  it('reads Accept-Encoding: preference brotli then gzip, q=0 refuses', () => {
    expect(preferredEncoding('gzip, br')).toBe('br')
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip')
    expect(preferredEncoding('GZIP;q=0.5')).toBe('gzip')
    expect(preferredEncoding('gzip;q=0.0, br;q=0')).toBeNull()
    expect(preferredEncoding('identity')).toBeNull()
    expect(preferredEncoding(null)).toBeNull()
  })
})
