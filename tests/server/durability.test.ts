/**
 * The persisted sandbox as a careful provider keeps its data: every change is on disk before it is
 * answered (temp file, fsync, rename, fsync of the folder), the file is checked on load collection
 * by collection, one process per data folder, and nothing readable by other users.
 */
import { spawn } from 'node:child_process'
import * as fs from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CreateOrderResponse } from '../../src/contract/escrow'
import { createSandbox } from '../../src/server/app'
import { REPO_ROOT } from '../../src/server/data-dir'
import { Api, BAYO, expectDetail, expectOk, fixedClock } from './helpers'

/** Every call of the file-system functions that make a write durable, in order. */
const calls: string[] = []

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>()
  const fdPaths = new Map<number, string>()
  const name = (path: unknown) => String(path).split(/[\\/]/).slice(-1)[0] ?? ''
  const logged = {
    openSync: (...args: Parameters<typeof real.openSync>) => {
      const fd = real.openSync(...args)
      fdPaths.set(fd, name(args[0]))
      return fd
    },
    writeSync: (fd: number, ...rest: unknown[]) => {
      calls.push(`write ${fdPaths.get(fd) ?? fd}`)
      return (real.writeSync as (...all: unknown[]) => number)(fd, ...rest)
    },
    fsyncSync: (fd: number) => {
      calls.push(`fsync ${fdPaths.get(fd) ?? fd}`)
      real.fsyncSync(fd)
    },
    renameSync: (from: fs.PathLike, to: fs.PathLike) => {
      calls.push(`rename ${name(from)} -> ${name(to)}`)
      real.renameSync(from, to)
    },
  }
  return { ...real, ...logged, default: { ...real, ...logged } }
})

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

function orderForm(name = 'Durable order'): FormData {
  const form = new FormData()
  const fields = {
    name,
    price: '2500',
    description: 'On disk before the answer',
    delivery_date: '2025-07-01',
    receiver_email: 'ada@escrow.test',
    receiver_phone: '08031234567',
    role: 'buyer',
  }
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  form.append('images', new File([PNG], 'p.png', { type: 'image/png' }))
  return form
}

let dataDir: string

beforeEach(() => {
  dataDir = fs.mkdtempSync(join(tmpdir(), 'sandbox-durable-'))
})
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const stateFile = () => join(dataDir, 'state.json')
const readState = () => fs.readFileSync(stateFile(), 'utf8')
const mode = (file: string) => fs.statSync(file).mode & 0o777

describe('writes', () => {
  it('a money-moving call is on disk, fsynced and renamed into place, before it is answered', async () => {
    const sandbox = await createSandbox({ dataDir, now: fixedClock().now })
    const api = new Api(sandbox)
    const token = await api.token(BAYO)
    calls.length = 0
    const created = expectOk(
      await api.post('/escrow/create', { token, form: orderForm() }),
      CreateOrderResponse,
      201,
    )
    // No waiting: the answer comes after the write.
    expect(readState()).toContain(created.data.public_id)
    const code = created.data.access_code ?? ''
    calls.length = 0
    const paid = await api.post(`/__sandbox/payments/${code}/complete`, { json: {} })
    expect(paid.status).toBe(200)
    expect(readState()).toMatch(new RegExp(`"access_code":"${code}"[^}]*"status":"completed"`))

    // The protocol: the temp file written and fsynced, renamed over state.json, the folder fsynced.
    const writes = calls.filter((call) => !call.includes('sandbox.lock'))
    const temp = writes
      .map((call) => /^write (state\.json\..+\.tmp)$/.exec(call)?.[1])
      .find((found) => found !== undefined)
    expect(temp, writes.join('\n')).toBeDefined()
    expect(writes.slice(writes.lastIndexOf(`write ${temp ?? ''}`) + 1)).toEqual([
      `fsync ${temp ?? ''}`,
      `rename ${temp ?? ''} -> state.json`,
      `fsync ${dataDir.split(/[\\/]/).at(-1) ?? ''}`,
    ])
    expect(fs.readdirSync(dataDir).filter((file) => file.endsWith('.tmp'))).toEqual([])
    await sandbox.close()
  })

  it('a change that cannot be saved is answered 500 and undone', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const sandbox = await createSandbox({ dataDir, now: fixedClock().now })
      const api = new Api(sandbox)
      const token = await api.token(BAYO)
      const orders = sandbox.state().orders.length
      // state.json becomes a folder that is not empty: the rename onto it fails.
      fs.rmSync(stateFile())
      fs.mkdirSync(join(stateFile(), 'blocker'), { recursive: true })
      const failed = await api.post('/escrow/create', { token, form: orderForm('Never saved') })
      expectDetail(failed, 500, 'The change could not be saved; nothing was changed')
      expect(sandbox.state().orders.length).toBe(orders)
      expect(sandbox.state().orders.some((order) => order.item_name === 'Never saved')).toBe(false)
      expect(error.mock.calls.flat().join(' ')).toContain('state.json')

      fs.rmSync(stateFile(), { recursive: true })
      expectOk(
        await api.post('/escrow/create', { token, form: orderForm() }),
        CreateOrderResponse,
        201,
      )
      expect(sandbox.state().orders.length).toBe(orders + 1)
      await sandbox.close()
    } finally {
      error.mockRestore()
    }
  })

  it('state.json, its temp files and the lock are readable by their owner only (0600)', async () => {
    if (process.platform === 'win32') return
    await (await createSandbox({ dataDir, now: fixedClock().now })).close()
    // As an older sandbox left it.
    fs.chmodSync(stateFile(), 0o644)
    const sandbox = await createSandbox({ dataDir, now: fixedClock().now })
    expect(mode(stateFile())).toBe(0o600)
    expect(mode(join(dataDir, 'sandbox.lock'))).toBe(0o600)
    expect(mode(join(dataDir, 'secret.key'))).toBe(0o600)
    await new Api(sandbox).login(BAYO)
    expect(mode(stateFile())).toBe(0o600)
    await sandbox.close()
  })
})

