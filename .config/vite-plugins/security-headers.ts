import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import {
  SECURITY_HEADERS_FILE,
  apiOriginOf,
  buildSecurityHeaders,
  paystackBackdropStyleHashes,
  type BuildSecurityFacts,
  type SecurityHeadersFile,
} from '../../src/server/security-headers.js'

/**
 * Writes security-headers.json into the build: the Content-Security-Policy and other headers this
 * very build needs (src/server/security-headers.ts), which the server of `npm start` sends.
 */
export function securityHeaders(): Plugin {
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
