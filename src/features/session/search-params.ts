import * as v from 'valibot'
import { ReturnSearch } from '~/lib/safe-redirect'

/** /login?redirect=…: where to go once signed in. */
export const LoginSearch = ReturnSearch

/** /register?redirect=…: where to go once registered. */
export const RegisterSearch = v.object({
  ...ReturnSearch.entries,
})
