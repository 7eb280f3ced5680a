import { Link, useLocation } from '@tanstack/react-router'
import type { ReactNode, Ref } from 'react'
import { buttonClass } from '~/components/Button'
import type { User } from '~/contract/auth'
import * as styles from './AppHeader.css'
import { MobileNav } from './MobileNav'
import { QuickActions } from './QuickActions'
import { UserMenu } from './UserMenu'

export interface AppHeaderProps {
  signedIn: boolean
  user: User | undefined
  onSignOut?: (() => void) | undefined
  /** The account menu's button. */
  accountRef?: Ref<HTMLButtonElement> | undefined
  notifications?: ReactNode
}

/** Logo and product name; signed in: menu (small screens), quick actions, notifications, account. */
export function AppHeader({
  signedIn,
  user,
  onSignOut,
  accountRef,
  notifications,
}: AppHeaderProps) {
  return (
    <header className={styles.header} data-print="hide">
      {signedIn ? <MobileNav /> : null}
      <Link to={signedIn ? '/dashboard' : '/'} className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          ₦
        </span>
        <span className={styles.productName}>Escrow</span>
      </Link>
      <div className={styles.actions}>
        {signedIn ? (
          <>
            <QuickActions />
            {notifications}
            <UserMenu user={user} onSignOut={onSignOut} triggerRef={accountRef} />
          </>
        ) : (
          <SignInLink />
        )}
      </div>
    </header>
  )
}

/** Back to this page after signing in (the login page only accepts same-origin return paths). */
function SignInLink() {
  const here = useLocation({ select: (location) => location.href })
  return (
    <Link to="/login" search={{ redirect: here }} className={buttonClass({ size: 'sm' })}>
      Sign in
    </Link>
  )
}
