import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request as httpRequest, createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../src/contract/common'
import * as v from 'valibot'
import { startSandboxServer, type SandboxServer } from '../../src/server/http-server'
import { createDevMiddleware } from '../../src/server/dev-middleware'
import { startupBanner } from '../../src/server/banner'
import {
  allowedHostsFromEnv,
  HOST_REFUSED_DETAIL,
  isAllowedHost,
} from '../../src/server/host-check'

const SECRET = 'top secret, outside the static dir'
let workDir: string
let staticDir: string
let server: SandboxServer

/**
 * A raw request that sends the path exactly as written (fetch would normalize `..`) and any Host
 * header (fetch would not send a foreign one).
 */
function rawGet(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const { method = 'GET', headers } = options
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'sandbox-static-'))
  staticDir = join(workDir, 'dist')
  mkdirSync(join(staticDir, 'assets'), { recursive: true })
  mkdirSync(join(staticDir, 'fonts'))
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><title>Escrow</title><div id="root"></div>',
  )
  writeFileSync(join(staticDir, 'assets', 'index-AbC123.js'), 'console.log("app")')
  writeFileSync(join(staticDir, 'assets', 'index-AbC123.js.map'), '{"version":3}')
  writeFileSync(join(staticDir, 'assets', 'index-XyZ789.css'), 'body{margin:0}')
  writeFileSync(join(staticDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(staticDir, 'fonts', 'inter.woff2'), 'wOF2')
  writeFileSync(join(staticDir, 'manifest.json'), '{"name":"Escrow"}')
  writeFileSync(join(workDir, 'secret.txt'), SECRET)
  symlinkSync(join(workDir, 'secret.txt'), join(staticDir, 'linked-secret.txt'))
  server = await startSandboxServer({ port: 0, staticDir, dataDir: null })
})

afterAll(async () => {
  await server.close()
  rmSync(workDir, { recursive: true, force: true })
})

