import { useState } from 'react'
import { Button } from '~/components/Button'
import { Dialog } from '~/components/Dialog'
import { MenuIcon } from './icons'
import * as styles from './MobileNav.css'
import { SidebarNav } from './SidebarNav'

/** Small screens: the sidebar's links in a panel behind a menu button (focus trapped, Escape closes). */
export function MobileNav() {
  const [open, setOpen] = useState(false)
  return (
    <div className={styles.root}>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        side="right"
        title="Menu"
        trigger={
          <Button tone="ghost" size="sm" aria-label="Open menu">
            <MenuIcon />
          </Button>
        }
      >
        <SidebarNav onNavigate={() => setOpen(false)} />
      </Dialog>
    </div>
  )
}
