/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { visualizer } from 'rollup-plugin-visualizer'
import { defineConfig, type Plugin, type PluginOption } from 'vite'
import {
  SECURITY_HEADERS_FILE,
  apiOriginOf,
  buildSecurityHeaders,
  paystackBackdropStyleHashes,
  type BuildSecurityFacts,
  type SecurityHeadersFile,
} from './src/server/security-headers.js'

const projectRoot = fileURLToPath(new URL('.', import.meta.url))
const src = fileURLToPath(new URL('./src', import.meta.url))
const styles = fileURLToPath(new URL('./styles', import.meta.url))

/**
 * `BUNDLE_TREEMAP=<folder> vite build` (npm run bench) also writes where the bytes go, per chunk and
 * module: <folder>/bundle-treemap.html and the same data as bundle-stats.json (the bench's bundle
 * report shares each chunk's gzip size out over them). A plain build is unchanged.
 */
function bundleTreemap(): PluginOption {
  const folder = process.env.BUNDLE_TREEMAP
  if (!folder) return false
  // Sizes from the source maps: what the minified chunks hold, not the modules before minification
  // (the plugin computes no gzip sizes in this mode).
  const common = { sourcemap: true, projectRoot }
  // The plugin's types name rollup's Plugin, which Vite 8 (rolldown) does not install.
  const plugin = (options: Parameters<typeof visualizer>[0]) => visualizer(options) as PluginOption
  return [
    plugin({
      ...common,
      filename: `${folder}/bundle-treemap.html`,
      template: 'treemap',
      title: 'Escrow web app: JS per chunk (minified)',
    }),
    plugin({ ...common, filename: `${folder}/bundle-stats.json`, template: 'raw-data' }),
  ]
}

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
          (
            req: import('node:http').IncomingMessage,
            res: import('node:http').ServerResponse,
            next: () => void,
          ) => void
        >
      }
      server.middlewares.use(await mod.createDevMiddleware())
    },
  }
}

/**
 * Writes security-headers.json into the build: the Content-Security-Policy and other headers this
 * very build needs (src/server/security-headers.ts), which the server of `npm start` sends.
 */
function securityHeaders(): Plugin {
  let facts: BuildSecurityFacts | undefined
  return {
    name: 'security-headers',
    apply: 'build',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>
      const paystack = env.VITE_PAYMENT_PROVIDER === 'paystack'
      facts = {
        paymentProvider: paystack ? 'paystack' : 'sandbox',
        apiOrigin: apiOriginOf(env.VITE_API_BASE_URL),
        // The same inline-js the bundle holds (its "module" build, which Vite picks).
        providerStyleHashes: paystack
          ? paystackBackdropStyleHashes(
              readFileSync(
                createRequire(import.meta.url).resolve('@paystack/inline-js/es/inline.js'),
                'utf8',
              ),
            )
          : [],
      }
    },
    generateBundle() {
      if (!facts) return
      const file: SecurityHeadersFile = { build: facts, headers: buildSecurityHeaders(facts) }
      this.emitFile({
        type: 'asset',
        fileName: SECURITY_HEADERS_FILE,
        source: `${JSON.stringify(file, null, 2)}\n`,
      })
    },
  }
}

/**
 * react-style-singleton (the scroll lock of Radix's Dialog and modal DropdownMenu, through
 * react-remove-scroll) writes its CSS into a new <style> element, which `style-src 'self'`
 * refuses: the page behind a dialog would keep its scrollbar, and every dialog would report a CSP
 * violation. In builds its module is replaced by the same API on a constructed stylesheet
 * (`document.adoptedStyleSheets`): CSSOM, which no CSP directive governs, and no nonce to hand
 * around. The build stops if the library no longer looks like the version this was written for.
 */
const STYLE_SINGLETON_MODULE = /[\\/]react-style-singleton[\\/]dist[\\/]es2015[\\/]singleton\.js$/

const CONSTRUCTED_STYLE_SINGLETON = `
export var stylesheetSingleton = function () {
  var counter = 0;
  var sheet = null;
  return {
    add: function (style) {
      if (counter == 0 && typeof document !== 'undefined') {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
      }
      counter++;
    },
    remove: function () {
      counter--;
      if (!counter && sheet) {
        var removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter(function (item) {
          return item !== removed;
        });
        sheet = null;
      }
    },
  };
};
`

function constructedStyleSingleton(): Plugin {
  let replaced = false
  return {
    name: 'csp-constructed-style-singleton',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]react-style-singleton[\\/]/.test(id)) return null
      if (!STYLE_SINGLETON_MODULE.test(id)) {
        // Only the module build's index, component and hook may reach here; they import ./singleton.
        if (/[\\/]dist[\\/]es2015[\\/](index|component|hook)\.js$/.test(id)) return null
        this.error(`react-style-singleton: unexpected module ${id}; review vite.config.ts`)
      }
      const expected = ['export var stylesheetSingleton', "document.createElement('style')"]
      if (!expected.every((part) => code.includes(part))) {
        this.error('react-style-singleton changed: review the constructed-stylesheet patch')
      }
      replaced = true
      return { code: CONSTRUCTED_STYLE_SINGLETON, map: null }
    },
    generateBundle(_, bundle) {
      const usesSingleton = Object.values(bundle).some(
        (item) =>
          item.type === 'chunk' &&
          Object.keys(item.modules).some((id) => id.includes('react-style-singleton')),
      )
      if (usesSingleton && !replaced) {
        this.error('react-style-singleton is bundled without the constructed-stylesheet patch')
      }
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
    constructedStyleSingleton(),
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
    // Vitest's default in a run is one worker fewer than the cores: one worker on a two-core CI
    // machine, where the main process is mostly idle while files run. One worker per core halves
    // the wall time there. The pool stays forks (the default): tests/unit/dates.node.test.ts sets
    // its own time zone (process.env.TZ), which threads would share.
    maxWorkers: '100%',
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
          // Component tests render (.tsx; shared helpers: tests/support), each file in a fresh module
          // graph and jsdom, so the singletons (token store, query client, vi.mock of app modules,
          // stubbed globals) stay the file's own. cross-tab.test.ts (unit) drives the session and
          // cross-tab singletons, so it is isolated here too.
          include: ['tests/component/**/*.test.tsx', 'tests/unit/cross-tab.test.ts'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The pure unit tests share one module graph and jsdom per worker (isolate: false): the
          // fresh environment per file cost five times their own run time. They passed alone and
          // in shuffled file and test orders. A unit test that leaves module state behind or that
          // another file's leftovers break goes in the isolated project above (like cross-tab).
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/**/*.node.test.ts', 'tests/unit/cross-tab.test.ts'],
          setupFiles: ['tests/setup-dom.ts'],
          isolate: false,
        },
      },
    ],
  },
})
