import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * Spec §2: / and any other path go to /dashboard (whose guard sends signed-out visitors to /login).
 * With no index route, this splat matches / as well.
 */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true })
  },
})
