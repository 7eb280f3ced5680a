#!/usr/bin/env node
// `npm run bench`: the orders page benchmark (tests/bench/orders-bench.ts), run through tsx because
// it starts the sandbox server from its TypeScript sources. Not part of `npm test`.
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
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
