/**
 * Where the first-visit JS of /login and /dashboard goes: the totals of the budget check
 * (tests/budget/first-visit.mjs) and, from the visualiser's data of the same build
 * (bench-results/bundle-stats.json, written with the treemap bundle-treemap.html when run-bench.mjs
 * builds with BUNDLE_TREEMAP), the largest contributors by package or app folder: minified bytes
 * and their share of the gzip total. Writes bench-results/bundle.json.
 *
 * The totals here are the manifest's estimate; the budget (tests/budget/bundle-budget.mjs) counts
 * what Chromium fetches, for the sandbox and the production build. For the production build's
 * treemap: `VITE_SANDBOX=false VITE_PAYMENT_PROVIDER=paystack BENCH_DIST_DIR=/tmp/paystack-dist
 * npm run bench:bundle`.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import * as v from 'valibot'
import { KB, budgets, firstVisit, type FirstVisitRow } from '../budget/first-visit.mjs'
import { distDir, resultsDir, round, runMain, writeResults } from './harness'

const Part = v.object({ metaUid: v.string(), renderedLength: v.number() })
interface TreeNode {
  name: string
  uid?: string
  children?: TreeNode[]
}
const TreeNode: v.GenericSchema<TreeNode> = v.object({
  name: v.string(),
  uid: v.optional(v.string()),
  children: v.optional(v.array(v.lazy(() => TreeNode))),
})
const Stats = v.object({
  tree: v.object({ children: v.array(TreeNode) }),
  nodeParts: v.record(v.string(), Part),
})

/** A module id as a contributor: the npm package, or the app folder (src/features/session, ...). */
function contributorOf(id: string): string {
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(id)
  if (pkg) return pkg[1]!
  const app = /^(src\/(features|lib|components|routes|contract)\/[^/?]+|styles)/.exec(id)
  if (app) return app[1]!.replace(/\.(tsx?|css\.ts)$/, '')
  return id
}

/**
 * Contributors to a set of chunks: minified bytes from the source maps, and each chunk's gzip size
 * shared out in proportion to them (so the shares add up to the page's total).
 */
function contributors(stats: v.InferOutput<typeof Stats>, chunks: readonly FirstVisitRow[]) {
  const totals = new Map<string, { minified: number; gzip: number }>()
  for (const chunk of stats.tree.children) {
    const row = chunks.find((candidate) => candidate.file === chunk.name)
    if (!row) continue
    const parts: { name: string; minified: number }[] = []
    const visit = (node: TreeNode, trail: string) => {
      const id = trail ? `${trail}/${node.name}` : node.name
      const part = node.uid ? stats.nodeParts[node.uid] : undefined
      if (part) parts.push({ name: contributorOf(id), minified: part.renderedLength })
      for (const child of node.children ?? []) visit(child, id)
    }
    for (const child of chunk.children ?? []) visit(child, '')
    const chunkMinified = parts.reduce((sum, part) => sum + part.minified, 0) || 1
    for (const part of parts) {
      const sum = totals.get(part.name) ?? { minified: 0, gzip: 0 }
      sum.minified += part.minified
      sum.gzip += (row.gzip * part.minified) / chunkMinified
      totals.set(part.name, sum)
    }
  }
  return [...totals]
    .map(([name, sum]) => ({
      name,
      minifiedKB: round(sum.minified / KB),
      gzipKB: round(sum.gzip / KB),
    }))
    .sort((a, b) => b.gzipKB - a.gzipKB)
}

function main() {
  const report = firstVisit(distDir)
  const statsFile = path.join(resultsDir, 'bundle-stats.json')
  const stats = existsSync(statsFile)
    ? v.parse(Stats, JSON.parse(readFileSync(statsFile, 'utf8')))
    : null
  const pages = report.pages.map((page) => ({
    path: page.path,
    gzipKB: round(page.gzip / KB),
    // Read as text by run-bench.mjs's summary: the budgets count what Chromium fetches.
    budgetKB: `production ${String(budgets.production[page.path])}, sandbox ${String(budgets.sandbox[page.path])} KB as Chromium fetches`,
    chunks: page.rows.map((row) => ({ file: row.file, gzipKB: round(row.gzip / KB) })),
    top: stats ? contributors(stats, page.rows).slice(0, 12) : [],
  }))
  console.log('First-visit JS from the manifest (gzip level 9, 1 KB = 1,000 bytes):')
  for (const page of pages) {
    console.log(`  ${page.path}: ${String(page.gzipKB)} KB (budget ${page.budgetKB})`)
    for (const item of page.top.slice(0, 8)) {
      console.log(
        `    ${String(item.gzipKB).padStart(6)} KB  ${item.name} (${String(item.minifiedKB)} KB minified)`,
      )
    }
  }
  if (stats)
    console.log(
      `treemap: ${path.join(path.relative(process.cwd(), resultsDir), 'bundle-treemap.html')}`,
    )
  if (report.problems.length > 0) throw new Error(report.problems.join('\n'))
  writeResults('bundle', { date: new Date().toISOString(), pages })
}

runMain(main)
