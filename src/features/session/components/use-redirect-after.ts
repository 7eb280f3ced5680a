import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Spec §9: after the success message, move on after 1600 ms. */
export const SUCCESS_REDIRECT_MS = 1600

/**
 * After a sign-in or sign-up: the next page's code and data load during the spec's pause, so the
 * page shows at once when it ends instead of a spinner after it.
 */
export function useRedirectAfterSuccess(done: boolean, to: string) {
  const router = useRouter()
  useEffect(() => {
    if (!done) return
    // `to` is a same-origin path (safe-redirect): its route and search, as the router takes them.
    const next = new URL(to, window.location.origin)
    const search = Object.fromEntries(next.searchParams)
    router.preloadRoute({ to: next.pathname, search }).catch((error: unknown) => {
      console.error('Could not prepare the next page', to, error)
    })
    const timer = setTimeout(
      () => void router.navigate({ href: to, replace: true }),
      SUCCESS_REDIRECT_MS,
    )
    return () => {
      clearTimeout(timer)
    }
  }, [done, to, router])
}
