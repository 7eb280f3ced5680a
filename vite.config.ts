import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { bundleTreemap } from './.config/vite-plugins/bundle-treemap.js'
import { sandboxApi } from './.config/vite-plugins/sandbox-api.js'
import { securityHeaders } from './.config/vite-plugins/security-headers.js'

// The tests' configuration: .config/vitest.config.ts (npm run test:unit).
const projectRoot = fileURLToPath(new URL('.', import.meta.url))
const src = fileURLToPath(new URL('./src', import.meta.url))
const styles = fileURLToPath(new URL('./styles', import.meta.url))

// Not the paged-query hook, which only the bell's list uses (signed in): it stays with the shell.
const FIRST_PAGE_LIBRARIES =
  /node_modules\/(react|react-dom|scheduler|ky|valibot|jose|@tanstack\/(react-router|router-core|history|store|react-store|query-core|react-query))\/(?!.*\/(useInfiniteQuery|infiniteQueryObserver)\.js$)/
// App modules that /login and the signed-in pages both import through their route chunks (the
// contract's schemas, API errors, single flight, the Alert and its recipe runtime): one chunk instead of nine small
// ones, each with its own imports and gzip overhead (production /login -1.7 KB, /dashboard -1.9 KB).
// The text field too (0.6 KB chunk of its own on /login before; /login -0.27 KB, /dashboard +0.31 KB).
// And the same-origin path check (/login's return path, the bell's links): -0.2 KB on each.
const FIRST_PAGE_SHARED =
  /\/src\/(contract\/(auth|common|escrow|limits|money)|lib\/(api-error|single-flight|safe-redirect)|components\/(Alert|cx|Field|TextField))\.tsx?$|@vanilla-extract\/recipes\/dist\/createRuntimeFn/

export default defineConfig({
  // index.html lives in src/, so the top level holds only the project's own files.
  root: src,
  envDir: projectRoot,
  publicDir: false,
  resolve: {
    alias: {
      '~': src,
      '~styles': styles,
      // Radix's scroll lock writes a <style> element, which the CSP refuses: the same API on a
      // constructed stylesheet instead (the file says why and how).
      'react-style-singleton': `${src}/lib/constructed-style-singleton.ts`,
      // TanStack Form's devtools reporting (events and a 1 s timer, in production too): a no-op.
      '@tanstack/devtools-event-client': `${src}/lib/devtools-event-client-off.ts`,
      // TanStack Form's form and field groups, attached to every form and used by none here: off.
      './useFormGroup.js': `${src}/lib/form-group-off.ts`,
      './useFieldGroup.js': `${src}/lib/form-group-off.ts`,
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Pending components are split too, so a route's shell never lands in the entry chunk.
      // Loaders too: with them the entry held every route's queries and what they import, which
      // /login never runs; a loader chunk is small and loads beside its component's chunk.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: `${src}/routes`,
      generatedRouteTree: `${projectRoot}/routes.gen.ts`,
      routeFileIgnorePattern: '\\.css\\.ts$',
    }),
    vanillaExtractPlugin(),
    react(),
    sandboxApi(),
    securityHeaders(),
    bundleTreemap(),
  ],
  build: {
    outDir: `${projectRoot}/dist`,
    emptyOutDir: true,
    manifest: true,
    // Every supported browser has modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    // Maps are written (an error tracker or the bench's treemap reads them) but no file points at
    // them, and the server of `npm start` never serves *.map (src/server/static-files.ts).
    sourcemap: 'hidden',
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries every first page needs go in one chunk: gzip compresses one file far better
            // than a dozen small ones, and they change less often than app code (longer caching).
            { name: 'vendor', test: FIRST_PAGE_LIBRARIES },
            { name: 'first-page', test: FIRST_PAGE_SHARED },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
})
