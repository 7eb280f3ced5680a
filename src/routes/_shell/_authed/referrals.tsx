import { createFileRoute } from '@tanstack/react-router'
import { ReferralsPage } from '~/features/referrals/components/ReferralsPage'
import { referralQueries } from '~/features/referrals/queries'
import { loadProfile, useProfile } from '~/lib/session/profile'

export const Route = createFileRoute('/_shell/_authed/referrals')({
  // The profile (loaded by the signed-in layout) gives the id the code is derived from; the code is
  // computed in the browser: there is no referral endpoint.
  loader: async ({ context: { queryClient } }) => {
    const user = await loadProfile(queryClient)
    if (user.id !== undefined) await queryClient.query(referralQueries.code(user.id))
  },
  component: ReferralsRoute,
})

function ReferralsRoute() {
  const user = useProfile()
  return <ReferralsPage userId={user.id} />
}
