import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../src/contract/demo-accounts'
import { scanBuild, scanText } from '../budget/production-build-check.mjs'

const rules = (text: string, sandbox = true) => scanText(text, { sandbox }).map((f) => f.rule)

// Secret-looking strings are assembled at run time, so this file itself never holds one.
const fakeJwt = [
  'eyJhbGciOiJIUzI1NiJ9',
  'eyJzdWIiOiIxMjM0NTY3ODkwIn0',
  'c2lnbmF0dXJlLXNpZ25hdHVyZQ',
].join('.')
const fakePaystackSecret = ['sk', 'live', '0123456789abcdef0123456789abcdef'].join('_')
const fakeAwsKey = ['AKIA', 'IOSFODNN7EXAMPLE'].join('')
const privateKeyHeader = ['-----BEGIN', 'RSA PRIVATE KEY-----'].join(' ')

describe('production build check', () => {
  it('finds the sandbox-only code of a sandbox build', () => {
    expect(rules('function t(){window.__escrowSandbox={get:t=>e.get(t).json()}}')).toEqual([
      'sandbox test hooks (src/lib/sandbox-hooks.ts)',
    ])
    expect(rules('var rt=`/__sandbox`,R=E({access_code:i()})')).toEqual([
      'sandbox-only API path (/__sandbox/)',
    ])
    expect(rules('import(`./SandboxCheckoutDialog-Bk5tHLy2.js`)')).toEqual([
      'sandbox checkout dialog (src/features/payments)',
    ])
    // Issue 25: the mailbox is the sandbox server's page; any trace of it in an app build fails.
    expect(rules('h1.textContent=`Sandbox mailbox`')).toEqual([
      'sandbox mailbox page (src/server/mailbox-page.ts)',
    ])
  })

  it('finds every demo account e-mail and password', () => {
    for (const account of DEMO_ACCOUNTS) {
      expect(rules(`{email:\`${account.email}\`}`)).toContain(
        `demo account credential (${account.email})`,
      )
      expect(rules(`{password:\`${account.password}\`}`)).toContain(
        `demo account credential (${account.password})`,
      )
    }
  })

  it('finds secret-looking strings, also in source maps, and shows them redacted', () => {
    const text = `a="${fakeJwt}";b="${fakePaystackSecret}";c="${fakeAwsKey}";d="${privateKeyHeader}"`
    const findings = scanText(text, { sandbox: false })
    expect(findings.map((f) => f.rule)).toEqual([
      'private key',
      'Paystack secret key',
      'JSON Web Token',
      'AWS access key id',
    ])
    const secrets = [fakeJwt, fakePaystackSecret, fakeAwsKey]
    for (const finding of findings) {
      for (const secret of secrets) expect(finding.excerpt).not.toContain(secret)
    }
    expect(findings.find((f) => f.rule === 'Paystack secret key')?.excerpt).toBe(
      'sk_live_…(40 chars)',
    )
  })

  it("lets a Paystack build's public material through", () => {
    const inlineJs =
      'publicKey:"-----BEGIN PUBLIC KEY-----\\r\\nMFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBALhZs/7hP0g0\\r\\n-----END PUBLIC KEY-----",' +
      'key:"pk_live_0123456789abcdef",checkoutUrl:"https://checkout.paystack.com/"'
    expect(scanText(inlineJs)).toEqual([])
  })

  describe('on a build folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prod-check-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    it('reports sandbox markers in code, not in maps; secrets in both', () => {
      mkdirSync(join(dir, 'assets'))
      writeFileSync(
        join(dir, 'index.html'),
        '<script type="module" src="/assets/index-1.js"></script>',
      )
      writeFileSync(join(dir, 'assets', 'index-1.js'), 'console.log("app")')
      writeFileSync(
        join(dir, 'assets', 'index-1.js.map'),
        JSON.stringify({ sourcesContent: ["export const SANDBOX_PREFIX = '/__sandbox'"] }),
      )
      expect(scanBuild(dir)).toEqual([])

      writeFileSync(join(dir, 'assets', 'DemoAccounts-2.js'), 'var n=[{email:`ada@escrow.test`}]')
      writeFileSync(join(dir, 'assets', 'leak-3.js.map'), JSON.stringify({ x: fakeJwt }))
      expect(scanBuild(dir).map((f) => `${f.file}: ${f.rule}`)).toEqual([
        'assets/DemoAccounts-2.js: demo account domain (@escrow.test)',
        'assets/DemoAccounts-2.js: demo account credential (ada@escrow.test)',
        'assets/leak-3.js.map: JSON Web Token',
      ])
    })
  })
})
