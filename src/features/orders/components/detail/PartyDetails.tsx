import type { OrderParty } from '../../order-parties'
import * as styles from './PartyDetails.css'

const ROLE_LABEL = { buyer: 'Buyer', seller: 'Seller' } as const

/** One party of an order: role, name and contact, as the server sent them. */
export function PartyDetails({ party }: { party: OrderParty }) {
  return (
    <div className={styles.party}>
      <p className={styles.role}>
        {ROLE_LABEL[party.role]}
        {party.initiator ? <span className={styles.tag}>Created the order</span> : null}
      </p>
      <dl className={styles.details}>
        <dt>Name</dt>
        <dd>{party.name ?? '—'}</dd>
        <dt>E-mail</dt>
        <dd>{party.email ?? '—'}</dd>
        {party.phone ? (
          <>
            <dt>Phone</dt>
            <dd>{party.phone}</dd>
          </>
        ) : null}
      </dl>
    </div>
  )
}
