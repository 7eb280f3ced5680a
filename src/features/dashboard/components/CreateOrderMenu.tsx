import { Link } from '@tanstack/react-router'
import { Button } from '~/components/Button'
import { Menu, MenuLinkItem } from '~/components/Menu'

/** 'Create order' → 'As a seller' / 'As a buyer': real links to the wizard with the role. */
export function CreateOrderMenu() {
  return (
    <Menu align="end" trigger={<Button>Create order</Button>}>
      <MenuLinkItem>
        <Link to="/escrow/new" search={{ role: 'seller' }}>
          As a seller
        </Link>
      </MenuLinkItem>
      <MenuLinkItem>
        <Link to="/escrow/new" search={{ role: 'buyer' }}>
          As a buyer
        </Link>
      </MenuLinkItem>
    </Menu>
  )
}
