import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginPage } from '~/features/session/components/LoginPage'
import { safeReturnPath } from '~/lib/safe-redirect'

export const ReturnSearch = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
})

export const Route = createFileRoute('/login')({
  validateSearch: ReturnSearch,
  beforeLoad: async ({ context, search }) => {
    const session = await context.session.whenSettled()
    if (session.status === 'signedIn') {
      throw redirect({ href: safeReturnPath(search.redirect), replace: true })
    }
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect: returnTo } = Route.useSearch()
  return <LoginPage returnTo={safeReturnPath(returnTo)} rawReturnTo={returnTo} />
}
