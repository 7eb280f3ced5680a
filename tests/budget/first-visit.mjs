// The JavaScript a first visit to a page loads, estimated from Vite's build manifest
// (dist/.vite/manifest.json; build.manifest is on). Used by the bench's bundle report
// (tests/bench/bundle-report.ts), which shares each chunk out over its modules. The budget itself
// (bundle-budget.mjs) counts what Chromium fetches instead (chromium-first-visit.ts).
//
// A first visit loads the entry chunk (index.html's script, which holds the router and the
// __root route), its static imports, and the lazily split chunks of each matched route
// (TanStack Router autoCodeSplitting: manifest keys like `routes/login.tsx?tsr-split=component`,
// and `?tsr-split=loader`) with their static imports, transitively. Every split of a route file is
// counted, so the figure is an upper bound. Other dynamic imports (a sandbox build's demo-accounts
// and sandbox-hooks chunks) are listed but not counted. CSS is not counted.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export const KB = 1000
const root = path.resolve(import.meta.dirname, '../..')

/**
 * The budgets (budgets.json): KB of 1,000 bytes per build and page, checked by bundle-budget.mjs
 * on what Chromium fetches (chromium-first-visit.ts), not on this manifest walk.
 */
export const budgets = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'),
)

/**
 * The pages under budget and the route files a first visit to each one matches.
 * `layout: true`: a pathless layout may have nothing to split (e.g. only `beforeLoad`); then its
 * code is in the entry and only its source file has to exist.
 */
export const pages = [
  { path: '/login', routes: [{ id: 'login' }] },
  {
    path: '/dashboard',
    routes: [
      { id: '_shell' },
      { id: '_shell/_authed', layout: true },
      { id: '_shell/_authed/dashboard' },
    ],
  },
]

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The first-visit JS of each page in the build at `dist`: rows (manifest key, file, raw and gzip
 * level-9 bytes, largest first), totals, the chunks loaded on demand, and problems (a route
 * without a chunk, so renaming a route cannot make a check pass silently).
 */
export function firstVisit(dist) {
  const manifestPath = path.join(dist, '.vite/manifest.json')
  if (!existsSync(manifestPath)) {
    throw new Error(`${path.relative(root, manifestPath)} not found; run \`vite build\` first.`)
  }
  /** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const entryKey = Object.keys(manifest).find(
    (key) => manifest[key]?.isEntry && /(^|\/)index\.html$/.test(key),
  )
  if (entryKey === undefined) throw new Error('no index.html entry in the manifest.')

  /** Manifest keys of a route file's split chunks; keys are relative to Vite's root (repo or src/). */
  const routeChunkKeys = (id) => {
    const pattern = new RegExp(`(^|/)routes/${escapeRegExp(id)}\\.tsx\\?tsr-split=`)
    return Object.keys(manifest).filter((key) => pattern.test(key))
  }
  const addWithImports = (key, into) => {
    if (into.has(key)) return
    into.add(key)
    for (const imported of manifest[key]?.imports ?? []) addWithImports(imported, into)
  }
  const sizes = new Map()
  const sizesOf = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(path.join(dist, file))
      sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length })
    }
    return sizes.get(file)
  }

  const problems = []
  const results = pages.map((page) => {
    const keys = new Set()
    addWithImports(entryKey, keys)
    for (const route of page.routes) {
      const chunkKeys = routeChunkKeys(route.id)
      if (chunkKeys.length === 0) {
        const file = path.join(root, 'src/routes', `${route.id}.tsx`)
        if (!(route.layout && existsSync(file))) {
          problems.push(`${page.path}: no chunk for route "${route.id}" in the manifest`)
        }
      }
      for (const key of chunkKeys) addWithImports(key, keys)
    }
    const rows = [...keys]
      .map((key) => ({ key, file: manifest[key].file, ...sizesOf(manifest[key].file) }))
      .sort((a, b) => b.gzip - a.gzip)
    const onDemand = [
      ...new Set(
        [...keys]
          .flatMap((key) => manifest[key].dynamicImports ?? [])
          .filter((key) => !keys.has(key) && !key.includes('?tsr-split=')),
      ),
    ].map((key) => ({ file: manifest[key].file, gzip: sizesOf(manifest[key].file).gzip }))
    return {
      path: page.path,
      rows,
      gzip: rows.reduce((sum, row) => sum + row.gzip, 0),
      raw: rows.reduce((sum, row) => sum + row.raw, 0),
      onDemand,
    }
  })
  return { pages: results, problems }
}
