import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RefreshResponse, User } from '../../src/contract/auth'
import { CreateOrderResponse, Order } from '../../src/contract/escrow'
import { createSandbox } from '../../src/server/app'
import { defaultDataDir } from '../../src/server/data-dir'
import { Api, BAYO, expectOk, fixedClock } from './helpers'

let dataDir: string

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-data-'))
})
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

/** The PNG signature and a few more bytes: enough for the sandbox's first-bytes check. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

function orderForm(): FormData {
  const form = new FormData()
  const fields = {
    name: 'Persisted <b>item</b> 💾',
    price: '2500.50',
    description: 'Survives a restart',
    delivery_date: '2025-07-01',
    receiver_email: 'ada@escrow.test',
    receiver_phone: '08031234567',
    role: 'seller',
  }
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  form.append('images', new File([PNG_BYTES], 'p.png', { type: 'image/png' }))
  return form
}

describe('persistence', () => {
  it('keeps users, orders, images, sessions and the signing secret across a restart', async () => {
    const clock = fixedClock()
    const first = await createSandbox({ dataDir, now: clock.now })
    const api = new Api(first)
    const pair = await api.login(BAYO)
    const created = expectOk(
      await api.post('/escrow/create', { token: pair.access_token, form: orderForm() }),
      CreateOrderResponse,
      201,
    )
    await first.close()
    expect(existsSync(join(dataDir, 'state.json'))).toBe(true)
    expect(readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([])
    // The secret stays server-side: never inside the state file.
    const secret = readFileSync(join(dataDir, 'secret.key'))
    expect(readFileSync(join(dataDir, 'state.json'), 'utf8')).not.toContain(secret.toString())

    const second = await createSandbox({ dataDir, now: clock.now })
    const again = new Api(second)
    expectOk(await again.get('/auth/me', { token: pair.access_token }), User)
    const order = expectOk(
      await again.get(`/escrow/${created.data.public_id}`, { token: pair.access_token }),
      Order,
    )
    expect(order.item_name).toBe('Persisted <b>item</b> 💾')
    expect(order.item_price).toBe('2500.50')
    const image = await second.app.request(order.images?.[0] ?? '')
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_BYTES)
    await second.close()
  })

  it('a refresh retried within the reuse grace gets the same pair after a restart; the file never holds it in the clear', async () => {
    const clock = fixedClock()
    const first = await createSandbox({ dataDir, now: clock.now })
    const pair = await new Api(first).login(BAYO)
    const lost = expectOk(
      await new Api(first).post('/auth/refresh', { json: { refresh_token: pair.refresh_token } }),
      RefreshResponse,
    )
    await first.close()
    const saved = readFileSync(join(dataDir, 'state.json'), 'utf8')
    expect(saved).not.toContain(lost.refresh_token)
    expect(saved).not.toContain(lost.access_token)

    clock.advance(3_000)
    const second = await createSandbox({ dataDir, now: clock.now })
    const again = expectOk(
      await new Api(second).post('/auth/refresh', { json: { refresh_token: pair.refresh_token } }),
      RefreshResponse,
    )
    expect(again).toEqual(lost)
    expectOk(await new Api(second).get('/auth/me', { token: again.access_token }), User)
    await second.close()
  })

  it('writes every change before answering it, atomically', async () => {
    const sandbox = await createSandbox({ dataDir, now: fixedClock().now })
    await sandbox.flush()
    const api = new Api(sandbox)
    await api.post('/auth/register', {
      json: {
        full_name: 'Disk Person',
        nin: '12345678901',
        phone_number: '08011112222',
        email: 'disk@example.com',
        password: 'secret1',
        password2: 'secret1',
      },
    })
    expect(readFileSync(join(dataDir, 'state.json'), 'utf8')).toContain('disk@example.com')
    await sandbox.close()
  })

  it('reset reseeds the data on disk; an unreadable state file is reseeded', async () => {
    const first = await createSandbox({ dataDir, now: fixedClock().now })
    first.state().orders.splice(0)
    await first.reset()
    await first.close()
    const saved = JSON.parse(readFileSync(join(dataDir, 'state.json'), 'utf8')) as {
      orders: unknown[]
    }
    expect(saved.orders.length).toBeGreaterThan(20)

    writeFileSync(join(dataDir, 'state.json'), '{ not json')
    const second = await createSandbox({ dataDir, now: fixedClock().now })
    expect(second.state().orders.length).toBeGreaterThan(20)
    await second.close()
  })

  it('moves a corrupt or foreign state file aside (state.corrupt-<time>.json) and says so, then reseeds', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const broken = '{ "version": 1, "users": [ … half-written'
      writeFileSync(join(dataDir, 'state.json'), broken)
      const clock = fixedClock(new Date('2025-06-15T10:00:00.000Z'))
      const first = await createSandbox({ dataDir, now: clock.now })
      await first.close()
      const aside = join(dataDir, 'state.corrupt-2025-06-15T10-00-00-000Z.json')
      expect(readFileSync(aside, 'utf8')).toBe(broken)
      expect(first.state().orders.length).toBeGreaterThan(20)
      expect(readFileSync(join(dataDir, 'state.json'), 'utf8')).toContain('"orders"')
      const logged = warn.mock.calls.map((call) => call.join(' ')).join('\n')
      expect(logged).toContain(join(dataDir, 'state.json'))
      expect(logged).toContain('is not valid JSON')
      expect(logged).toContain(`moved it to ${aside}`)

      // Valid JSON that is not a sandbox state (another version, a stray file) goes aside too,
      // also when the same moment already has a file aside.
      writeFileSync(join(dataDir, 'state.json'), '{"version": -1, "users": []}')
      const second = await createSandbox({ dataDir, now: clock.now })
      await second.close()
      const names = readdirSync(dataDir).filter((name) => name.startsWith('state.corrupt-'))
      expect(names.sort()).toEqual([
        'state.corrupt-2025-06-15T10-00-00-000Z-2.json',
        'state.corrupt-2025-06-15T10-00-00-000Z.json',
      ])
      expect(
        readFileSync(join(dataDir, 'state.corrupt-2025-06-15T10-00-00-000Z-2.json'), 'utf8'),
      ).toBe('{"version": -1, "users": []}')
      expect(warn.mock.calls.at(-1)?.join(' ')).toContain('is not a sandbox state of this version')
    } finally {
      warn.mockRestore()
    }
  })

  it('keeps nothing on disk in memory mode, and defaults to SANDBOX_DATA_DIR or .sandbox-data', async () => {
    const sandbox = await createSandbox({ dataDir: null, now: fixedClock().now })
    expect(sandbox.dataDir).toBeNull()
    await sandbox.close()
    expect(defaultDataDir({ SANDBOX_DATA_DIR: dataDir })).toBe(dataDir)
    expect(defaultDataDir({})).toMatch(/[/\\]\.sandbox-data$/)
  })
})
