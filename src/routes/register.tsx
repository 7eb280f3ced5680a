import { createFileRoute, redirect } from '@tanstack/react-router'
import { RegisterPage } from '~/features/session/components/RegisterPage'
import { safeReturnPath } from '~/lib/safe-redirect'
import { ReturnSearch } from './login'

export const Route = createFileRoute('/register')({
  validateSearch: ReturnSearch,
  beforeLoad: async ({ context, search }) => {
    const session = await context.session.whenSettled()
    if (session.status === 'signedIn') {
      throw redirect({ href: safeReturnPath(search.redirect), replace: true })
    }
  },
  component: RegisterRoute,
})

function RegisterRoute() {
  const { redirect: returnTo } = Route.useSearch()
  return <RegisterPage returnTo={safeReturnPath(returnTo)} rawReturnTo={returnTo} />
}
