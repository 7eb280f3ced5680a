import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { parseReferralCode } from '~/features/referrals/referral-code'
import { RegisterPage } from '~/features/session/components/RegisterPage'
import { sendSignedInVisitorOn } from '~/features/session/guest-only'
import { RegisterSearch } from '~/features/session/search-params'
import { safeReturnPath } from '~/lib/safe-redirect'

/**
 * Plus `?ref=` from an invite link, as text (never an error). The page takes it only if it is a
 * well-formed referral code (parsed in the component: search schemas load with every first page,
 * and the referral code module is not needed before /register renders).
 */
const RegisterWithReferralSearch = v.object({
  ...RegisterSearch.entries,
  ref: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
    undefined,
  ),
})

export const Route = createFileRoute('/register')({
  validateSearch: RegisterWithReferralSearch,
  beforeLoad: sendSignedInVisitorOn,
  component: RegisterRoute,
})

function RegisterRoute() {
  const { redirect: returnTo, ref } = Route.useSearch()
  return (
    <RegisterPage
      returnTo={safeReturnPath(returnTo)}
      rawReturnTo={returnTo}
      referralCode={ref === undefined ? undefined : parseReferralCode(ref)}
    />
  )
}
