import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { Button } from '~/components/Button'
import { cx } from '~/components/cx'
import { TextField } from '~/components/TextField'
import { referralQueries } from '../queries'
import * as styles from './ReferralsPage.css'

type CopyState = 'idle' | 'copied' | 'failed'

export const COPIED_MESSAGE = 'Invite link copied.'
export const COPY_FAILED_MESSAGE = "Couldn't copy the link. Select it and copy it yourself."

/** The user's personal invite link to /register?ref=<code>, with a copy button. */
export function InviteLink({ userId }: { userId: string | number }) {
  const { data: code } = useSuspenseQuery(referralQueries.code(userId))
  const router = useRouter()
  const inputRef = useRef<HTMLInputElement>(null)
  const [copy, setCopy] = useState<CopyState>('idle')
  const { href } = router.buildLocation({ to: '/register', search: { ref: code } })
  const link = new URL(href, window.location.origin).href

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopy('copied')
    } catch {
      setCopy('failed')
      inputRef.current?.select()
    }
  }

  return (
    <>
      <div className={styles.linkRow}>
        <TextField
          ref={inputRef}
          label="Your invite link"
          className={styles.linkField}
          value={link}
          readOnly
          onFocus={(event) => {
            event.currentTarget.select()
          }}
        />
        <Button type="button" onClick={() => void onCopy()}>
          Copy link
        </Button>
      </div>
      <p className={styles.text}>
        Your referral code: <span className={styles.code}>{code}</span>
      </p>
      <p
        role="status"
        className={cx(
          styles.feedback,
          copy === 'copied' && styles.copied,
          copy === 'failed' && styles.failed,
        )}
      >
        {copy === 'copied' ? COPIED_MESSAGE : copy === 'failed' ? COPY_FAILED_MESSAGE : ''}
      </p>
    </>
  )
}
