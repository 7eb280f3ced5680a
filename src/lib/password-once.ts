/**
 * A password handed to a mutation, readable once (issue 32 item 7). The mutation cache keeps a
 * mutation's variables for minutes after its screen has gone (and React Query's devtools show
 * them): a password put there as a string would stay in memory, readable by anything that walks the
 * cache. Every mutation that sends a password (sign-in, registration, password reset, withdraw,
 * release, pay from the wallet) takes this instead and reads it once, first thing, before anything
 * that could stop it early (the double-submit guard, a failed call): after that the closure holds
 * nothing, whether the call succeeds or fails.
 */
export type PasswordOnce = () => string

/** Wraps a password typed by the user; the first read returns it, every later read ''. */
export function passwordOnce(password: string): PasswordOnce {
  let held = password
  return () => {
    const read = held
    held = ''
    return read
  }
}