describe('startSandboxServer', () => {
  it('listens on a free port of 127.0.0.1 and serves the API', async () => {
    expect(server.port).toBeGreaterThan(0)
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`)
    const me = await fetch(`${server.url}/api/v1/auth/me`)
    expect(me.status).toBe(401)
    expect(v.parse(ErrorBody, await me.json())).toEqual({ detail: 'Not authenticated' })
    const unknown = await fetch(`${server.url}/api/v1/nope`)
    expect(await unknown.json()).toEqual({ detail: 'Not Found' })
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'ada@escrow.test', password: 'sandbox123' }),
    })
    expect(login.status).toBe(200)
    expect(server.sandbox.state().users.length).toBeGreaterThan(2)
  })

  it('refuses cross-site calls to the test controls over HTTP, and lets its own pages and curl in', async () => {
    const reset = (headers: Record<string, string>, body = '{}') =>
      fetch(`${server.url}/api/v1/__sandbox/reset`, { method: 'POST', headers, body })
    const evil = await reset({ Origin: 'https://evil.example', 'Content-Type': 'text/plain' })
    expect(evil.status).toBe(403)
    expect(await evil.json()).toEqual({
      detail: 'Cross-origin requests to /api/v1/__sandbox are refused',
    })
    // Same port, other host name: still another origin.
    const other = await reset({
      Origin: `http://localhost:${server.port}`,
      'Content-Type': 'application/json',
    })
    expect(other.status).toBe(403)
    await other.arrayBuffer()
    const plain = await reset({ 'Content-Type': 'text/plain' })
    expect(plain.status).toBe(415)
    await plain.arrayBuffer()
    const own = await reset({ Origin: server.url, 'Content-Type': 'application/json' })
    expect(own.status).toBe(200)
    await own.arrayBuffer()
    const curl = await reset({ 'Content-Type': 'application/json' }, '')
    expect(curl.status).toBe(200)
    await curl.arrayBuffer()
  })

  it('refuses a foreign Host (DNS rebinding) for the API, the test controls and static files alike', async () => {
    const { port } = server
    await fetch(`${server.url}/api/v1/__sandbox/requests`, { method: 'DELETE' })
    const users = server.sandbox.state().users.length
    server.sandbox.state().users.push({ ...server.sandbox.state().users[0]!, id: 999 })
    // A page on evil.example whose name now resolves to 127.0.0.1: same Origin and Host, so the
    // Origin check alone lets it in.
    const rebound = { Host: `evil.example:${port}`, Origin: `http://evil.example:${port}` }
    const attempts: [string, string, Record<string, string>][] = [
      ['POST', '/api/v1/__sandbox/reset', { ...rebound, 'Content-Type': 'application/json' }],
      ['GET', '/api/v1/__sandbox/requests', rebound],
      ['GET', '/api/v1/auth/me', rebound],
      ['GET', '/', rebound],
      ['GET', '/assets/index-AbC123.js', rebound],
      ['GET', '/dashboard', { Host: `evil.example` }],
      // The right name on another port (a proxy, or another local server) is refused too.
      ['GET', '/api/v1/auth/me', { Host: '127.0.0.1:1' }],
      ['GET', '/api/v1/auth/me', { Host: `localhost:${port}@evil.example` }],
      ['GET', '/api/v1/auth/me', { Host: `10.0.0.1:${port}` }],
    ]
    for (const [method, path, headers] of attempts) {
      const reply = await rawGet(port, path, { method, headers })
      expect(reply.status, `${method} ${path} ${headers.Host}`).toBe(403)
      expect(JSON.parse(reply.body)).toEqual({ detail: HOST_REFUSED_DETAIL })
      expect(reply.headers['cache-control']).toBe('no-store')
    }
    // Nothing was reset, and the refused requests were never logged.
    expect(server.sandbox.state().users.length).toBe(users + 1)
    server.sandbox.state().users.pop()
    expect(await (await fetch(`${server.url}/api/v1/__sandbox/requests`)).json()).toEqual([])

    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      `LocalHost:${port}`,
    ]) {
      const reply = await rawGet(port, '/api/v1/auth/me', { headers: { Host: host } })
      expect(reply.status, host).toBe(401)
      expect((await rawGet(port, '/dashboard', { headers: { Host: host } })).status, host).toBe(200)
    }
  })

  it('serves the names of SANDBOX_ALLOWED_HOSTS (any port, or the one given)', async () => {
    expect(
      allowedHostsFromEnv({ SANDBOX_ALLOWED_HOSTS: ' escrow.internal , box.lan:8080 ,' }),
    ).toEqual(['escrow.internal', 'box.lan:8080'])
    expect(allowedHostsFromEnv({})).toEqual([])
    const local = { address: '127.0.0.1', port: 5173 }
    const allowed = ['escrow.internal', 'box.lan:8080', '[fd00::1]']
    expect(isAllowedHost('escrow.internal', local, allowed)).toBe(true)
    expect(isAllowedHost('Escrow.Internal:443', local, allowed)).toBe(true)
    expect(isAllowedHost('box.lan:8080', local, allowed)).toBe(true)
    expect(isAllowedHost('box.lan:5173', local, allowed)).toBe(false)
    expect(isAllowedHost('[fd00::1]:5173', local, allowed)).toBe(true)
    expect(isAllowedHost('escrow.internal.evil.example', local, allowed)).toBe(false)
    expect(isAllowedHost(undefined, local, allowed)).toBe(false)
    // A server on 0.0.0.0 reached at its LAN address: the address the connection came in on.
    expect(isAllowedHost('192.168.1.20:5173', { address: '192.168.1.20', port: 5173 })).toBe(true)
    expect(isAllowedHost('192.168.1.20:5173', { address: '::ffff:192.168.1.20', port: 5173 })).toBe(
      true,
    )
    expect(isAllowedHost('192.168.1.21:5173', { address: '192.168.1.20', port: 5173 })).toBe(false)
    expect(isAllowedHost('localhost', { address: '127.0.0.1', port: 80 })).toBe(true)

    const named = await startSandboxServer({
      port: 0,
      dataDir: null,
      allowedHosts: ['escrow.internal'],
    })
    try {
      const ok = await rawGet(named.port, '/api/v1/auth/me', {
        headers: { Host: 'escrow.internal' },
      })
      expect(ok.status).toBe(401)
      const evil = await rawGet(named.port, '/api/v1/auth/me', {
        headers: { Host: 'evil.example' },
      })
      expect(evil.status).toBe(403)
    } finally {
      await named.close()
    }
  })

  it('npm start prints where the app and the test controls are', () => {
    const lines = startupBanner({
      appUrl: 'http://localhost:5173',
      listenUrl: 'http://127.0.0.1:5173',
      requestedPort: 5173,
      port: 5173,
      dataDir: '/data',
    })
    expect(lines[0]).toBe('Escrow app ready: http://localhost:5173')
    const controls = lines.filter((line) => line.includes('http://127.0.0.1:5173/api/v1/__sandbox'))
    expect(controls.join('\n')).toContain('/{reset,config,failures,expire-tokens,requests,clock}')
    expect(controls.join('\n')).toContain(
      "curl -X POST http://127.0.0.1:5173/api/v1/__sandbox/reset -H 'content-type: application/json'",
    )
    // How to skip an inspection period: one curl line for the clock control.
    expect(controls.join('\n')).toContain(
      `curl -X POST http://127.0.0.1:5173/api/v1/__sandbox/clock -H 'content-type: application/json' -d '{"advance_seconds": 259200}'`,
    )
    expect(lines.some((line) => line.includes('ada@escrow.test / sandbox123'))).toBe(true)
    // How support resolves a dispute, and where the mail is (the page and the JSON).
    const text = lines.join('\n')
    expect(text).toContain(
      `curl -X POST http://127.0.0.1:5173/api/v1/__sandbox/disputes/DSP-XXXXXXXX/resolve -H 'content-type: application/json' -d '{"resolution": "refund"}'`,
    )
    expect(text).toContain('http://localhost:5173/api/v1/__sandbox/mailbox')
    expect(text).toContain('curl http://127.0.0.1:5173/api/v1/__sandbox/mail')
  })

  it('serves files with their content types; hashed assets immutable, index.html no-cache', async () => {
    const cases: [string, string][] = [
      ['/assets/index-AbC123.js', 'text/javascript; charset=utf-8'],
      ['/assets/index-XyZ789.css', 'text/css; charset=utf-8'],
      ['/logo.svg', 'image/svg+xml'],
      ['/fonts/inter.woff2', 'font/woff2'],
      ['/manifest.json', 'application/json; charset=utf-8'],
      ['/index.html', 'text/html; charset=utf-8'],
    ]
    for (const [path, type] of cases) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toBe(type)
      await response.arrayBuffer()
    }
    const asset = await fetch(`${server.url}/assets/index-AbC123.js`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await asset.text()).toBe('console.log("app")')
    const index = await fetch(`${server.url}/`)
    expect(index.headers.get('cache-control')).toBe('no-cache')
    expect(await index.text()).toContain('<div id="root">')
  })

  it('falls back to index.html for client routes, but not for missing assets or other methods', async () => {
    for (const path of [
      '/orders/ESC-ABCD1234',
      '/dashboard',
      '/escrow/new?role=buyer',
      '/deep/nested/route/',
    ]) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toContain('<title>Escrow</title>')
    }
    const missing = await fetch(`${server.url}/assets/index-gone.js`)
    expect(missing.status).toBe(404)
    await missing.arrayBuffer()
    const post = await fetch(`${server.url}/dashboard`, { method: 'POST' })
    expect(post.status).toBe(405)
    await post.arrayBuffer()
    const head = await fetch(`${server.url}/assets/index-AbC123.js`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('never serves a file outside the static directory', async () => {
    const attempts = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/linked-secret.txt',
      '//etc/passwd',
      '/%00/secret.txt',
    ]
    for (const path of attempts) {
      const response = await rawGet(server.port, path)
      expect(response.body, path).not.toContain(SECRET)
      expect(response.body, path).not.toContain('root:')
      // Either refused, or the URL was normalised into the root and got the app shell.
      if (response.status === 200) expect(response.body, path).toContain('<title>Escrow</title>')
      else expect([400, 404], path).toContain(response.status)
    }
  })

  it('falls back to a free port when asked, else fails with EADDRINUSE', async () => {
    await expect(startSandboxServer({ port: server.port, dataDir: null })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    })
    const second = await startSandboxServer({
      port: server.port,
      dataDir: null,
      fallbackToFreePort: true,
    })
    try {
      expect(second.port).not.toBe(server.port)
      expect((await fetch(`${second.url}/dashboard`)).status).toBe(404)
    } finally {
      await second.close()
    }
  })
})

