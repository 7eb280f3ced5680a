import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '~/features/session/components/LoginPage'
import { sendSignedInVisitorOn } from '~/features/session/guest-only'
import { LoginSearch } from '~/features/session/search-params'
import { safeReturnPath } from '~/lib/safe-redirect'

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  beforeLoad: sendSignedInVisitorOn,
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect: returnTo } = Route.useSearch()
  return <LoginPage returnTo={safeReturnPath(returnTo)} rawReturnTo={returnTo} />
}
