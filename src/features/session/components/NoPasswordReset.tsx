import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * /forgot-password and /reset-password with the `password-reset` part off (lifecycle spec §1): the
 * base spec's undefined route, which sent every visitor on to /dashboard (signed out, its guard on
 * to /login). Renders and calls nothing.
 */
export function NoPasswordReset() {
  const navigate = useNavigate()
  useEffect(() => {
    void navigate({ to: '/dashboard', replace: true })
  }, [navigate])
  return null
}
