// Vitest: the app's Vite config (aliases, plugins) plus the three test projects. It lives in
// .config/, so every run names it: `vitest run -c .config/vitest.config.ts` (npm run test:unit,
// tests/run-all.mjs); `npm run test:unit -- <files>` runs some files.
import { fileURLToPath } from 'node:url'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from '../vite.config.js'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))

export default mergeConfig(
  viteConfig,
  defineConfig({
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
            // A hang guard, not a speed check: the fault matrices drive up to seven faults in one
            // test, which took over 5 s on two cores shared with other work.
            testTimeout: 15_000,
            // Component tests render (.tsx; shared helpers: tests/support), each file in a fresh
            // module graph and jsdom, so the singletons (token store, query client, vi.mock of app
            // modules, stubbed globals) stay the file's own. cross-tab.test.ts (unit) drives the
            // session and cross-tab singletons, and profile-freshness.test.ts the focus and online
            // managers (it timed out in CI after another file's leftovers), so both are isolated here.
            include: [
              'tests/component/**/*.test.tsx',
              'tests/unit/cross-tab.test.ts',
              'tests/unit/profile-freshness.test.ts',
            ],
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
            exclude: [
              'tests/unit/**/*.node.test.ts',
              'tests/unit/cross-tab.test.ts',
              // Drives the query client's focus and clock: its own module graph, as cross-tab.
              'tests/unit/profile-freshness.test.ts',
            ],
            setupFiles: ['tests/setup-dom.ts'],
            isolate: false,
          },
        },
      ],
    },
  }),
)
