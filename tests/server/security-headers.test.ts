import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandboxServer, type SandboxServer } from '../../src/server/http-server'
import { newSandbox } from './helpers'
import {
  PAYSTACK_CHECKOUT_ORIGIN,
  SECURITY_HEADERS_FILE,
  STRICTEST_FACTS,
  apiOriginOf,
  buildSecurityHeaders,
  contentSecurityPolicy,
  cspHash,
  paystackBackdropStyleHashes,
  permissionsPolicy,
  type BuildSecurityFacts,
  type SecurityHeadersFile,
} from '../../src/server/security-headers'

const PAYSTACK: BuildSecurityFacts = {
  paymentProvider: 'paystack',
  apiOrigin: null,
  providerStyleHashes: ["'sha256-abc='"],
}

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

describe('the policy of a build', () => {
  it('a sandbox build: same origin only, no inline script or style, nothing framed', () => {
    const csp = directives(contentSecurityPolicy(STRICTEST_FACTS))
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('style-src')).toEqual(["'self'"])
    expect(csp.has('style-src-attr')).toBe(false)
    expect(csp.get('connect-src')).toEqual(["'self'"])
    expect(csp.get('img-src')).toEqual(["'self'", 'blob:'])
    expect(csp.get('frame-src')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(contentSecurityPolicy(STRICTEST_FACTS)).not.toMatch(/unsafe|paystack|\*/)
    expect(permissionsPolicy(STRICTEST_FACTS)).toContain('payment=()')
  })

  it("a Paystack build: its checkout only as a frame, its backdrop's <style> only by hash", () => {
    const csp = directives(contentSecurityPolicy(PAYSTACK))
    expect(csp.get('frame-src')).toEqual([PAYSTACK_CHECKOUT_ORIGIN])
    expect(csp.get('style-src')).toEqual(["'self'", "'sha256-abc='"])
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('connect-src')).toEqual(["'self'"])
    expect(contentSecurityPolicy(PAYSTACK)).not.toContain('unsafe')
    const permissions = permissionsPolicy(PAYSTACK)
    expect(permissions).toContain(`payment=(self "${PAYSTACK_CHECKOUT_ORIGIN}")`)
    expect(permissions).toContain('camera=()')
    expect(permissions).toContain('microphone=()')
    expect(permissions).toContain('geolocation=()')
  })

  it('an absolute API base adds its origin to connect-src and img-src only', () => {
    expect(apiOriginOf(undefined)).toBeNull()
    expect(apiOriginOf('/api/v1')).toBeNull()
    const apiOrigin = apiOriginOf('https://api.example.ng/api/v1')
    expect(apiOrigin).toBe('https://api.example.ng')
    const csp = directives(contentSecurityPolicy({ ...STRICTEST_FACTS, apiOrigin }))
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.ng'])
    expect(csp.get('img-src')).toEqual(["'self'", 'blob:', 'https://api.example.ng'])
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(() => apiOriginOf('javascript:alert(1)')).toThrow()
  })

  it('hashes the spinner <style> that inline-js writes into its backdrop iframe', () => {
    const source = readFileSync(
      fileURLToPath(import.meta.resolve('@paystack/inline-js/es/inline.js')),
      'utf8',
    )
    const hashes = paystackBackdropStyleHashes(source)
    expect(hashes).toHaveLength(1)
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
    // The same text a browser hashes: the <style> element's content, escapes resolved.
    const fake = "x.write('<html><style>\\n  a { color: red }\\n</style></html>')"
    expect(paystackBackdropStyleHashes(fake)).toEqual([cspHash('\n  a { color: red }\n')])
    expect(() => paystackBackdropStyleHashes('no write here')).toThrow(/not found/)
  })
})

