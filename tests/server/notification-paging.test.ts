/**
 * GET /notifications paging (our proposal, src/server/README.md: `?limit=` default 50, at most
 * 100, `?before=<id>` for older ones, still a plain list newest first) and the cap on kept
 * notifications per user (the state file does not grow without bound).
 */
import { describe, expect, it } from 'vitest'
import { Notifications } from '../../src/contract/notifications'
import { MAX_NOTIFICATIONS_PER_USER, notify } from '../../src/server/notifications'
import { secureIds } from '../../src/server/random'
import type { Sandbox } from '../../src/server/app'
import { ADA, BAYO, expectDetail, expectIssues, expectOk, newSandbox, NOW } from './helpers'

/** `count` notifications for the user, one second apart, titled by their number (1 the oldest). */
function addNotifications(sandbox: Sandbox, email: string, count: number) {
  const state = sandbox.state()
  const userId = state.users.find((user) => user.email === email)?.id ?? 0
  for (let n = 1; n <= count; n += 1)
    notify(
      state,
      secureIds,
      {
        userId,
        title: `Note ${String(n)}`,
        desc: 'Something happened',
        link: '/transactions',
        at: new Date(NOW.getTime() + n * 1000).toISOString(),
      },
      { mail: false },
    )
  return userId
}

describe('GET /notifications paging', () => {
  it('newest first, 50 by default; ?limit up to 100; ?before=<id> gives the older ones', async () => {
    const { sandbox, api } = await newSandbox()
    addNotifications(sandbox, ADA, 120)
    const ada = await api.token(ADA)
    const titles = async (query: string) =>
      expectOk(await api.get(`/notifications${query}`, { token: ada }), Notifications).map(
        (note) => note.title,
      )

    const firstPage = expectOk(await api.get('/notifications', { token: ada }), Notifications)
    expect(firstPage).toHaveLength(50)
    expect(firstPage[0]?.title).toBe('Note 120')
    expect(firstPage[49]?.title).toBe('Note 71')
    expect(await titles('?limit=3')).toEqual(['Note 120', 'Note 119', 'Note 118'])
    expect(await titles('?limit=100')).toHaveLength(100)
    const last = firstPage[49]?.id ?? ''
    expect(await titles(`?before=${last}&limit=2`)).toEqual(['Note 70', 'Note 69'])
    // Walking the pages gives every one once.
    const seen: string[] = []
    let before = ''
    for (;;) {
      const page = expectOk(
        await api.get(`/notifications?limit=40${before ? `&before=${before}` : ''}`, {
          token: ada,
        }),
        Notifications,
      )
      if (page.length === 0) break
      seen.push(...page.map((note) => note.title))
      before = page.at(-1)?.id ?? ''
    }
    expect(seen).toHaveLength(120)
    expect(new Set(seen).size).toBe(120)
  })

  it('422 for a limit outside 1–100 or not a number; 404 for a `before` that is unknown or not yours', async () => {
    const { sandbox, api } = await newSandbox()
    addNotifications(sandbox, BAYO, 3)
    const bayoNote = sandbox.state().notifications.at(-1)?.id ?? ''
    const ada = await api.token(ADA)
    for (const limit of ['0', '101', 'ten', '2.5']) {
      const issues = expectIssues(await api.get(`/notifications?limit=${limit}`, { token: ada }))
      expect(issues[0]?.loc).toEqual(['query', 'limit'])
    }
    expectDetail(
      await api.get('/notifications?before=no-such-id', { token: ada }),
      404,
      'Notification not found',
    )
    expectDetail(
      await api.get(`/notifications?before=${bayoNote}`, { token: ada }),
      404,
      'Notification not found',
    )
  })
})

describe('kept notifications per user', () => {
  it(`at most ${String(MAX_NOTIFICATIONS_PER_USER)} per user, the oldest dropped; others keep theirs`, async () => {
    const { sandbox } = await newSandbox()
    const bayo = addNotifications(sandbox, BAYO, 5)
    const ada = addNotifications(sandbox, ADA, MAX_NOTIFICATIONS_PER_USER + 100)
    const of = (userId: number) =>
      sandbox.state().notifications.filter((note) => note.user_id === userId)
    expect(of(ada)).toHaveLength(MAX_NOTIFICATIONS_PER_USER)
    expect(of(ada).map((note) => note.title)).not.toContain('Note 100')
    expect(of(ada).map((note) => note.title)).toContain('Note 101')
    expect(of(bayo)).toHaveLength(5)
  })
})
