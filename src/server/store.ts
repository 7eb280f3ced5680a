/**
 * The sandbox state and its persistence, kept the way a careful provider keeps its data:
 *
 * - Every change is on disk before it is answered: `commit()` writes the whole state to a temp file
 *   (mode 0600), fsyncs it, renames it over `state.json` and fsyncs the folder, synchronously. A
 *   crash leaves either the old file or the new one, never half of one, and an answered change is
 *   never lost. A write that fails undoes the change in memory (back to the last state written)
 *   and the request is answered 500.
 * - On load, every collection is checked against its schema (records.ts); a file that fails is
 *   moved aside, never overwritten, with a log line naming the file and the collection.
 * - One process per data folder: `sandbox.lock` (mode 0600) holds the pid of the process using it.
 *   A second process fails with a clear message; a lock whose process is gone is taken over.
 *
 * Without a data directory everything stays in memory.
 */
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import * as v from 'valibot'
import { ApiError } from './errors'
import { STATE_PARTS, STATE_VERSION, type SandboxState } from './records'
import { newSigningSecret } from './tokens'
import { secureCode } from './random'

const STATE_FILE = 'state.json'
const SECRET_FILE = 'secret.key'
export const LOCK_FILE = 'sandbox.lock'
const TEMP_FILE = /^state\.json\..+\.tmp$/
const OWNER_ONLY = 0o600

export const SAVE_FAILED_DETAIL = 'The change could not be saved; nothing was changed'

export class Store {
  /** The JSON of the state as last written: what a failed write goes back to. */
  private written: string

  constructor(
    public state: SandboxState,
    private readonly dataDir: string | null,
  ) {
    this.written = dataDir ? JSON.stringify(state) : ''
  }

  /**
   * Call after every change, before answering: writes the state durably (never in memory-only
   * mode). If it cannot be written, the change is undone and this throws a 500.
   */
  commit(): void {
    if (!this.dataDir) return
    const text = JSON.stringify(this.state)
    try {
      writeDurably(join(this.dataDir, STATE_FILE), text)
    } catch (error) {
      console.error(`[sandbox] could not save ${join(this.dataDir, STATE_FILE)}:`, error)
      this.state = JSON.parse(this.written) as SandboxState
      throw new ApiError(500, SAVE_FAILED_DETAIL)
    }
    this.written = text
  }

  replace(state: SandboxState): void {
    this.state = state
    this.commit()
  }

  /** Every change is written by `commit`; kept for callers that wait for the disk. */
  flush(): Promise<void> {
    return Promise.resolve()
  }
}

/** Makes a folder's entries durable; a folder cannot be fsynced on Windows (and need not be). */
export function fsyncFolder(folder: string): void {
  let fd: number
  try {
    fd = openSync(folder, 'r')
  } catch (error) {
    if (process.platform === 'win32') return
    throw error
  }
  try {
    fsyncSync(fd)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (process.platform !== 'win32' && code !== 'EINVAL') throw error
  } finally {
    closeSync(fd)
  }
}

