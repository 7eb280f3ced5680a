import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'

/** Guard for the signed-in area (navigation only: the server authorizes every call). */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.session.whenSettled()
    if (session.status !== 'signedIn') {
      const hash = location.hash ? `#${location.hash}` : ''
      throw redirect({
        to: '/login',
        search: { redirect: `${location.pathname}${location.searchStr}${hash}` },
        replace: true,
      })
    }
  },
  pendingMs: 0,
  component: Outlet,
})
