import type { ReactNode, Ref } from 'react'
import type { User } from '~/contract/auth'
import { useLocalSetting } from '~/lib/local-setting'
import { sidebarCollapsed } from '../sidebar-setting'
import { AppHeader } from './AppHeader'
import * as styles from './AppShell.css'
import { Sidebar } from './Sidebar'

export interface AppShellProps {
  /**
   * `null` when signed out: the header offers 'Sign in' and there is no sidebar. Otherwise the
   * visitor is signed in; `undefined` while their profile loads (or if it could not be loaded).
   */
  user?: User | null | undefined
  onSignOut?: (() => void) | undefined
  /** The account menu's button (for a dialog its Sign out opens, to give the focus back to). */
  accountRef?: Ref<HTMLButtonElement> | undefined
  /** The header's notifications control (composed by the route). */
  notifications?: ReactNode
  children: ReactNode
}

/** The frame of every signed-in page (and of the signed-out order page): header, sidebar, content. */
export function AppShell({ user, onSignOut, accountRef, notifications, children }: AppShellProps) {
  const signedIn = user !== null
  const [collapsed, setCollapsed] = useLocalSetting(sidebarCollapsed)
  return (
    <div
      className={styles.shell}
      data-sidebar={signedIn ? (collapsed ? 'collapsed' : 'expanded') : undefined}
    >
      <a href="#main-content" className={styles.skipLink} data-print="hide">
        Skip to content
      </a>
      <AppHeader
        signedIn={signedIn}
        user={user ?? undefined}
        onSignOut={onSignOut}
        accountRef={accountRef}
        notifications={notifications}
      />
      {signedIn ? (
        <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((previous) => !previous)} />
      ) : null}
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <div className={styles.content}>{children}</div>
      </main>
    </div>
  )
}
