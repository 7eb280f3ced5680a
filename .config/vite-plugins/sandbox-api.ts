import type { IncomingMessage, ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const devMiddleware = fileURLToPath(new URL('../../src/server/dev-middleware.ts', import.meta.url))

/** Mounts the sandbox provider API on the dev server, so `npm run dev` is one origin too. */
export function sandboxApi(): Plugin {
  return {
    name: 'sandbox-api',
    apply: 'serve',
    async configureServer(server) {
      if (process.env.VITEST) return
      const mod = (await server.ssrLoadModule(devMiddleware)) as {
        createDevMiddleware: () => Promise<
          (req: IncomingMessage, res: ServerResponse, next: () => void) => void
        >
      }
      server.middlewares.use(await mod.createDevMiddleware())
    },
  }
}
