/**
 * The balances (wallet_balance, escrow_balance on GET /auth/me) are never cached as static
 * (issue 31): the loaders read the profile as it is (loadQuery's 'static' is that one read's), the
 * screens read it with the app's stale time, so a focus or a screen mounting after it asks again,
 * and an invalidation (a new server notification) refetches it on screen.
 */
import { focusManager, QueryObserver, type QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '~/contract/auth'
import { queryRoots } from '~/lib/query-keys'
import { loadQuery } from '~/lib/route-loading'
import { sessionQueries } from '~/lib/session/profile'
import { profile } from '../support/fake-api'
import { appQueryClient } from '../support/render'

/** The profile's query as the app declares it, answered without a network. */
function profileOptions(answers: { count: number }) {
  return {
    ...sessionQueries.profile(),
    queryFn: () => {
      answers.count += 1
      return Promise.resolve({ ...profile, wallet_balance: String(answers.count) } as User)
    },
  }
}

let queryClient: QueryClient
const stop: (() => void)[] = []

function watch(options: ReturnType<typeof profileOptions>) {
  const observer = new QueryObserver(queryClient, options)
  stop.push(observer.subscribe(() => undefined))
  return observer
}

/** Lets what a focus starts (after the paused mutations resume) start and end. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0))
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0))
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  queryClient = appQueryClient()
  // As QueryClientProvider does: the client follows focus from now on.
  queryClient.mount()
})

afterEach(() => {
  for (const unsubscribe of stop.splice(0)) unsubscribe()
  focusManager.setFocused(undefined)
  queryClient.clear()
  queryClient.unmount()
  vi.useRealTimers()
})

describe('the profile (balances) is never static', () => {
  it('is declared without a static stale time', () => {
    expect(sessionQueries.profile().staleTime).not.toBe('static')
    expect(sessionQueries.profile().staleTime).not.toBe(Infinity)
  })

  it('a loader’s read and a screen within the stale time cost one request (a first visit)', async () => {
    const answers = { count: 0 }
    await loadQuery(queryClient, profileOptions(answers))
    watch(profileOptions(answers))
    watch(profileOptions(answers))
    await settle()
    expect(answers.count).toBe(1)
    expect(queryClient.getQueryCache().find({ queryKey: queryRoots.profile })?.isStatic()).toBe(
      false,
    )
  })

  it('a focus after the stale time asks again; before it, not', async () => {
    const answers = { count: 0 }
    await loadQuery(queryClient, profileOptions(answers))
    const observer = watch(profileOptions(answers))

    vi.advanceTimersByTime(20_000)
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await settle()
    expect(answers.count).toBe(1)

    vi.advanceTimersByTime(11_000)
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await settle()
    expect(answers.count).toBe(2)
    expect(observer.getCurrentResult().data?.wallet_balance).toBe('2')
  })

  it('a screen mounting after the stale time asks again', async () => {
    const answers = { count: 0 }
    await loadQuery(queryClient, profileOptions(answers))
    vi.advanceTimersByTime(31_000)
    // The loader's read takes the cache as it is; the screen then refetches in the background.
    await loadQuery(queryClient, profileOptions(answers))
    expect(answers.count).toBe(1)
    watch(profileOptions(answers))
    await settle()
    expect(answers.count).toBe(2)
  })

  it('an invalidation of its root refetches it at once while on screen', async () => {
    const answers = { count: 0 }
    await loadQuery(queryClient, profileOptions(answers))
    watch(profileOptions(answers))
    await queryClient.invalidateQueries({ queryKey: queryRoots.profile })
    expect(answers.count).toBe(2)
  })
})
