import { queryOptions } from '@tanstack/react-query'
import { User } from '~/contract/auth'
import { apiJson } from '~/lib/api-client'
import { queryRoots } from '~/lib/query-keys'

export const sessionKeys = {
  profile: queryRoots.profile,
}

export const sessionQueries = {
  profile: () =>
    queryOptions({
      queryKey: sessionKeys.profile,
      queryFn: ({ signal }) => apiJson(User, 'auth/me', { signal }),
    }),
}
