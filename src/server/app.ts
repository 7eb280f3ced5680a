/**
 * The sandbox provider API: a stand-in for the provider's /api/v1 with its conventions, plus
 * sandbox-only test controls and the card checkout stand-in under /api/v1/__sandbox.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MAX_IMAGE_BYTES, MAX_ORDER_IMAGES } from '../contract/escrow'
import { MAX_DISPUTE_IMAGES } from '../contract/limits'
import { sandboxClock } from './clock'
import type { ResetOptions, SandboxContext, SandboxEnv } from './context'
import { defaultDataDir } from './data-dir'
import { ApiError, errorResponse, jsonResponse } from './errors'
import { releaseDueOrders } from './escrow-flow'
import { IdempotencyKeys } from './idempotency'
import { createEvidenceUrls, createImageBytes } from './images'
import { LoginThrottle } from './login-throttle'
import { MailLinks } from './mail-links'
import { ResetMailLimit } from './password-reset'
import { scryptPasswords, type PasswordHasher } from './passwords'
import type { SandboxState } from './records'
import { authRoutes } from './routes/auth'
import { controlRoutes } from './routes/controls'
import { disputeRoutes } from './routes/disputes'
import { notificationRoutes } from './routes/notifications'
import { escrowRoutes } from './routes/escrow'
import { imageRoutes } from './routes/images'
import { paymentRoutes } from './routes/payments'
import { walletActionRoutes, walletRoutes } from './routes/wallet'
import { settleWithdrawals } from './wallet-transfers'
import { announceEvents, announceWithdrawal } from './notifications'
import { API_SECURITY_HEADERS } from './security-headers'
import { seedState, type SeedVariant } from './seed'
import { strictAnswers } from './strict-mode'
import {
  Store,
  ensureDataDir,
  loadOrCreateSecret,
  loadState,
  lockDataDir,
  removeLeftoverTempFiles,
} from './store'
import { secureIds } from './random'
import { createAccessTokens } from './tokens'
import { API_PREFIX, TrafficControls } from './traffic-controls'

export const DEFAULT_ACCESS_TTL_SECONDS = 15 * 60
const MAX_BODY_BYTES = 1024 * 1024
/** Room for one image too many (so the 422 can say so) plus the text fields. */
const MAX_CREATE_BODY_BYTES = (MAX_ORDER_IMAGES + 1) * MAX_IMAGE_BYTES + MAX_BODY_BYTES
const CREATE_PATH = `${API_PREFIX}/escrow/create`
/** Room for one dispute image too many plus the text fields. */
const MAX_DISPUTE_BODY_BYTES = (MAX_DISPUTE_IMAGES + 1) * MAX_IMAGE_BYTES + MAX_BODY_BYTES
const DISPUTES_PATH = `${API_PREFIX}/disputes`

export interface SandboxOptions {
  /** Where to persist; null keeps everything in memory. Default: SANDBOX_DATA_DIR or `.sandbox-data/`. */
  dataDir?: string | null
  /** The base clock (default the real one); the sandbox clock is it plus the clock control's offset. */
  now?: () => Date
  accessTtlSeconds?: number
  /** Extra orders for Ada when seeding (benchmarks). */
  bulkOrders?: number
  /** Which seed a missing state starts from (default the demo seed). */
  seed?: SeedVariant
  /**
   * Answer as a strict provider (strict-mode.ts): only the fields the contracts name, `{detail}`
   * where they name no body, Decimal strings and naive UTC times. Default false.
   */
  strict?: boolean
  /** How passwords are hashed and checked (default scrypt); tests inject a slow one for races. */
  passwords?: PasswordHasher
}

export interface Sandbox {
  /** Routes under /api/v1: `sandbox.app.request('/api/v1/auth/me')`. */
  app: Hono<SandboxEnv>
  /** Whether it answers in strict mode. */
  strict: boolean
  dataDir: string | null
  /** The sandbox clock: the base clock plus the offset of the clock control. */
  now: () => Date
  /** Moves the sandbox clock forward and releases what came due (as the clock control does). */
  advanceClock(seconds: number): string[]
  /** Reseeds, clears the test controls and the request log, puts the clock back on time. */
  reset(options?: ResetOptions): Promise<void>
  /** Resolves once every change is on disk (each change is written before it is answered). */
  flush(): Promise<void>
  /** Releases the data folder (its lock); call before dropping the sandbox. */
  close(): Promise<void>
  /** The live state, for tests and tools. */
  state(): SandboxState
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const baseNow = options.now ?? (() => new Date())
  // The clock's offset lives in the state (so it survives a restart); 0 until the state is loaded.
  let current: Store | undefined
  const clock = sandboxClock(baseNow, {
    get: () => current?.state.clock_offset_ms ?? 0,
    set: (ms) => {
      if (current) current.state.clock_offset_ms = ms
    },
  })
  const now = () => clock.now()
  const dataDir = options.dataDir === undefined ? defaultDataDir() : options.dataDir
  let release: () => void = () => undefined
  if (dataDir) {
    ensureDataDir(dataDir)
    release = lockDataDir(dataDir)
  }
  let secret: Uint8Array
  let store: Store
  try {
    if (dataDir) removeLeftoverTempFiles(dataDir)
    secret = loadOrCreateSecret(dataDir)
    const saved = dataDir ? loadState(dataDir, now()) : null
    store = new Store(
      saved ??
        (await seedState({ now: now(), bulkOrders: options.bulkOrders, variant: options.seed })),
      dataDir,
    )
    current = store
    if (!saved) store.commit()
  } catch (error) {
    release()
    throw error
  }

