/**
 * The outbox keeps no usable reset token on disk (issue 32): a reset e-mail is stored in the state
 * file with HIDDEN_TOKEN where its token goes, and the real token is kept here, in this process's
 * memory only, until the link expires. The sandbox's mailbox (GET /__sandbox/mail and the mailbox
 * page) shows each e-mail with its real link while the sandbox that sent it runs; after a restart
 * the e-mail shows the placeholder (the link still works for whoever received it, and a new one
 * can be asked for). A reset of the sandbox or clearing the outbox forgets them.
 */
import type { MailRecord } from './records'

/** What a stored reset e-mail has in place of its token. */
export const HIDDEN_TOKEN = 'not-kept-on-disk'
const PLACEHOLDER = `token=${HIDDEN_TOKEN}`
/** What an e-mail whose token this process does not know shows in place of its link. */
export const HIDDEN_LINK_NOTE =
  '[link not shown: the sandbox keeps reset links in memory only, and this one was sent before it restarted; ask for a new one]'

export class MailLinks {
  private readonly tokens = new Map<string, { token: string; expiresAt: number }>()

  constructor(private readonly now: () => Date) {}

  /** Remembers the token of the e-mail `mailId` until `expiresAt` (its link's expiry). */
  remember(mailId: string, token: string, expiresAt: number): void {
    const current = this.now().getTime()
    for (const [id, kept] of this.tokens) if (kept.expiresAt <= current) this.tokens.delete(id)
    this.tokens.set(mailId, { token, expiresAt })
  }

  clear(): void {
    this.tokens.clear()
  }

  /** The e-mails as sent: each known token put back in its text and links. */
  reveal(mail: readonly MailRecord[]): MailRecord[] {
    return mail.map((record) => {
      const kept = this.tokens.get(record.id)
      const hidden = record.links.filter((link) => link.includes(PLACEHOLDER))
      if (hidden.length === 0) return record
      if (!kept) {
        let text = record.text
        for (const link of hidden) text = text.split(link).join(HIDDEN_LINK_NOTE)
        return { ...record, text, links: record.links.filter((link) => !hidden.includes(link)) }
      }
      const real = `token=${encodeURIComponent(kept.token)}`
      const put = (text: string) => text.split(PLACEHOLDER).join(real)
      return { ...record, text: put(record.text), links: record.links.map(put) }
    })
  }
}