describe('the server of `npm start`', () => {
  let workDir: string
  let server: SandboxServer
  const policy = buildSecurityHeaders(PAYSTACK)

  const get = (path: string) => fetch(`${server.url}${path}`)

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'security-headers-'))
    mkdirSync(join(workDir, 'assets'))
    writeFileSync(join(workDir, 'index.html'), '<!doctype html><title>Escrow</title>')
    writeFileSync(join(workDir, 'assets', 'index-AbC123.js'), 'console.log("app")')
    writeFileSync(join(workDir, 'assets', 'index-XyZ789.css'), 'body{margin:0}')
    const file: SecurityHeadersFile = { build: PAYSTACK, headers: policy }
    writeFileSync(join(workDir, SECURITY_HEADERS_FILE), JSON.stringify(file))
    server = await startSandboxServer({ port: 0, staticDir: workDir, dataDir: null })
  })

  afterAll(async () => {
    await server.close()
    rmSync(workDir, { recursive: true, force: true })
  })

  it('sends index.html (any client route) with the build policy and no-cache', async () => {
    for (const path of ['/', '/index.html', '/orders/ESC-7K2M9QXA']) {
      const response = await get(path)
      expect(response.status).toBe(200)
      // A page opened by another site (window.open) gets no handle on it, nor it on the opener.
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
      expect(response.headers.get('content-security-policy')).toBe(
        policy['Content-Security-Policy'],
      )
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin')
      expect(response.headers.get('permissions-policy')).toBe(policy['Permissions-Policy'])
      expect(response.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('sends hashed assets immutable for a year, with nosniff and the same headers', async () => {
    for (const path of ['/assets/index-AbC123.js', '/assets/index-XyZ789.css']) {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-security-policy')).toBe(
        policy['Content-Security-Policy'],
      )
    }
    const missing = await get('/assets/gone-000000.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('API responses get nosniff, no-store and a policy that lets them run nothing as a page', async () => {
    for (const path of ['/api/v1/auth/me', '/api/v1/escrow/ESC-NOTFOUND', '/api/nothing']) {
      const response = await get(path)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(response.headers.get('referrer-policy')).toBe('strict-origin')
      expect(response.headers.get('cache-control'), path).toBe('no-store')
    }
    const ok = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'ada@escrow.test', password: 'sandbox123' }),
    })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff')
    // Tokens and account data are never kept by a browser or proxy cache.
    expect(ok.headers.get('cache-control')).toBe('no-store')
    expect(((await ok.json()) as { access_token?: string }).access_token).toBeTruthy()
  })

  it('every API answer says no-store, also under vite dev (the app itself), for errors and injected failures', async () => {
    const { api } = await newSandbox()
    const token = await api.token('bayo@escrow.test')
    await api.post('/__sandbox/failures', { json: { path: '/escrow/pending', status: 503 } })
    const replies = [
      await api.get('/auth/me', { token }),
      await api.get('/escrow/all', { token }),
      await api.get('/escrow/pending', { token }),
      await api.get('/auth/me'),
      await api.get('/nope'),
      await api.post('/auth/login', { form: { username: 'x@example.com', password: 'bad' } }),
      await api.get('/__sandbox/requests'),
    ]
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 503, 401, 404, 401, 200])
    for (const reply of replies) {
      expect(reply.headers.get('cache-control')).toBe('no-store')
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('serves no source map (the build keeps them hidden, for upload elsewhere)', async () => {
    writeFileSync(join(workDir, 'assets', 'index-AbC123.js.map'), '{"version":3,"sources":[]}')
    mkdirSync(join(workDir, 'nested'), { recursive: true })
    writeFileSync(join(workDir, 'nested', 'other.css.map'), '{"version":3}')
    for (const path of [
      '/assets/index-AbC123.js.map',
      '/nested/other.css.map',
      '/assets/gone.js.map',
      '/x.MAP',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toBe('Not Found')
    }
    const config = (await import('../../vite.config')).default as {
      build?: { sourcemap?: unknown }
    }
    expect(config.build?.sourcemap).toBe('hidden')
  })

  it('a build folder without security-headers.json gets the strictest policy', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'security-headers-bare-'))
    writeFileSync(join(bare, 'index.html'), '<!doctype html><title>Escrow</title>')
    const other = await startSandboxServer({ port: 0, staticDir: bare, dataDir: null })
    try {
      const response = await fetch(`${other.url}/login`)
      expect(response.headers.get('content-security-policy')).toBe(
        contentSecurityPolicy(STRICTEST_FACTS),
      )
    } finally {
      await other.close()
      rmSync(bare, { recursive: true, force: true })
    }
  })
})
