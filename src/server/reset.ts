/** `npm run sandbox:reset`: reseeds the persisted sandbox (stop a running server first, or use POST /api/v1/__sandbox/reset). */
import { createSandbox } from './app'
import { defaultDataDir } from './data-dir'

const bulkOrders = Number(process.env.BULK_ORDERS ?? 0)
const sandbox = await createSandbox({ dataDir: defaultDataDir() }).catch((error: unknown) => {
  // E.g. a running server has the data folder: the message says what to do.
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
await sandbox.reset({ bulkOrders: Number.isInteger(bulkOrders) && bulkOrders > 0 ? bulkOrders : 0 })
await sandbox.close()
const state = sandbox.state()
console.log(
  `Sandbox reset in ${sandbox.dataDir}: ${state.users.length} accounts, ${state.orders.length} orders, ${state.transactions.length} transactions.`,
)