describe('loading', () => {
  async function startsFromSeed(): Promise<string> {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const sandbox = await createSandbox({ dataDir, now: fixedClock().now })
      expect(sandbox.state().orders.length).toBeGreaterThan(20)
      await sandbox.close()
      return warn.mock.calls.flat().join('\n')
    } finally {
      warn.mockRestore()
    }
  }

  async function savedState(): Promise<Record<string, unknown>> {
    const sandbox = await createSandbox({ dataDir, now: fixedClock().now })
    await sandbox.close()
    return JSON.parse(readState()) as Record<string, unknown>
  }

  it('checks every collection and names the file and the bad collection (then moves the file aside)', async () => {
    const saved = await savedState()
    const orders = [...(saved.orders as Record<string, unknown>[])]
    orders[3] = { ...orders[3], price_kobo: '1500' }
    fs.writeFileSync(stateFile(), JSON.stringify({ ...saved, orders }))
    const logged = await startsFromSeed()
    expect(logged).toContain(stateFile())
    expect(logged).toContain('collection "orders" is invalid')
    expect(logged).toContain('orders[3].price_kobo')
    expect(logged).toMatch(/moved it to .*state\.corrupt-.*\.json/)

    for (const [collection, broken] of [
      ['payments', undefined],
      ['refresh_tokens', [{ hash: 1 }]],
      ['transactions', [{ ...(saved.transactions as object[])[0], direction: 'sideways' }]],
      ['next_user_id', 'seven'],
    ] as const) {
      fs.writeFileSync(stateFile(), JSON.stringify({ ...saved, [collection]: broken }))
      expect(await startsFromSeed(), collection).toContain(`collection "${collection}" is invalid`)
    }
  })

  it('takes a state of this version written before the idempotency keys existed', async () => {
    const saved = await savedState()
    delete saved.idempotency_keys
    fs.writeFileSync(stateFile(), JSON.stringify(saved))
    const sandbox = await createSandbox({ dataDir, now: fixedClock().now })
    expect(sandbox.state().idempotency_keys).toEqual([])
    expect(sandbox.state().users.length).toBe((saved.users as unknown[]).length)
    await sandbox.close()
  })

  it('clears temp files a crash left behind', async () => {
    const leftover = join(dataDir, 'state.json.12345.abcdefgh.tmp')
    fs.writeFileSync(leftover, '{"half": ')
    const sandbox = await createSandbox({ dataDir, now: fixedClock().now })
    expect(fs.existsSync(leftover)).toBe(false)
    await sandbox.close()
  })
})

describe('one process per data folder', () => {
  it('a second sandbox on the same folder fails with a clear message until the first is closed', async () => {
    const first = await createSandbox({ dataDir, now: fixedClock().now })
    expect(fs.readFileSync(join(dataDir, 'sandbox.lock'), 'utf8').trim()).toBe(String(process.pid))
    await expect(createSandbox({ dataDir })).rejects.toThrow(
      `${dataDir} is in use by this process (another sandbox on it is still open)`,
    )
    await first.close()
    expect(fs.existsSync(join(dataDir, 'sandbox.lock'))).toBe(false)
    const second = await createSandbox({ dataDir, now: fixedClock().now })
    await second.close()
  })

  it('another process on the same folder fails with a clear message (npm run sandbox:reset while a server runs)', async () => {
    const sandbox = await createSandbox({ dataDir, now: fixedClock().now })
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(REPO_ROOT, 'src/server/reset.ts')],
        { env: { ...process.env, SANDBOX_DATA_DIR: dataDir }, cwd: REPO_ROOT },
      )
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
      expect(code).not.toBe(0)
      expect(stderr).toContain(
        `${dataDir} is in use by another sandbox process (pid ${String(process.pid)}`,
      )
      expect(stderr).toContain('sandbox.lock')
    } finally {
      await sandbox.close()
    }
  }, 60_000)

  it('a lock left by a process that is gone is taken over; one of a live process is respected', async () => {
    const lock = join(dataDir, 'sandbox.lock')
    const sleeper = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'])
    const live = sleeper.pid ?? 0
    try {
      fs.writeFileSync(lock, `${String(live)}\n`, { mode: 0o600 })
      await expect(createSandbox({ dataDir })).rejects.toThrow(
        `is in use by another sandbox process (pid ${String(live)}`,
      )
    } finally {
      sleeper.kill()
      await new Promise((resolve) => sleeper.on('exit', resolve))
    }
    // The same pid, now dead: a crash left it.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const sandbox = await createSandbox({ dataDir, now: fixedClock().now })
      expect(fs.readFileSync(lock, 'utf8').trim()).toBe(String(process.pid))
      expect(warn.mock.calls.flat().join(' ')).toContain(`took over ${lock}`)
      await sandbox.close()
    } finally {
      warn.mockRestore()
    }
  })
})
