/**
 * Lifecycle spec §1 with the provider's `password-reset` part off: the base spec's undefined
 * /forgot-password (on to /dashboard, signed out to /login) and no call of the part.
 */
import 'fake-indexeddb/auto'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { forgetResetToken } from '~/features/session/reset-token'
import { session as tokenStore } from '~/lib/session/session'
import { fakeApi } from '../../support/fake-api'
import { renderRoutesAt } from './password-reset-routes'
import { switchOff } from '../../support/provider-features'

beforeEach(() => {
  switchOff('all')
})

afterEach(() => {
  forgetResetToken()
  tokenStore.dispose()
  localStorage.clear()
})

describe('password reset with the part off', () => {
  it.each(['/reset-password?token=abc', '/forgot-password'])(
    '%s renders nothing of it and ends on /login, as the undefined route did',
    async (path) => {
      const calls = fakeApi({})
      // React's act() warnings only (a lazy page already cached resolves between the test's act
      // scopes while the redirects run); every other console.error still fails the test.
      const reportError = console.error
      console.error = (...args: unknown[]) => {
        if (typeof args[0] === 'string' && args[0].includes('not wrapped in act')) return
        reportError(...args)
      }
      // The page's redirect, the signed-in guard's, then /login's lazy page.
      await renderRoutesAt(path, { settledAt: '/login' })
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible()
      expect(screen.queryByRole('heading', { name: /password/i })).not.toBeInTheDocument()
      expect(calls).toHaveLength(0)
    },
  )
})
