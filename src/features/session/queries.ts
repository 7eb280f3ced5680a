import { queryOptions } from '@tanstack/react-query'
import { User } from '~/contract/auth'
import { apiJson } from '~/lib/api-client'

export const sessionKeys = {
  profile: ['profile'] as const,
}

export const sessionQueries = {
  profile: () =>
    queryOptions({
      queryKey: sessionKeys.profile,
      queryFn: ({ signal }) => apiJson(User, 'auth/me', { signal }),
    }),
}
