import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { COPIED_MESSAGE, COPY_FAILED_MESSAGE } from '~/features/referrals/components/InviteLink'
import { ReferralsPage } from '~/features/referrals/components/ReferralsPage'
import { referralQueries } from '~/features/referrals/queries'
import { referralCode } from '~/features/referrals/referral-code'
import { appQueryClient, renderWithRouter } from '../../support/render'
import { switchOff } from '../../support/provider-features'

async function renderPage(userId: string | number | undefined) {
  const queryClient = appQueryClient()
  // As the route's loader does: the code is computed before the page renders.
  if (userId !== undefined) await queryClient.query(referralQueries.code(userId))
  return renderWithRouter(<ReferralsPage userId={userId} />, { queryClient, path: '/referrals' })
}

describe('ReferralsPage', () => {
  it("shows the user's invite link to /register with their code, and says it is not tracked yet", async () => {
    await renderPage(7)
    const code = await referralCode(7)
    const link = screen.getByLabelText('Your invite link')
    expect(link).toHaveValue(`${window.location.origin}/register?ref=${code}`)
    expect(link).toHaveAttribute('readonly')
    expect(screen.getByText(code)).toBeVisible()
    expect(screen.getByText(/Referral tracking is not live yet/)).toHaveTextContent(
      'it is not sent anywhere',
    )
  })

  it('copies the link and says so, visibly and in a status message', async () => {
    const user = userEvent.setup()
    await renderPage(7)
    const status = screen.getByRole('status')
    expect(status).toBeEmptyDOMElement()

    await user.click(screen.getByRole('button', { name: 'Copy link' }))

    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/register?ref=${await referralCode(7)}`,
    )
    expect(status).toHaveTextContent(COPIED_MESSAGE)
    expect(status).toBeVisible()
  })

  it('tells the user to copy by hand when the clipboard refuses, and selects the link', async () => {
    const user = userEvent.setup()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    await renderPage(7)

    await user.click(screen.getByRole('button', { name: 'Copy link' }))

    expect(await screen.findByRole('status')).toHaveTextContent(COPY_FAILED_MESSAGE)
    const link = screen.getByLabelText<HTMLInputElement>('Your invite link')
    expect(link.selectionStart).toBe(0)
    expect(link.selectionEnd).toBe(link.value.length)
  })

  it('offers no link when the profile has no id', async () => {
    await renderPage(undefined)
    expect(screen.queryByLabelText('Your invite link')).not.toBeInTheDocument()
    expect(screen.getByText(/Your invite link is not available/)).toBeVisible()
  })

  it('promises no reward: there is no referral service to pay one', async () => {
    await renderPage(7)
    expect(screen.getByRole('heading', { level: 2, name: 'Invite a friend' })).toBeVisible()
    expect(screen.queryByText(/earn a reward/i)).not.toBeInTheDocument()
  })

  it('with the lifecycle part on, says the friend’s money reaches the seller when they release it (or 72 hours after delivery)', async () => {
    await renderPage(7)
    expect(screen.getByText(/Send them your invite link/)).toHaveTextContent(
      'the money they pay into escrow reaches the seller only when they release it, or automatically 72 hours after the seller marks the order delivered unless they raise a dispute.',
    )
  })

  it('with the lifecycle part off, promises no release: the money is held in escrow', async () => {
    switchOff('lifecycle')
    await renderPage(7)
    const text = screen.getByText(/Send them your invite link/)
    expect(text).toHaveTextContent(
      'the money they pay into escrow is held there, not paid straight to the seller.',
    )
    expect(text).not.toHaveTextContent(/releas|confirm/)
  })
})
