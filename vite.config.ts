/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const projectRoot = fileURLToPath(new URL('.', import.meta.url))
const src = fileURLToPath(new URL('./src', import.meta.url))
const styles = fileURLToPath(new URL('./styles', import.meta.url))

const FIRST_PAGE_LIBRARIES =
  /node_modules\/(react|react-dom|scheduler|ky|valibot|jose|@tanstack\/(react-router|router-core|history|store|react-store|query-core|react-query))\//

/** Mounts the sandbox provider API on the dev server, so `npm run dev` is one origin too. */
function sandboxApi(): Plugin {
  return {
    name: 'sandbox-api',
    apply: 'serve',
    async configureServer(server) {
      if (process.env.VITEST) return
      const mod = (await server.ssrLoadModule(`${src}/server/dev-middleware.ts`)) as {
        createDevMiddleware: () => Promise<
          (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void
        >
      }
      server.middlewares.use(await mod.createDevMiddleware())
    },
  }
}

export default defineConfig({
  // index.html lives in src/ so the top level stays as small as the guide asks.
  root: src,
  envDir: projectRoot,
  publicDir: false,
  resolve: { alias: { '~': src, '~styles': styles } },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Pending components are split too, so a route's shell never lands in the entry chunk.
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: `${src}/routes`,
      generatedRouteTree: `${projectRoot}/routes.gen.ts`,
      routeFileIgnorePattern: '\\.css\\.ts$',
    }),
    vanillaExtractPlugin(),
    react(),
    sandboxApi(),
  ],
  build: {
    outDir: `${projectRoot}/dist`,
    emptyOutDir: true,
    manifest: true,
    // Every supported browser has modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        // Libraries every first page needs go in one chunk: gzip compresses one file far better
        // than a dozen small ones, and they change less often than app code (longer caching).
        manualChunks: (id) => (FIRST_PAGE_LIBRARIES.test(id) ? 'vendor' : undefined),
      },
    },
  },
  server: { port: 5173 },
  test: {
    root: projectRoot,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/unit/**/*.node.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser-like',
          environment: 'jsdom',
          // Unit tests are pure logic (.ts), component tests render (.tsx); shared helpers: tests/support.
          include: ['tests/unit/**/*.test.ts', 'tests/component/**/*.test.tsx'],
          exclude: ['tests/unit/**/*.node.test.ts'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
})
