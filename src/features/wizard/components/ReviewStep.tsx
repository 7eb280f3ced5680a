import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ObjectUrlImage } from '~/components/ObjectUrlImage'
import type { OrderRole } from '~/contract/escrow'
import { formatDay } from '~/lib/dates'
import { LOGISTIC_LABELS, priceKoboOf, type WizardValues } from '../schemas'
import type { WizardStep } from '../search-params'
import * as styles from './CreateOrderWizard.css'
import { FeeSummary } from './FeeSummary'

function Section({
  title,
  step,
  role,
  children,
}: {
  title: string
  step: WizardStep
  role: OrderRole
  children: ReactNode
}) {
  return (
    <section className={styles.reviewSection} aria-label={title}>
      <div className={styles.reviewHeader}>
        <h3 className={styles.reviewTitle}>{title}</h3>
        <Link
          to="/escrow/new"
          search={{ role, step }}
          className={styles.link}
          aria-label={`Edit ${title.toLowerCase()}`}
        >
          Edit
        </Link>
      </div>
      {children}
    </section>
  )
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.reviewValue}>{children}</dd>
    </>
  )
}

/** Step 4: every value, each section with an Edit link to its step. */
export function ReviewStep({ values, role }: { values: WizardValues; role: OrderRole }) {
  const counterpart = role === 'seller' ? 'Buyer' : 'Seller'
  const priceKobo = priceKoboOf(values.price)
  return (
    <div className={styles.fields}>
      <Section title="Order details" step={1} role={role}>
        <dl className={styles.reviewList}>
          <Row term="Item">{values.name.trim()}</Row>
          <Row term={`${counterpart}'s e-mail`}>{values.receiver_email.trim()}</Row>
          <Row term={`${counterpart}'s phone number`}>{values.receiver_phone.trim()}</Row>
          <Row term={role === 'seller' ? 'Delivery note' : 'Order description'}>
            {values.description.trim()}
          </Row>
          <Row term="Images">
            {values.images.length === 0 ? (
              'None'
            ) : (
              <ul className={styles.thumbs}>
                {values.images.map((file) => (
                  <li key={`${file.name}-${String(file.size)}`}>
                    <ObjectUrlImage blob={file} alt={file.name} className={styles.thumb} />
                  </li>
                ))}
              </ul>
            )}
          </Row>
        </dl>
      </Section>
      <Section title="Amount" step={2} role={role}>
        {priceKobo !== null ? (
          <FeeSummary priceKobo={priceKobo} role={role} label="Amount and fee" />
        ) : null}
      </Section>
      <Section title="Delivery" step={3} role={role}>
        <dl className={styles.reviewList}>
          <Row term="Delivery date">{formatDay(values.delivery_date)}</Row>
          {role === 'seller' ? (
            <Row term="Logistics service">
              {values.logistic_service ? LOGISTIC_LABELS[values.logistic_service] : 'None'}
            </Row>
          ) : null}
        </dl>
      </Section>
    </div>
  )
}
