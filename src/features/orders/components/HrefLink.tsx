import { useNavigate } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'

export interface HrefLinkProps {
  /** An in-app path with its search, e.g. "/login?redirect=%2Forders%2FAB12". */
  href: string
  className?: string
  children: ReactNode
}

/**
 * A link to an in-app href the route built (features do not know other routes' search types).
 * A plain click navigates inside the app; modified clicks (new tab, …) keep the browser's way.
 */
export function HrefLink({ href, className, children }: HrefLinkProps) {
  const navigate = useNavigate()
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void navigate({ href })
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
