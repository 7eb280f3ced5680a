/**
 * First-visit JS as a browser sees it: every script Chromium fetches on a first visit to /login
 * (signed out) and /dashboard (signed in as the seller, tokens in storage before the first load)
 * of a build served by the sandbox, each gzipped at level 9, summed; 1 KB = 1,000 bytes. The
 * measure of issue 21, which the budget (bundle-budget.mjs) checks for both builds.
 *
 * Usage: tsx tests/budget/chromium-first-visit.ts <dist> [more dists …]
 * Prints one JSON object per line: { dist, pages: [{ path, scripts, gzip, raw, rows }] }.
 */
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from 'playwright-core'
import * as v from 'valibot'
import { TokenPair } from '../../src/contract/auth'
import { DEMO_ACCOUNTS } from '../../src/contract/demo-accounts'
import { startSandboxServer } from '../../src/server/http-server'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium'

export const KB = 1000

export interface ScriptRow {
  file: string
  raw: number
  gzip: number
}
export interface PageMeasure {
  path: string
  scripts: number
  gzip: number
  raw: number
  rows: ScriptRow[]
}

const seller = DEMO_ACCOUNTS.find((account) => account.role === 'Seller')
if (!seller) throw new Error('no seller demo account')

/** What shows that the page has rendered (its scripts are all in by then, and the network idle). */
const READY: Record<string, string> = {
  '/login': 'input[type="password"]',
  '/dashboard': 'main h1',
}

async function measurePage(
  browser: Browser,
  baseUrl: string,
  pagePath: string,
  tokens: v.InferOutput<typeof TokenPair> | null,
): Promise<PageMeasure> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  try {
    if (tokens) {
      // The same keys the app's token store writes (src/lib/session/storage-keys.ts).
      await context.addInitScript(
        ({ access, refresh }) => {
          localStorage.setItem('access_token_received_at', String(Date.now()))
          localStorage.setItem('refresh_token', refresh)
          localStorage.setItem('access_token', access)
        },
        { access: tokens.access_token, refresh: tokens.refresh_token },
      )
    }
    const page = await context.newPage()
    const pending: Promise<ScriptRow | null>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      pending.push(
        response.body().then(
          (bytes) => ({
            file: new URL(response.url()).pathname,
            raw: bytes.length,
            gzip: gzipSync(bytes, { level: 9 }).length,
          }),
          () => null,
        ),
      )
    })
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' })
    await page.waitForSelector(READY[pagePath] ?? 'body', { timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    if (new URL(page.url()).pathname !== pagePath) {
      throw new Error(`${pagePath} ended on ${page.url()}`)
    }
    const rows = (await Promise.all(pending))
      .filter((row): row is ScriptRow => row !== null)
      .sort((a, b) => b.gzip - a.gzip)
    return {
      path: pagePath,
      scripts: rows.length,
      gzip: rows.reduce((sum, row) => sum + row.gzip, 0),
      raw: rows.reduce((sum, row) => sum + row.raw, 0),
      rows,
    }
  } finally {
    await context.close()
  }
}

/** Serves `dist` with a fresh sandbox and measures /login and /dashboard. */
export async function measureBuild(dist: string): Promise<PageMeasure[]> {
  const server = await startSandboxServer({ port: 0, staticDir: dist, dataDir: null })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const response = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: seller!.email, password: seller!.password }),
    })
    if (!response.ok) throw new Error(`sign-in failed: ${String(response.status)}`)
    const tokens = v.parse(TokenPair, await response.json())
    return [
      await measurePage(browser, server.url, '/login', null),
      await measurePage(browser, server.url, '/dashboard', tokens),
    ]
  } finally {
    await browser.close()
    await server.close()
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const dists = process.argv.slice(2)
  if (dists.length === 0) {
    console.error('usage: tsx tests/budget/chromium-first-visit.ts <dist> [more dists …]')
    process.exit(2)
  }
  try {
    for (const dist of dists) {
      const pages = await measureBuild(path.resolve(dist))
      console.log(JSON.stringify({ dist, pages }))
    }
  } catch (error) {
    console.error(error)
    process.exit(1)
  }
}
