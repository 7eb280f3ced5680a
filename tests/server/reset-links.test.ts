/**
 * Reset links (agreements spec §10, issue 32): a successful reset spends every link of the user;
 * at most 3 reset e-mails per address in 15 minutes (still 202, the same for unknown addresses);
 * the mail outbox on disk holds no usable token, while the running sandbox's mailbox shows a
 * working link.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { TokenPair } from '../../src/contract/auth'
import { FORGOT_PASSWORD_DETAIL } from '../../src/contract/password-reset'
import { SandboxMail } from '../../src/contract/sandbox'
import { createSandbox } from '../../src/server/app'
import { HIDDEN_LINK_NOTE } from '../../src/server/mail-links'
import { Api, BAYO, expectDetail, expectOk, fixedClock, newSandbox } from './helpers'

const RESET_SUBJECT = 'Reset your password'

const forgot = (api: Api, email: string) => api.post('/auth/forgot-password', { json: { email } })
const reset = (api: Api, token: string, password = 'newpass1') =>
  api.post('/auth/reset-password', { json: { token, password, password2: password } })

async function resetMails(api: Api, to = BAYO) {
  const all = v.parse(v.array(SandboxMail), (await api.get('/__sandbox/mail')).body)
  return all.filter((mail) => mail.to === to && mail.subject === RESET_SUBJECT)
}

/** The tokens of the reset e-mails to `to`, newest first. */
async function tokens(api: Api, to = BAYO): Promise<string[]> {
  return (await resetMails(api, to)).map(
    (mail) => new URL(mail.links[0] ?? '').searchParams.get('token') ?? '',
  )
}

describe('a successful reset spends every link of the user', () => {
  it('link A changes the password: the earlier link B no longer works', async () => {
    const { api, clock } = await newSandbox()
    await forgot(api, BAYO)
    clock.advance(60_000)
    await forgot(api, BAYO)
    const [newer = '', older = ''] = await tokens(api)
    expect(newer).not.toBe(older)
    expect((await reset(api, newer)).status).toBe(200)
    expectDetail(await reset(api, older, 'thief-pass'), 400, 'Reset link is invalid or has expired')
    expectOk(
      await api.post('/auth/login', { form: { username: BAYO, password: 'newpass1' } }),
      TokenPair,
    )
  })
})

describe('POST /auth/forgot-password sends at most 3 e-mails per address in 15 minutes', () => {
  it('the 4th and 5th are answered 202 alike and send nothing; after 15 minutes one more goes', async () => {
    const { api, clock } = await newSandbox()
    const replies = []
    for (let n = 0; n < 5; n += 1) replies.push(await forgot(api, BAYO))
    for (const reply of replies) {
      expect(reply.status).toBe(202)
      expect(reply.body).toEqual({ detail: FORGOT_PASSWORD_DETAIL })
    }
    expect(await resetMails(api)).toHaveLength(3)
    // Any case, any spacing: the same address.
    await forgot(api, '  BAYO@escrow.test ')
    expect(await resetMails(api)).toHaveLength(3)
    clock.advance(15 * 60_000)
    await forgot(api, BAYO)
    expect(await resetMails(api)).toHaveLength(4)
    // Unknown addresses are limited alike, and answered the same.
    const unknown = []
    for (let n = 0; n < 5; n += 1) unknown.push(await forgot(api, 'nobody@escrow.test'))
    expect(unknown.map((reply) => [reply.status, reply.text])).toEqual(
      replies.map((reply) => [reply.status, reply.text]),
    )
  })

  it('50 requests for one address leave at most 3 live links', async () => {
    const { api, sandbox } = await newSandbox()
    await Promise.all(Array.from({ length: 50 }, () => forgot(api, BAYO)))
    expect(await resetMails(api)).toHaveLength(3)
    expect(sandbox.state().reset_tokens.filter((record) => !record.used)).toHaveLength(3)
  })
})

describe('the mail outbox keeps no usable reset token on disk', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('state.json has no token; the running mailbox shows a working link; after a restart the old link is not shown', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-outbox-'))
    dirs.push(dataDir)
    const clock = fixedClock()
    const first = await createSandbox({ dataDir, now: clock.now })
    const api = new Api(first)
    await forgot(api, BAYO)
    const [token = ''] = await tokens(api)
    expect(token.length).toBeGreaterThan(20)
    const onDisk = readFileSync(join(dataDir, 'state.json'), 'utf8')
    // (Not toContain: its failure would print the whole state file.)
    expect(onDisk.includes(token)).toBe(false)
    expect(onDisk.includes(encodeURIComponent(token))).toBe(false)
    // The mailbox page shows the working link while this sandbox runs.
    const page = (await api.get('/__sandbox/mailbox')).text
    expect(page).toContain(`/reset-password?token=${token}`)
    await first.close()

    // Restarted: the e-mail is still listed, its link no longer holds the token.
    const second = await createSandbox({ dataDir, now: clock.now })
    try {
      const again = new Api(second)
      const [mail] = await resetMails(again)
      expect(mail?.text).not.toContain(token)
      expect(mail?.text).toContain(HIDDEN_LINK_NOTE)
      expect(mail?.links).toEqual([])
      expect((await again.get('/__sandbox/mailbox')).text).not.toContain('/reset-password?token=')
      // The link itself still works (only its text is gone), and a fresh one can be asked for.
      expect((await reset(again, token)).status).toBe(200)
    } finally {
      await second.close()
    }
  })
})
