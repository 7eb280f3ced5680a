import type { User } from '~/contract/auth'
import type { Order } from '~/contract/escrow'
import type { WalletTransaction } from '~/contract/wallet'

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    full_name: 'Adaeze Okafor',
    email: 'ada@escrow.test',
    phone_number: '08031234567',
    wallet_balance: '250000.5',
    escrow_balance: 1200,
    pending_transactions: 2,
    ...overrides,
  }
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    public_id: 'ESC-1001',
    item_name: 'Leather sofa',
    description: 'Three-seater, dark brown',
    item_price: '150000.00',
    fee_amount: '300.00',
    status: 'pending',
    expected_delivery_date: '2026-12-01',
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    initiator: { full_name: 'Bayo Adeyemi', email: 'bayo@escrow.test' },
    initiator_role: 'buyer',
    receiver: { full_name: 'Adaeze Okafor', email: 'ada@escrow.test' },
    receiver_email: 'ada@escrow.test',
    receiver_phone: '08031234567',
    ...overrides,
  }
}

/** A card deposit of ₦1,000 on 2 November 2026, 09:00 in the viewer's time zone. */
export function aTransaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id: '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
    transaction_type: 'deposit',
    direction: 'credit',
    amount: 1000,
    description: 'Card deposit',
    status: 'success',
    created_at: new Date(2026, 10, 2, 9).toISOString(),
    ...overrides,
  }
}
