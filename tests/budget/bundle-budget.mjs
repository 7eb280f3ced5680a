#!/usr/bin/env node
// Bundle budget: the JavaScript a browser downloads on a first visit to a page, gzip level 9,
// computed from Vite's build manifest (dist/.vite/manifest.json; build.manifest is on).
//
// A first visit loads the entry chunk (index.html's script, which holds the router and the
// __root route), its static imports, and the lazily split chunks of each matched route
// (TanStack Router autoCodeSplitting: manifest keys like `routes/login.tsx?tsr-split=component`)
// with their static imports, transitively. Every split of a route file is counted (component,
// and error/pending/not-found components when split apart), so the figure is an upper bound.
// Other dynamic imports are listed but not counted (tests/e2e/bundle-size.spec.ts measures what
// Chromium really fetches). CSS is not counted.
//
// 1 KB = 1024 bytes. Exits 1 when a page is over budget, or when a route's chunk cannot be
// found, so renaming a route cannot make the check pass silently.
//
// Usage: node tests/budget/bundle-budget.mjs   (after `vite build`; DIST_DIR overrides dist/)
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const KB = 1024
const root = path.resolve(import.meta.dirname, '../..')
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist')

/**
 * The pages under budget and the route files a first visit to each one matches.
 * `layout: true`: a pathless layout may have nothing to split (e.g. only `beforeLoad`); then its
 * code is in the entry and only its source file has to exist.
 */
// KB of gzipped JS per page: one file shared with the browser check (tests/e2e/bundle-size.spec.ts).
// /login was 130 in the first plan; it is 140 because the sign-in form's library (TanStack Form,
// 14.4 KB) comes on top of the 108 KB stack floor (React, router, query, ky, valibot, jose).
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'))

const pages = [
  { path: '/login', budgetKB: budgets['/login'], routes: [{ id: 'login' }] },
  {
    path: '/dashboard',
    budgetKB: budgets['/dashboard'],
    routes: [{ id: '_authed', layout: true }, { id: '_authed/dashboard' }],
  },
]

const manifestPath = path.join(dist, '.vite/manifest.json')
if (!existsSync(manifestPath)) {
  console.error(
    `bundle-budget: ${path.relative(root, manifestPath)} not found; run \`vite build\` first.`,
  )
  process.exit(1)
}
/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))

const entryKey = Object.keys(manifest).find(
  (key) => manifest[key]?.isEntry && /(^|\/)index\.html$/.test(key),
)
if (entryKey === undefined) {
  console.error('bundle-budget: no index.html entry in the manifest.')
  process.exit(1)
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Manifest keys of a route file's split chunks; keys are relative to Vite's root (repo or src/). */
const routeChunkKeys = (id) => {
  const pattern = new RegExp(`(^|/)routes/${escapeRegExp(id)}\\.tsx\\?tsr-split=`)
  return Object.keys(manifest).filter((key) => pattern.test(key))
}

/** A chunk and its static imports, transitively, into `into`. */
const addWithImports = (key, into) => {
  if (into.has(key)) return
  into.add(key)
  for (const imported of manifest[key]?.imports ?? []) addWithImports(imported, into)
}

const gzipSizes = new Map()
const sizesOf = (file) => {
  let sizes = gzipSizes.get(file)
  if (sizes === undefined) {
    const bytes = readFileSync(path.join(dist, file))
    sizes = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
    gzipSizes.set(file, sizes)
  }
  return sizes
}

const kb = (bytes) => (bytes / KB).toFixed(1).padStart(7)
const problems = []

for (const page of pages) {
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
  const total = rows.reduce((sum, row) => sum + row.gzip, 0)
  const raw = rows.reduce((sum, row) => sum + row.raw, 0)
  const over = total > page.budgetKB * KB

  console.log(`\n${page.path}  (first visit, JS only)`)
  console.log(`  ${'gzip KB'.padStart(7)}  ${'raw KB'.padStart(7)}  file  (manifest key)`)
  for (const row of rows) {
    console.log(`  ${kb(row.gzip)}  ${kb(row.raw)}  ${row.file}  (${row.key})`)
  }
  console.log(
    `  ${kb(total)}  ${kb(raw)}  total: ${(total / KB).toFixed(1)} KB of ${page.budgetKB} KB gzip budget ${over ? '— OVER BUDGET' : 'ok'}`,
  )
  const onDemand = [...keys]
    .flatMap((key) => manifest[key].dynamicImports ?? [])
    .filter((key) => !keys.has(key) && !key.includes('?tsr-split='))
  for (const key of new Set(onDemand)) {
    console.log(
      `  not counted, loaded on demand: ${manifest[key].file} (${kb(sizesOf(manifest[key].file).gzip).trim()} KB gzip)`,
    )
  }
  if (over) problems.push(`${page.path}: ${(total / KB).toFixed(1)} KB > ${page.budgetKB} KB gzip`)
}

if (problems.length > 0) {
  console.error(`\nbundle budget failed:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log('\nbundle budget ok (1 KB = 1024 bytes, gzip level 9)')
