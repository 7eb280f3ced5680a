import type { ReactNode } from 'react'
import * as styles from './AuthLayout.css'

/** The frame of the signed-out screens: product mark, a heading and one card. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string
  children: ReactNode
}) {
  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          ₦
        </span>
        <span className={styles.productName}>Escrow</span>
      </div>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </section>
    </main>
  )
}
