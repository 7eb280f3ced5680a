import { Link } from '@tanstack/react-router'
import { Card } from '~/components/Card'
import { Skeleton } from '~/components/Skeleton'
import type { User } from '~/contract/auth'
import * as styles from './ProfileCard.css'

/** Who is signed in, with a link to the profile page; skeleton lines while the profile loads. */
export function ProfileCard({ user }: { user: User | undefined }) {
  return (
    <Card as="section" aria-labelledby="profile-card-title" className={styles.card}>
      <h2 id="profile-card-title" className={styles.title}>
        Your profile
      </h2>
      {user ? (
        <dl className={styles.details}>
          <dt className={styles.term}>Name</dt>
          <dd className={styles.value}>{user.full_name}</dd>
          <dt className={styles.term}>Email</dt>
          <dd className={styles.value}>{user.email ?? '—'}</dd>
          <dt className={styles.term}>Phone</dt>
          <dd className={styles.value}>{user.phone_number ?? '—'}</dd>
        </dl>
      ) : (
        <>
          <Skeleton width="70%" />
          <Skeleton width="85%" />
          <Skeleton width="50%" />
        </>
      )}
      <Link to="/profile">View profile</Link>
    </Card>
  )
}