/** Temp file (0600), fsync, rename over `file`, fsync of the folder. */
function writeDurably(file: string, content: string): void {
  const temp = `${file}.${String(process.pid)}.${secureCode(8)}.tmp`
  try {
    const fd = openSync(temp, 'wx', OWNER_ONLY)
    try {
      const bytes = Buffer.from(content, 'utf8')
      for (let offset = 0; offset < bytes.length;) {
        offset += writeSync(fd, bytes, offset, bytes.length - offset)
      }
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(temp, file)
  } catch (error) {
    try {
      unlinkSync(temp)
    } catch {
      // never created, or already renamed
    }
    throw error
  }
  fsyncFolder(dirname(file))
}

/**
 * Bytes that must survive a crash once answered (e.g. uploaded images): written and fsynced, and
 * the folder fsynced (unless `folder: false`: the caller fsyncs it once after several files).
 */
export function writeFileDurably(
  file: string,
  bytes: Uint8Array,
  options: { folder?: boolean } = {},
): void {
  const fd = openSync(file, 'w', OWNER_ONLY)
  try {
    for (let offset = 0; offset < bytes.length;) {
      offset += writeSync(fd, bytes, offset, bytes.length - offset)
    }
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  if (options.folder !== false) fsyncFolder(dirname(file))
}

export function ensureDataDir(dataDir: string): void {
  // Owner only when created here: it holds password hashes, NINs and the signing secret.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
}

// ---------------------------------------------------------------------------------------------
// One process per data folder
// ---------------------------------------------------------------------------------------------

/** Data folders this process has open, shared by every copy of this module (Vite reloads it). */
const openHere: Set<string> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('escrow-sandbox.open-data-dirs')
] ??= new Set<string>()) as Set<string>

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, it is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function lockHolder(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

function inUse(dataDir: string, lock: string, pid: number): Error {
  if (pid === process.pid) {
    return new Error(
      `[sandbox] ${dataDir} is in use by this process (another sandbox on it is still open); close it first`,
    )
  }
  return new Error(
    `[sandbox] ${dataDir} is in use by another sandbox process (pid ${String(pid)}, see ${lock}). ` +
      `Stop that process first, or use another SANDBOX_DATA_DIR. If no sandbox is running, delete ${lock}.`,
  )
}

/** Creates `file` holding our pid, atomically (it never exists half-written); false if it exists. */
function createLockFile(file: string): boolean {
  const temp = `${file}.${String(process.pid)}.${secureCode(8)}.tmp`
  writeFileSync(temp, `${String(process.pid)}\n`, { mode: OWNER_ONLY })
  try {
    linkSync(temp, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    unlinkSync(temp)
  }
}

/**
 * Takes the data folder for this process (its `sandbox.lock`), or throws a readable error when
 * another process (or another open sandbox of this one) has it. A lock whose process is gone is
 * taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const folder = resolve(dataDir)
  const lock = join(folder, LOCK_FILE)
  if (openHere.has(folder)) throw inUse(folder, lock, process.pid)
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (createLockFile(lock)) {
      openHere.add(folder)
      const release = () => {
        openHere.delete(folder)
        process.off('exit', release)
        if (lockHolder(lock) === process.pid) {
          try {
            unlinkSync(lock)
          } catch {
            // already gone
          }
        }
      }
      process.on('exit', release)
      return release
    }
    const holder = lockHolder(lock)
    // Our own pid without an open sandbox: a previous life of this pid (a container restarted).
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw inUse(folder, lock, holder)
    }
    // Stale: claim it by renaming (only one process can), then check it is what was read.
    const claimed = `${lock}.stale-${String(process.pid)}-${secureCode(6)}`
    try {
      renameSync(lock, claimed)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    const claimedHolder = lockHolder(claimed)
    if (claimedHolder !== holder && claimedHolder !== null && isAlive(claimedHolder)) {
      // Another process took the folder between the read and the rename: give its lock back.
      renameSync(claimed, lock)
      throw inUse(folder, lock, claimedHolder)
    }
    unlinkSync(claimed)
    console.warn(
      `[sandbox] took over ${lock}: its process (pid ${holder === null ? 'unknown' : String(holder)}) is gone`,
    )
  }
  throw new Error(`[sandbox] could not take ${lock}: it keeps changing`)
}

/** Temp files of writes a crash interrupted (call with the lock held). */
export function removeLeftoverTempFiles(dataDir: string): void {
  for (const name of readdirSync(dataDir)) {
    if (TEMP_FILE.test(name)) unlinkSync(join(dataDir, name))
  }
}

// ---------------------------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------------------------

function issuePath(collection: string, issue: v.BaseIssue<unknown>): string {
  let path = collection
  for (const item of issue.path ?? []) {
    path += typeof item.key === 'number' ? `[${String(item.key)}]` : `.${String(item.key)}`
  }
  return path
}

/** The state when every part passes its schema; else the first part that does not, and why. */
function checkState(parsed: Record<string, unknown>): SandboxState | string {
  const state: Record<string, unknown> = {}
  for (const [part, schema] of Object.entries(STATE_PARTS)) {
    const result = v.safeParse(schema, parsed[part])
    if (!result.success) {
      const [issue] = result.issues
      return `has a bad collection: collection "${part}" is invalid (${issuePath(part, issue)}: ${issue.message})`
    }
    state[part] = result.output
  }
  return state as SandboxState
}

/**
 * The saved state of a data directory, or null when there is none. A state file that cannot be
 * used (not JSON, not a state of this version, or a collection that fails its schema) is never
 * overwritten: it is moved aside to `state.corrupt-<time>.json` in the same folder, with a line in
 * the log naming the file and the collection, and null is returned so the caller starts from the
 * seed. If it cannot be moved, this throws rather than lose it.
 */
export function loadState(dataDir: string, now: Date = new Date()): SandboxState | null {
  const file = join(dataDir, STATE_FILE)
  if (!existsSync(file)) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    moveAside(file, `is not valid JSON (${(error as Error).message})`, now)
    return null
  }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    (parsed as { version?: unknown }).version !== STATE_VERSION
  ) {
    moveAside(file, `is not a sandbox state of this version (${String(STATE_VERSION)})`, now)
    return null
  }
  const state = checkState(parsed as Record<string, unknown>)
  if (typeof state === 'string') {
    moveAside(file, state, now)
    return null
  }
  // An older sandbox wrote it readable by everyone.
  if (process.platform !== 'win32') chmodSync(file, OWNER_ONLY)
  return state
}

function moveAside(file: string, problem: string, now: Date): void {
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  let aside = join(dirname(file), `state.corrupt-${stamp}.json`)
  for (let n = 2; existsSync(aside); n += 1) {
    aside = join(dirname(file), `state.corrupt-${stamp}-${String(n)}.json`)
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
  writeFileDurably(file, secret)
  return secret
}
