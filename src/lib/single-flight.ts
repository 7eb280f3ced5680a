/**
 * The one double-submit policy: work that sends something is claimed under a key before anything
 * asynchronous happens, and a second start under the same key while the first runs is dropped. One
 * click, one request, even before React has re-rendered a disabled button.
 *
 * - A form submits through the form kit's `submitForm` (src/components/form/form-kit.tsx), keyed by
 *   the form: the flight covers validation, the request and anything the submit awaits after it.
 * - An action outside a form (an order's Accept or Decline, Pay now) wraps its mutation function in
 *   `singleFlight(key, …)`, and its button checks `isInFlight(key)` first, so a dropped click never
 *   becomes a second (rejected) mutation that would hide the first one's outcome.
 */
const flights = new Set<string>()

/** A start of work whose key is already in flight: dropped, never sent. Not a failure to show. */
export class InFlightError extends Error {
  override readonly name = 'InFlightError'
}

/** Whether work under `key` is running now; read synchronously, before React re-renders. */
export function isInFlight(key: string): boolean {
  return flights.has(key)
}

/** Runs `work` under `key`, or rejects with InFlightError (without running it) while the key is held. */
export async function singleFlight<T>(key: string, work: () => Promise<T>): Promise<T> {
  if (flights.has(key)) throw new InFlightError(`${key} is already under way`)
  flights.add(key)
  try {
    return await work()
  } finally {
    flights.delete(key)
  }
}
