/** `npm start` / `npm run serve`: the built app and the sandbox API on one origin. */
import { resolve } from 'node:path'
import { DEMO_ACCOUNTS } from '../contract/demo-accounts'
import { REPO_ROOT, defaultDataDir, ttlFromEnv } from './data-dir'
import { startSandboxServer } from './http-server'

const requestedPort = Number(process.env.PORT ?? 5173)

const server = await startSandboxServer({
  port: Number.isInteger(requestedPort) && requestedPort >= 0 ? requestedPort : 5173,
  host: process.env.HOST ?? '127.0.0.1',
  staticDir: resolve(REPO_ROOT, 'dist'),
  dataDir: defaultDataDir(),
  accessTtlSeconds: ttlFromEnv(),
  fallbackToFreePort: true,
})

console.log(`Escrow app ready: http://localhost:${server.port}`)
if (server.port !== requestedPort) console.log(`(port ${requestedPort} was busy)`)
console.log(`Sandbox data: ${server.sandbox.dataDir ?? 'in memory'}`)
console.log('Demo accounts:')
for (const account of DEMO_ACCOUNTS) {
  console.log(
    `  ${account.role.padEnd(6)}  ${account.fullName.padEnd(14)}  ${account.email} / ${account.password}`,
  )
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void server.close().finally(() => process.exit(0))
  })
}
