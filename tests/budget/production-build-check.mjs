#!/usr/bin/env node
// Fails when a production build (VITE_SANDBOX=false) ships what only a sandbox build may hold:
// sandbox-only code (the test hooks, the sandbox API paths, the sandbox checkout dialog, the
// sandbox's mailbox page), the demo accounts, or anything that looks like a secret.
//
//   node tests/budget/production-build-check.mjs [build folder]   (default: dist-paystack/)
//
// Every file of the folder is read. Sandbox markers and demo accounts are looked for in what the
// browser runs (everything but source maps: a map lists whole source files even when the bundler
// dropped most of their code); secrets are looked for everywhere, maps included: the static server no
// longer serves them, but they stay in the build folder, and a host that uploads it as it is would.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(import.meta.dirname, '../..')

/** The demo sign-ins, read from their one source (src/contract/demo-accounts.ts). */
function demoAccountStrings() {
  const source = readFileSync(path.join(root, 'src/contract/demo-accounts.ts'), 'utf8')
  const values = [...source.matchAll(/(?:email|password):\s*'([^']+)'/g)].map((match) => match[1])
  if (values.length === 0)
    throw new Error('no demo accounts found in src/contract/demo-accounts.ts')
  return [...new Set(values)]
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Rules for what the browser runs. */
export function sandboxRules(demoStrings = demoAccountStrings()) {
  return [
    {
      id: 'sandbox test hooks (src/lib/sandbox-hooks.ts)',
      pattern: /__escrowSandbox|installSandboxHooks/,
    },
    { id: 'sandbox-only API path (/__sandbox/)', pattern: /\/__sandbox\b/ },
    // Served by the sandbox server alone (src/server/mailbox-page.ts): never part of an app build.
    {
      id: 'sandbox mailbox page (src/server/mailbox-page.ts)',
      pattern: /Sandbox mailbox|mailbox-page/,
    },
    {
      id: 'sandbox checkout dialog (src/features/payments)',
      pattern: /SandboxCheckoutDialog|createSandboxCheckout/,
    },
    { id: 'demo accounts panel', pattern: /Sandbox demo accounts/ },
    { id: 'demo account domain (@escrow.test)', pattern: /@escrow\.test\b/ },
    ...demoStrings.map((value) => ({
      id: `demo account credential (${value})`,
      pattern: new RegExp(escape(value)),
    })),
  ]
}

/** Rules for every file: strings that look like secrets. Public keys (pk_…, PUBLIC KEY) are fine. */
export const SECRET_RULES = [
  { id: 'private key', pattern: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----/ },
  { id: 'Paystack secret key', pattern: /\bsk_(?:live|test)_[0-9A-Za-z]{8,}/ },
  { id: 'Stripe-style restricted key', pattern: /\brk_(?:live|test)_[0-9A-Za-z]{8,}/ },
  {
    id: 'JSON Web Token',
    pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/,
  },
  { id: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  {
    id: 'AWS secret access key',
    pattern: /aws_?secret_?access_?key["'`]?\s*[:=]\s*["'`][A-Za-z0-9/+=]{40}["'`]/i,
  },
  { id: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{36,}\b/ },
  { id: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { id: 'Slack token', pattern: /\bxox[abprs]-[0-9A-Za-z-]{10,}/ },
]

/** Findings in one text: [{ rule, excerpt }]; secrets are shown redacted. */
export function scanText(text, { sandbox = true, demoStrings } = {}) {
  const findings = []
  const rules = [
    ...(sandbox ? sandboxRules(demoStrings).map((rule) => ({ ...rule, secret: false })) : []),
    ...SECRET_RULES.map((rule) => ({ ...rule, secret: true })),
  ]
  for (const rule of rules) {
    const match = rule.pattern.exec(text)
    if (!match) continue
    const found = match[0]
    const excerpt = rule.secret ? `${found.slice(0, 8)}…(${found.length} chars)` : found
    findings.push({ rule: rule.id, excerpt })
  }
  return findings
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => path.join(dir, String(name)))
    .filter((file) => statSync(file).isFile())
}

const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|wasm)$/i

/** Findings in every file of a build folder: [{ file, rule, excerpt }]. */
export function scanBuild(dir, options = {}) {
  const findings = []
  for (const file of filesUnder(dir)) {
    if (BINARY.test(file)) continue
    const text = readFileSync(file, 'utf8')
    const isMap = file.endsWith('.map')
    for (const finding of scanText(text, { ...options, sandbox: !isMap })) {
      findings.push({ file: path.relative(dir, file), ...finding })
    }
  }
  return findings
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = path.resolve(process.argv[2] ?? path.join(root, 'dist-paystack'))
  const files = filesUnder(dir)
  if (!files.some((file) => file.endsWith('index.html'))) {
    console.error(`production build check: no build in ${dir}`)
    process.exit(1)
  }
  const findings = scanBuild(dir)
  if (findings.length === 0) {
    console.log(
      `production build check: ${files.length} files in ${dir}, nothing sandbox-only or secret`,
    )
  } else {
    console.error(`production build check: ${findings.length} finding(s) in ${dir}`)
    for (const { file, rule, excerpt } of findings) console.error(`  ${file}: ${rule}: ${excerpt}`)
    console.error(
      '\nA build with VITE_SANDBOX=false must not ship sandbox code, demo accounts or secrets (src/server/SECURITY.md).',
    )
    process.exit(1)
  }
}
