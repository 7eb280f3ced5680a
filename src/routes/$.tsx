import { createFileRoute, redirect } from '@tanstack/react-router'

/** Spec §2: any other path goes to /dashboard (whose guard sends signed-out visitors to /login). */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true })
  },
})
