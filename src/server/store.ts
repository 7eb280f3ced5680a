/**
 * The sandbox state and its persistence: JSON on disk, written atomically (temp file + rename)
 * and debounced; or memory only when there is no data directory.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { rename, unlink, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { STATE_VERSION, type SandboxState } from './records'
import { newSigningSecret } from './tokens'
import { secureCode } from './random'

const STATE_FILE = 'state.json'
const SECRET_FILE = 'secret.key'
const SAVE_DELAY_MS = 50

export class Store {
  private timer: NodeJS.Timeout | undefined
  private writing: Promise<void> = Promise.resolve()
  private dirty = false

  constructor(
    public state: SandboxState,
    private readonly dataDir: string | null,
  ) {}

  /** Call after every change; the state is written shortly after (never in memory-only mode). */
  changed(): void {
    if (!this.dataDir) return
    this.dirty = true
    if (this.timer) return
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.flush()
    }, SAVE_DELAY_MS)
    this.timer.unref()
  }

  replace(state: SandboxState): void {
    this.state = state
    this.changed()
  }

  /** Writes pending changes now. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    this.writing = this.writing
      .then(() => this.writeIfDirty())
      .catch((error: unknown) => {
        this.dirty = true
        console.error('[sandbox] could not save the state:', error)
      })
    return this.writing
  }

  private async writeIfDirty(): Promise<void> {
    if (!this.dataDir || !this.dirty) return
    this.dirty = false
    await writeAtomically(join(this.dataDir, STATE_FILE), JSON.stringify(this.state))
  }
}

async function writeAtomically(file: string, content: string): Promise<void> {
  const temp = `${file}.${process.pid}.${secureCode(8)}.tmp`
  try {
    await writeFile(temp, content, 'utf8')
    await rename(temp, file)
  } catch (error) {
    await unlink(temp).catch(() => undefined)
    throw error
  }
}

export function ensureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true })
}

/**
 * The saved state of a data directory, or null when there is none. A state file that cannot be
 * used (not JSON, or not a state of this version) is never overwritten: it is moved aside to
 * `state.corrupt-<time>.json` in the same folder, with a line in the log, and null is returned so
 * the caller starts from the seed. If it cannot be moved, this throws rather than lose it.
 */
export function loadState(dataDir: string, now: Date = new Date()): SandboxState | null {
  const file = join(dataDir, STATE_FILE)
  if (!existsSync(file)) return null
  let parsed: Partial<SandboxState> | null
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SandboxState> | null
  } catch (error) {
    moveAside(file, `is not valid JSON (${(error as Error).message})`, now)
    return null
  }
  if (
    parsed?.version !== STATE_VERSION ||
    !Array.isArray(parsed.users) ||
    !Array.isArray(parsed.orders)
  ) {
    moveAside(file, `is not a sandbox state of this version (${STATE_VERSION})`, now)
    return null
  }
  // Collections added since version 1 was written.
  parsed.idempotency_keys ??= []
  return parsed as SandboxState
}

function moveAside(file: string, problem: string, now: Date): void {
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  let aside = join(dirname(file), `state.corrupt-${stamp}.json`)
  for (let n = 2; existsSync(aside); n += 1) {
    aside = join(dirname(file), `state.corrupt-${stamp}-${n}.json`)
  }
  try {
    renameSync(file, aside)
  } catch (error) {
    throw new Error(
      `[sandbox] ${file} ${problem} and could not be moved aside (${(error as Error).message}); not overwriting it`,
      { cause: error },
    )
  }
  console.warn(`[sandbox] ${file} ${problem}: moved it to ${aside} and started from the seed`)
}

/** The JWT signing secret of a data directory, created on first use and kept server-side. */
export function loadOrCreateSecret(dataDir: string | null): Uint8Array {
  if (!dataDir) return newSigningSecret()
  const file = join(dataDir, SECRET_FILE)
  if (existsSync(file)) {
    const saved = readFileSync(file)
    if (saved.length >= 32) return new Uint8Array(saved)
  }
  const secret = newSigningSecret()
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
