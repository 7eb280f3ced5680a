import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { RetryableError } from '~/components/RetryableError'
import { Spinner } from '~/components/Spinner'
import { DisputesPage, type DisputesPageProps } from '~/features/disputes/components/DisputesPage'
import {
  DISPUTES_SEARCH_DEFAULTS,
  DisputesSearchSchema,
  requestedEscrow,
} from '~/features/disputes/search-params'
import { useProfileQuery, userKeyOf } from '~/lib/session/profile'
import { NoUserKey } from './-components/NoUserKey'

export const Route = createFileRoute('/_authed/disputes')({
  validateSearch: DisputesSearchSchema,
  search: { middlewares: [stripSearchParams(DISPUTES_SEARCH_DEFAULTS)] },
  // The profile says whose disputes these are: the signed-in layout loads it, the page shows its
  // own loading and error views for it.
  component: DisputesRoute,
})

function DisputesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const profile = useProfileQuery()
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

  if (profile.isError && !profile.data)
    return (
      <RetryableError
        title="Your profile could not be loaded"
        message="Try again to see your disputes."
      />
    )
  if (!profile.data) return <Spinner label="Loading" />
  // Disputes live only in this browser, per user: without a key there is nowhere to keep them.
  const userKey = userKeyOf(profile.data)
  if (userKey === null) return <NoUserKey title="Disputes are not available for your account" />
  return (
    <DisputesPage
      key={userKey}
      userKey={userKey}
      viewerEmail={profile.data.email}
      tab={search.tab}
      onTabChange={onTabChange}
      requested={requestedEscrow(search)}
      onRequestHandled={onRequestHandled}
    />
  )
}
