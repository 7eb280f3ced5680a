/**
 * Issue 32 item 6: `GET /notifications` may page (`?limit=N`, `?before=<id>`, newest first). The
 * bell asks for a page of 20; the panel's 'Show older' asks for the ones before the last shown. A
 * provider that does not page answers the whole list every time: the app works with both, and
 * stops offering 'Show older' once an answer brings nothing new.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Notification } from '~/contract/notifications'
import { NotificationsBell } from '~/features/notifications/components/NotificationsBell'
import { notificationKeys } from '~/features/notifications/queries'
import { renderWithRouter } from '../../support/render'

/** `count` notifications, newest first: n{count} … n1, the even ones read. */
function notifications(count: number): Notification[] {
  return Array.from({ length: count }, (_, index) => {
    const number = count - index
    return {
      id: `n${String(number)}`,
      title: `Title n${String(number)}`,
      desc: `About n${String(number)}`,
      read: number % 2 === 0,
      time: new Date(Date.UTC(2026, 10, 1, 0, number)).toISOString(),
      link: '/orders/ESC-1001',
    }
  })
}

/**
 * The provider's GET /notifications: `paging` answers `?limit` and `?before` as the sandbox does;
 * otherwise the whole list, whatever was asked. Records each query string.
 */
function provider(list: Notification[], { paging }: { paging: boolean }) {
  const asked: string[] = []
  globalThis.fetch = vi.fn<typeof fetch>((input) => {
    const url = new URL(new Request(input).url)
    if (!url.pathname.endsWith('/notifications')) {
      return Promise.resolve(new Response('{"detail":"Not Found"}', { status: 404 }))
    }
    asked.push(url.search)
    let answer = list
    if (paging) {
      const before = url.searchParams.get('before')
      const from = before === null ? 0 : list.findIndex(({ id }) => id === before) + 1
      answer = list.slice(from, from + Number(url.searchParams.get('limit') ?? 50))
    }
    return Promise.resolve(
      new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    )
  })
  return asked
}

async function openPanel() {
  const user = userEvent.setup()
  const view = await renderWithRouter(<NotificationsBell />, { path: '/dashboard' })
  await user.click(await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ }))
  await user.click(screen.getByRole('menuitem', { name: 'View all' }))
  const panel = await screen.findByRole('dialog', { name: 'All Notifications' })
  return { user, panel, ...view }
}

const titles = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('listitem')
    .map((item) => /Title (n\d+)/.exec(item.textContent)?.[1])

describe('the notifications a page at a time', () => {
  it("a provider that pages: the bell asks for 20, 'Show older' for those before the last one, until a short page", async () => {
    const asked = provider(notifications(45), { paging: true })
    const { user, panel } = await openPanel()
    expect(asked).toEqual(['?limit=20'])
    expect(titles(panel)).toHaveLength(20)
    expect(titles(panel).at(-1)).toBe('n26')
    // The unread count is the server's, over what has come: n45, n43 … n27 (10 of 20).
    expect(
      screen.getByRole('button', { name: 'Notifications, 10 unread', hidden: true }),
    ).toBeInTheDocument()

    const older = within(panel).getByRole('button', { name: 'Show older' })
    await user.click(older)
    await waitFor(() => expect(titles(panel)).toHaveLength(40))
    expect(asked).toEqual(['?limit=20', '?limit=20&before=n26'])
    // More may come: the button stays, with the focus.
    expect(older).toHaveFocus()

    await user.click(older)
    await waitFor(() => expect(titles(panel)).toHaveLength(45))
    expect(asked.at(-1)).toBe('?limit=20&before=n6')
    expect(titles(panel)).toEqual(notifications(45).map(({ id }) => id))
    // A short page is the last: no more 'Show older', and focus is on the first older one.
    expect(within(panel).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: /Title n5/ })).toHaveFocus()
    expect(
      screen.getByRole('button', { name: 'Notifications, 23 unread', hidden: true }),
    ).toBeInTheDocument()
  })

  it('a provider that pages: the next poll asks for every page shown, each from the fresh one before it', async () => {
    const list = notifications(45)
    const asked = provider(list, { paging: true })
    const { user, panel, queryClient } = await openPanel()
    await user.click(within(panel).getByRole('button', { name: 'Show older' }))
    await waitFor(() => expect(titles(panel)).toHaveLength(40))

    // Two new ones arrive: the first page now ends at n28, so the second starts after it.
    list.unshift(...notifications(47).slice(0, 2))
    asked.length = 0
    await act(() => queryClient.refetchQueries({ queryKey: notificationKeys.list() }))
    expect(asked).toEqual(['?limit=20', '?limit=20&before=n28'])
    await waitFor(() => expect(titles(panel)).toEqual(list.slice(0, 40).map(({ id }) => id)))
  })

  it("a provider that does not page and sends more than asked: all of them, no 'Show older'", async () => {
    const asked = provider(notifications(25), { paging: false })
    const { panel } = await openPanel()
    expect(titles(panel)).toHaveLength(25)
    expect(within(panel).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument()
    expect(asked).toEqual(['?limit=20'])
  })

  it("a provider that does not page and sends exactly 20: 'Show older' once, then, nothing new, no more", async () => {
    const asked = provider(notifications(20), { paging: false })
    const { user, panel } = await openPanel()
    await user.click(within(panel).getByRole('button', { name: 'Show older' }))
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument(),
    )
    expect(asked).toEqual(['?limit=20', '?limit=20&before=n1'])
    // Each once, in the provider's order.
    expect(titles(panel)).toEqual(notifications(20).map(({ id }) => id))
    expect(
      screen.getByRole('button', { name: 'Notifications, 10 unread', hidden: true }),
    ).toBeInTheDocument()
    // Focus did not fall to the page: it is on the last one there is.
    expect(within(panel).getByRole('button', { name: /Title n1(?!\d)/ })).toHaveFocus()
  })
})
