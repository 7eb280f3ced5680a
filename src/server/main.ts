/** `npm start` / `npm run serve`: the built app and the sandbox API on one origin. */
import { resolve } from 'node:path'
import { startupBanner } from './banner'
import { REPO_ROOT, defaultDataDir, strictFromEnv, ttlFromEnv } from './data-dir'
import { startSandboxServer } from './http-server'

const requestedPort = Number(process.env.PORT ?? 5173)

const server = await startSandboxServer({
  port: Number.isInteger(requestedPort) && requestedPort >= 0 ? requestedPort : 5173,
  host: process.env.HOST ?? '127.0.0.1',
  staticDir: resolve(REPO_ROOT, 'dist'),
  dataDir: defaultDataDir(),
  accessTtlSeconds: ttlFromEnv(),
  fallbackToFreePort: true,
  strict: strictFromEnv(),
}).catch((error: unknown) => {
  // E.g. the data folder is in use by another sandbox: the message says what to do.
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

for (const line of startupBanner({
  appUrl: `http://localhost:${server.port}`,
  listenUrl: server.url,
  requestedPort,
  port: server.port,
  dataDir: server.sandbox.dataDir,
  strict: server.sandbox.strict,
})) {
  console.log(line)
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void server.close().finally(() => process.exit(0))
  })
}
