import { noop } from '@tanstack/react-query'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { DisputesPage, type DisputesPageProps } from '~/features/disputes/components/DisputesPage'
import { disputeQueries } from '~/features/disputes/queries'
import {
  DISPUTES_SEARCH_DEFAULTS,
  DisputesSearchSchema,
  requestedEscrow,
} from '~/features/disputes/search-params'
import { hasFeature } from '~/lib/provider-features'
import { loadQuery } from '~/lib/route-loading'
import { loadProfile, useProfile, userKeyOf } from '~/lib/session/profile'
import { NoUserKey } from './-components/NoUserKey'
import { ProfileLoadError } from './-components/ProfileLoadError'

export const Route = createFileRoute('/_shell/_authed/disputes')({
  validateSearch: DisputesSearchSchema,
  search: { middlewares: [stripSearchParams(DISPUTES_SEARCH_DEFAULTS)] },
  // The profile says whose disputes these are (the page waits for it; a failure is this route's
  // error view). The list (the server's with the `disputes` part, else this browser's) is only
  // warmed: the page's list widget shows its own loading and error views while the heading, the
  // tabs and Raise Dispute are there.
  loader: async ({ context: { queryClient } }) => {
    if (hasFeature('disputes')) void loadQuery(queryClient, disputeQueries.serverList()).catch(noop)
    const userKey = userKeyOf(await loadProfile(queryClient))
    if (userKey !== null && !hasFeature('disputes')) {
      void loadQuery(queryClient, disputeQueries.list(userKey)).catch(noop)
    }
  },
  errorComponent: () => <ProfileLoadError message="Try again to see your disputes." />,
  component: DisputesRoute,
  // One chunk for the loader, the page and its error view: two lazy imports less in the entry,
  // which every first visit loads (the loader's work, the profile and IndexedDB, is local anyway).
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
})

function DisputesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const user = useProfile()
  const onTabChange = useCallback<DisputesPageProps['onTabChange']>(
    (tab) => void navigate({ to: '.', search: (prev) => ({ ...prev, tab }) }),
    [navigate],
  )
  const onRequestHandled = useCallback(
    () =>
      void navigate({
        to: '.',
        search: (prev) => ({ ...prev, raise: undefined }),
        replace: true,
      }),
    [navigate],
  )

  const onViewChange = useCallback(
    (dispute: string | undefined) =>
      void navigate({ to: '.', search: (prev) => ({ ...prev, dispute }), replace: !dispute }),
    [navigate],
  )

  // Disputes live only in this browser, per user: without a key there is nowhere to keep them.
  const userKey = userKeyOf(user)
  if (userKey === null) return <NoUserKey title="Disputes are not available for your account" />
  return (
    <DisputesPage
      key={userKey}
      userKey={userKey}
      viewerEmail={user.email}
      tab={search.tab}
      onTabChange={onTabChange}
      requested={requestedEscrow(search)}
      onRequestHandled={onRequestHandled}
      viewing={search.dispute}
      onViewChange={onViewChange}
    />
  )
}
