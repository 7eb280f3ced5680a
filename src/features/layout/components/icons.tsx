import { LineIcon } from '~/components/LineIcon'

export function OverviewIcon() {
  return (
    <LineIcon>
      <rect x="3" y="3" width="7" height="9" rx="1" />
      <rect x="14" y="3" width="7" height="5" rx="1" />
      <rect x="14" y="12" width="7" height="9" rx="1" />
      <rect x="3" y="16" width="7" height="5" rx="1" />
    </LineIcon>
  )
}

export function OrdersIcon() {
  return (
    <LineIcon>
      <path d="M21 8l-9-5-9 5 9 5 9-5z" />
      <path d="M3 8v8l9 5 9-5V8" />
      <path d="M12 13v8" />
    </LineIcon>
  )
}

export function TransactionsIcon() {
  return (
    <LineIcon>
      <path d="M7 4l-4 4 4 4" />
      <path d="M3 8h14" />
      <path d="M17 12l4 4-4 4" />
      <path d="M21 16H7" />
    </LineIcon>
  )
}

export function DisputesIcon() {
  return (
    <LineIcon>
      <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
      <path d="M12 8v4" />
      <path d="M12 16h.01" />
    </LineIcon>
  )
}

export function ReferralsIcon() {
  return (
    <LineIcon>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13" />
      <path d="M19 12v7a2 2 0 01-2 2H7a2 2 0 01-2-2v-7" />
      <path d="M7.5 8a2.5 2.5 0 010-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 010 5" />
    </LineIcon>
  )
}

export function ProfileIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0116 0" />
    </LineIcon>
  )
}

export function MenuIcon() {
  return (
    <LineIcon>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </LineIcon>
  )
}

export function PlusIcon() {
  return (
    <LineIcon>
      <path d="M12 5v14M5 12h14" />
    </LineIcon>
  )
}

/** Points left when the sidebar can collapse, right when it can expand (flipped by CSS). */
export function ChevronIcon() {
  return (
    <LineIcon>
      <path d="M15 18l-6-6 6-6" />
    </LineIcon>
  )
}
