import type { ProviderFeature } from '~/lib/provider-features'

/**
 * The provider parts switched off for the current test. Component tests run as a sandbox build
 * does, every part on; tests/setup-dom.ts mocks `~/lib/provider-features` once to ask this module
 * and switches every part back on after each test.
 */
const switchedOff = new Set<ProviderFeature | 'all'>()

/** Switches parts off until the test ends: a provider without them (lifecycle spec §1). */
export function switchOff(...parts: (ProviderFeature | 'all')[]): void {
  for (const part of parts) switchedOff.add(part)
}

export function isSwitchedOff(part: ProviderFeature): boolean {
  return switchedOff.has('all') || switchedOff.has(part)
}

/** Every part on again (after each test, and within one that tries both). */
export function switchAllOn(): void {
  switchedOff.clear()
}
