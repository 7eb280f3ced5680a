import { Link } from '@tanstack/react-router'
import type { Ref } from 'react'
import type { User } from '~/contract/auth'
import { Menu, MenuItem, MenuLinkItem, MenuSeparator } from '~/components/Menu'
import { initialsOf } from '~/lib/names'
import * as styles from './UserMenu.css'

export interface UserMenuProps {
  /** Undefined while the profile loads (or when it failed): the menu still offers Sign out. */
  user: User | undefined
  onSignOut?: (() => void) | undefined
  /** The menu's button, e.g. for a dialog Sign out opens to give the focus back to. */
  triggerRef?: Ref<HTMLButtonElement> | undefined
}

export function UserMenu({ user, onSignOut, triggerRef }: UserMenuProps) {
  const name = user?.full_name.trim() ?? ''
  return (
    <Menu
      align="end"
      label="Account"
      trigger={
        <button
          ref={triggerRef}
          type="button"
          className={styles.trigger}
          aria-label={name ? `Account: ${name}` : 'Account'}
        >
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(name) || '?'}
          </span>
          {name ? <span className={styles.name}>{name}</span> : null}
        </button>
      }
    >
      {user ? (
        <div className={styles.account}>
          <strong>{name}</strong>
          {user.email ? <span className={styles.email}>{user.email}</span> : null}
        </div>
      ) : null}
      <MenuLinkItem>
        <Link to="/profile">Profile</Link>
      </MenuLinkItem>
      {onSignOut ? (
        <>
          <MenuSeparator />
          <MenuItem onSelect={onSignOut}>Sign out</MenuItem>
        </>
      ) : null}
    </Menu>
  )
}