  const controls = new TrafficControls(options.accessTtlSeconds ?? DEFAULT_ACCESS_TTL_SECONDS, now)
  const images = createImageBytes(dataDir)
  const ctx: SandboxContext = {
    store,
    now,
    clock,
    controls,
    images,
    evidenceUrls: createEvidenceUrls(secret),
    idempotency: new IdempotencyKeys(() => store.state, now),
    passwords: options.passwords ?? scryptPasswords,
    loginThrottle: new LoginThrottle(now),
    resetMailLimit: new ResetMailLimit(now),
    mailLinks: new MailLinks(now),
    tokens: createAccessTokens({ secret, now, ttlSeconds: () => controls.accessTtlSeconds }),
    async reset(resetOptions = {}) {
      // Seeded on the base clock: the new state's clock is on time again.
      const state = await seedState({
        now: baseNow(),
        bulkOrders: resetOptions.bulkOrders,
        variant: resetOptions.seed,
      })
      images.clear()
      store.replace(state)
      controls.clear()
      ctx.loginThrottle.clear()
      ctx.resetMailLimit.clear()
      ctx.mailLinks.clear()
    },
    settle() {
      const released = releaseDueOrders(store.state, now(), secureIds)
      for (const order of released)
        announceEvents(store.state, secureIds, order, order.events.length - 1)
      const settled = settleWithdrawals(store.state, now())
      for (const { transaction } of settled)
        announceWithdrawal(store.state, secureIds, transaction, now().toISOString())
      if (released.length > 0 || settled.length > 0) store.commit()
      return released.map((order) => order.public_id)
    },
    settleWithdrawalsNow() {
      const settled = settleWithdrawals(store.state, now(), true)
      for (const { transaction } of settled)
        announceWithdrawal(store.state, secureIds, transaction, now().toISOString())
      if (settled.length > 0) store.commit()
      return settled.map(({ transaction }) => transaction.id)
    },
  }
  // What came due while the sandbox was stopped is released before anything reads it.
  ctx.settle()

  const strict = options.strict ?? false
  return {
    app: buildApp(ctx, strict),
    strict,
    dataDir,
    now,
    advanceClock(seconds) {
      clock.advance(seconds)
      store.commit()
      return ctx.settle()
    },
    reset: (resetOptions) => ctx.reset(resetOptions),
    flush: () => store.flush(),
    close: async () => {
      await store.flush()
      release()
    },
    state: () => store.state,
  }
}

/** Every answer gets the API's security headers (no-store, nosniff…) its route did not set. */
const apiHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  const missing = Object.entries(API_SECURITY_HEADERS).filter(([name]) => !c.res.headers.has(name))
  if (missing.length === 0) return
  const headers = new Headers(c.res.headers)
  for (const [name, value] of missing) headers.set(name, value)
  c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers })
}

function buildApp(ctx: SandboxContext, strict: boolean): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  // First, so it also covers injected failures, 413s, 404s and errors.
  app.use('*', apiHeaders)
  // Next, so it sees every answer (an Idempotency-Key's replay too) as it leaves.
  if (strict) app.use(`${API_PREFIX}/*`, strictAnswers())
  app.use(`${API_PREFIX}/*`, ctx.controls.middleware())
  const tooLarge = () => jsonResponse(413, { detail: 'Request body too large' })
  const smallBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge })
  const uploadBody = bodyLimit({ maxSize: MAX_CREATE_BODY_BYTES, onError: tooLarge })
  const disputeBody = bodyLimit({ maxSize: MAX_DISPUTE_BODY_BYTES, onError: tooLarge })
  const limitBody: MiddlewareHandler = (c, next) =>
    (c.req.path === CREATE_PATH
      ? uploadBody
      : c.req.path === DISPUTES_PATH || c.req.path === `${DISPUTES_PATH}/`
        ? disputeBody
        : smallBody)(c, next)
  app.use(`${API_PREFIX}/*`, limitBody)
  // Time matters on every call (lists, balances, one order, actions): catch up with the clock
  // first, so an order whose inspection period is over is released before it is read or changed.
  app.use(`${API_PREFIX}/*`, async (_c, next) => {
    ctx.settle()
    await next()
  })
  app.route(`${API_PREFIX}/auth`, authRoutes(ctx))
  app.route(`${API_PREFIX}/escrow`, escrowRoutes(ctx))
  app.route(`${API_PREFIX}/disputes`, disputeRoutes(ctx))
  app.route(`${API_PREFIX}/notifications`, notificationRoutes(ctx))
  app.route(`${API_PREFIX}/trnx`, walletRoutes(ctx))
  app.route(`${API_PREFIX}/wallet`, walletActionRoutes(ctx))
  app.route(`${API_PREFIX}/__sandbox/payments`, paymentRoutes(ctx))
  app.route(`${API_PREFIX}/__sandbox/images`, imageRoutes(ctx))
  app.route(`${API_PREFIX}/__sandbox`, controlRoutes(ctx))
  app.notFound(() => jsonResponse(404, { detail: 'Not Found' }))
  app.onError((error) => {
    if (error instanceof ApiError) return errorResponse(error)
    console.error('[sandbox] unexpected error:', error)
    return jsonResponse(500, { detail: 'Internal Server Error' })
  })
  return app
}
