/** Where the persisted sandbox lives: SANDBOX_DATA_DIR, else `.sandbox-data/` at the repo root (git-ignored). */
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SANDBOX_DATA_DIR?.trim()
  if (configured) return isAbsolute(configured) ? configured : resolve(process.cwd(), configured)
  return resolve(REPO_ROOT, '.sandbox-data')
}

/** SANDBOX_STRICT=1 (or true): the sandbox answers as a strict provider (strict-mode.ts). */
export function strictFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return ['1', 'true'].includes(env.SANDBOX_STRICT?.trim().toLowerCase() ?? '')
}

/** A positive whole number of seconds from the environment, or undefined. */
export function ttlFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = Number(env.ACCESS_TTL_SECONDS)
  return Number.isInteger(value) && value > 0 ? value : undefined
}
