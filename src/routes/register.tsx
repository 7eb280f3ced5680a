import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { parseReferralCode } from '~/features/referrals/referral-code'
import { RegisterPage } from '~/features/session/components/RegisterPage'
import { sendSignedInVisitorOn } from '~/features/session/guest-only'
import { RegisterSearch } from '~/features/session/search-params'
import { safeReturnPath } from '~/lib/safe-redirect'

/** Plus `?ref=` from an invite link: a well-formed referral code, else nothing (never an error). */
const RegisterWithReferralSearch = v.object({
  ...RegisterSearch.entries,
  ref: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(parseReferralCode))),
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
    <RegisterPage returnTo={safeReturnPath(returnTo)} rawReturnTo={returnTo} referralCode={ref} />
  )
}
