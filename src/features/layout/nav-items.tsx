import type { ReactNode } from 'react'
import {
  DisputesIcon,
  OrdersIcon,
  OverviewIcon,
  ProfileIcon,
  ReferralsIcon,
  TransactionsIcon,
} from './components/icons'

export interface NavItem {
  to: '/dashboard' | '/orders' | '/transactions' | '/disputes' | '/referrals' | '/profile'
  label: string
  icon: ReactNode
}

/** Spec §2 Shared layout: the sidebar entries, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Overview', icon: <OverviewIcon /> },
  { to: '/orders', label: 'Orders', icon: <OrdersIcon /> },
  { to: '/transactions', label: 'Transactions', icon: <TransactionsIcon /> },
  { to: '/disputes', label: 'Dispute resolution', icon: <DisputesIcon /> },
  { to: '/referrals', label: 'Referrals', icon: <ReferralsIcon /> },
  { to: '/profile', label: 'Profile', icon: <ProfileIcon /> },
]
