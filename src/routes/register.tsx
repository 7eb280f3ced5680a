import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '~/features/session/components/RegisterPage'
import { sendSignedInVisitorOn } from '~/features/session/guest-only'
import { RegisterSearch } from '~/features/session/search-params'
import { safeReturnPath } from '~/lib/safe-redirect'

export const Route = createFileRoute('/register')({
  validateSearch: RegisterSearch,
  beforeLoad: sendSignedInVisitorOn,
  component: RegisterRoute,
})

function RegisterRoute() {
  const { redirect: returnTo } = Route.useSearch()
  return <RegisterPage returnTo={safeReturnPath(returnTo)} rawReturnTo={returnTo} />
}
