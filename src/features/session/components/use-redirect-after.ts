import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Spec §9: after the success message, move on after 1600 ms. */
export const SUCCESS_REDIRECT_MS = 1600

export function useRedirectAfterSuccess(done: boolean, to: string) {
  const navigate = useNavigate()
  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => void navigate({ href: to, replace: true }), SUCCESS_REDIRECT_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [done, to, navigate])
}
