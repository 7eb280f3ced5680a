import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { sessionQueries } from '~/features/session/queries'

export const Route = createFileRoute('/_authed/dashboard')({
  loader: ({ context }) => context.queryClient.ensureQueryData(sessionQueries.profile()),
  component: DashboardRoute,
})

function DashboardRoute() {
  const { data: user } = useSuspenseQuery(sessionQueries.profile())
  const firstName = user.full_name.trim().split(/\s+/)[0] ?? ''
  return <h1>Hello, {firstName}</h1>
}