describe('createDevMiddleware', () => {
  it('answers /api/v1/* with the persisted sandbox and passes everything else on', async () => {
    const dataDir = join(workDir, 'dev-data')
    const previous = process.env.SANDBOX_DATA_DIR
    process.env.SANDBOX_DATA_DIR = dataDir
    let http: Server | undefined
    try {
      const middleware = await createDevMiddleware()
      http = createServer((req, res) => middleware(req, res, () => res.end('vite')))
      await new Promise<void>((resolve) => http?.listen(0, '127.0.0.1', resolve))
      const { port } = http.address() as AddressInfo
      const api = await fetch(`http://127.0.0.1:${port}/api/v1/auth/me`)
      expect(api.status).toBe(401)
      expect(await api.json()).toEqual({ detail: 'Not authenticated' })
      expect(await (await fetch(`http://127.0.0.1:${port}/src/main.tsx`)).text()).toBe('vite')
      expect(await (await fetch(`http://127.0.0.1:${port}/api/v2/x`)).text()).toBe('vite')
      // A foreign Host is refused for the API (Vite checks its own files itself).
      const rebound = await rawGet(port, '/api/v1/__sandbox/requests', {
        headers: { Host: `evil.example:${port}`, Origin: `http://evil.example:${port}` },
      })
      expect(rebound.status).toBe(403)
      expect(JSON.parse(rebound.body)).toEqual({ detail: HOST_REFUSED_DETAIL })
      const local = await rawGet(port, '/api/v1/auth/me', {
        headers: { Host: `localhost:${port}` },
      })
      expect(local.status).toBe(401)
      expect(existsSync(join(dataDir, 'state.json'))).toBe(true)
      // Vite restarting its server in the same process gets the same sandbox (it holds the lock).
      const again = await createDevMiddleware()
      expect(again).toBeTypeOf('function')
    } finally {
      if (previous === undefined) delete process.env.SANDBOX_DATA_DIR
      else process.env.SANDBOX_DATA_DIR = previous
      await new Promise((resolve) => http?.close(resolve))
    }
  })
})
