#!/usr/bin/env node
// `npm run bench`: the orders page benchmark (tests/bench/orders-bench.ts, which builds dist/ when
// needed), the five-tabs bench, then the transactions page at 50,000 rows
// (tests/bench/transactions-bench.ts), run through tsx because they start the sandbox server from
// its TypeScript sources. Not part of `npm test`.
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const tsx = path.join(root, 'node_modules/.bin/tsx')
const child = spawn(
  tsx,
  [path.join(root, 'tests/bench/orders-bench.ts'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
)
child.on('error', (error) => {
  console.error(`bench: could not start tsx: ${error.message}`)
  process.exit(1)
})
child.on('close', (code, signal) => {
  if (code !== 0) process.exit(code ?? (signal ? 1 : 0))
  // Then the five-tabs bench (tests/bench/tabs-bench.ts).
  const tabs = spawn(tsx, [path.join(root, 'tests/bench/tabs-bench.ts')], {
    cwd: root,
    stdio: 'inherit',
  })
  tabs.on('close', (tabsCode, tabsSignal) => {
    if (tabsCode !== 0) process.exit(tabsCode ?? (tabsSignal ? 1 : 0))
    // Then the transactions page at 50,000 rows (tests/bench/transactions-bench.ts).
    const transactions = spawn(tsx, [path.join(root, 'tests/bench/transactions-bench.ts')], {
      cwd: root,
      stdio: 'inherit',
    })
    transactions.on('close', (txCode, txSignal) => process.exit(txCode ?? (txSignal ? 1 : 0)))
  })
})
