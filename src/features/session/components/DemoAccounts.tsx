import { DEMO_ACCOUNTS } from '~/contract/demo-accounts'
import { Button } from '~/components/Button'
import * as styles from './DemoAccounts.css'

type DemoAccount = (typeof DEMO_ACCOUNTS)[number]

/** Sandbox builds only: the seeded accounts, with a button that fills the form. */
export default function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  return (
    <section className={styles.panel} aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title" className={styles.title}>
        Sandbox demo accounts
      </h2>
      <ul className={styles.list}>
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email} className={styles.item}>
            <span>
              <strong>{account.role}:</strong> {account.email} / {account.password}
            </span>
            <Button
              type="button"
              size="sm"
              tone="secondary"
              onClick={() => {
                onPick(account)
              }}
            >
              Use {account.role.toLowerCase()} account
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
