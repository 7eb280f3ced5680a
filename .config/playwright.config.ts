// Playwright config. It lives in .config/, and Playwright resolves every relative path here
// against this folder, hence the `../`.
//
// The app is not served by a `webServer` entry: each worker starts its own in-memory sandbox
// serving dist/ (see tests/e2e/fixtures.ts), so run `vite build` first (`npm run test:e2e` does).
import { defineConfig, type PlaywrightTestConfig, type ReporterDescription } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium'

// tests/run-all.mjs sets PLAYWRIGHT_JSON_OUTPUT_FILE to read the test counts; the json reporter
// picks the path up from the environment itself.
const jsonReporter: ReporterDescription[] =
  process.env.PLAYWRIGHT_JSON_OUTPUT_FILE || process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [['json']]
    : []

/** The journeys proven in the production build (the `paystack` project) instead of the sandbox one. */
const PRODUCTION_JOURNEYS = /(paystack|password-reset)\.spec\.ts$/

const chromium = {
  browserName: 'chromium',
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  },
} satisfies PlaywrightTestConfig['use']

export default defineConfig({
  testDir: '../tests/e2e',
  outputDir: '../test-results',
  timeout: 30_000,
  fullyParallel: true,
  // Two workers, each with its own sandbox: on this 2-core machine the suite takes about 260 s
  // instead of about 350 s, and three full runs in a row passed (tests/README.md). The tests wait on
  // states (expect, expect.poll) and fake clocks, never on fixed times, so a busier core only makes
  // them slower. `--workers=1` on the command line runs them one at a time.
  workers: 2,
  // No retries anywhere: a flaky test gets fixed, not retried.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: '../playwright-report' }],
    ...jsonReporter,
  ],
  use: {
    headless: true,
    // 'on-first-retry' would never record anything with retries: 0, so keep the trace of failures.
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // The journeys of the build users get run in their own project.
      testIgnore: PRODUCTION_JOURNEYS,
      use: chromium,
    },
    {
      // The build users get (dist-paystack/, or E2E_PAYSTACK_DIST_DIR: VITE_SANDBOX=false,
      // Paystack, every provider part) against the sandbox answering as a strict provider: the real
      // @paystack/inline-js against a faked checkout origin (tests/e2e/paystack.spec.ts), and the
      // password reset journey.
      name: 'paystack',
      testMatch: PRODUCTION_JOURNEYS,
      use: chromium,
    },
  ],
})
