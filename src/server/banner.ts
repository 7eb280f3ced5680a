/** What `npm start` / `npm run serve` print once the server listens. */
import { DEMO_ACCOUNTS } from '../contract/demo-accounts'

export interface BannerInput {
  /** Where the app is shown to people, e.g. http://localhost:5173. */
  appUrl: string
  /** Where the server listens, e.g. http://127.0.0.1:5173 (for curl). */
  listenUrl: string
  requestedPort: number
  port: number
  dataDir: string | null
  /** Strict mode (SANDBOX_STRICT=1): said in one line. */
  strict?: boolean
}

export function startupBanner(input: BannerInput): string[] {
  const controls = `${input.listenUrl}/api/v1/__sandbox`
  const lines = [`Escrow app ready: ${input.appUrl}`]
  if (input.port !== input.requestedPort) lines.push(`(port ${input.requestedPort} was busy)`)
  lines.push(`Sandbox data: ${input.dataDir ?? 'in memory'}`)
  if (input.strict)
    lines.push(
      'Strict mode (SANDBOX_STRICT=1): answers carry only what the contracts name, {"detail"} where they name no body, Decimal strings, naive UTC times',
    )
  lines.push(
    `Test controls: ${controls}/{reset,config,failures,expire-tokens,requests,clock} (no cross-site calls; POST needs JSON)`,
    `  e.g. curl -X POST ${controls}/reset -H 'content-type: application/json'   (more: src/server/README.md)`,
    `Sandbox clock: skip a 72-hour inspection period (orders that come due are released); read it with GET ${controls}/clock`,
    `  curl -X POST ${controls}/clock -H 'content-type: application/json' -d '{"advance_seconds": 259200}'`,
    `Disputes: resolve one as support (release pays the seller, refund repays the buyer); ids from GET /api/v1/disputes`,
    `  curl -X POST ${controls}/disputes/DSP-XXXXXXXX/resolve -H 'content-type: application/json' -d '{"resolution": "refund"}'`,
    `Mail (invites, reset links, notification summaries), newest first: open ${input.appUrl}/api/v1/__sandbox/mailbox in a browser (or curl ${controls}/mail)`,
    'Demo accounts:',
  )
  for (const account of DEMO_ACCOUNTS) {
    lines.push(
      `  ${account.role.padEnd(6)}  ${account.fullName.padEnd(14)}  ${account.email} / ${account.password}`,
    )
  }
  return lines
}
