/**
 * Which parts of the lifecycle extension the provider offers (lifecycle spec §1): the build's
 * `VITE_PROVIDER_FEATURES`, a comma-separated list of part names or `all`. Pure: the app reads the
 * build's value once in src/lib/provider-features.ts; tests and tools call `parseProviderFeatures`.
 */

/** The parts, in the spec's order. */
export const PROVIDER_FEATURES = [
  'lifecycle',
  'disputes',
  'wallet',
  'notifications',
  'password-reset',
] as const
export type ProviderFeature = (typeof PROVIDER_FEATURES)[number]

export interface ProviderFeatureInput {
  /** `VITE_PROVIDER_FEATURES` as built; undefined (or blank) when not set. */
  features: string | undefined
  /** `VITE_SANDBOX` as built: a sandbox build unless it is exactly 'false'. */
  sandbox: string | undefined
}

/**
 * The set of parts on. Names are trimmed and lower-cased; `all` turns every part on; unknown names
 * are ignored (a build for a newer provider still starts). Not set or blank: every part in a
 * sandbox build (`VITE_SANDBOX` not 'false'), none otherwise. Set to something with no known name
 * (e.g. `none`): none.
 */
export function parseProviderFeatures(input: ProviderFeatureInput): ReadonlySet<ProviderFeature> {
  const text = input.features?.trim() ?? ''
  if (text === '') return new Set(input.sandbox === 'false' ? [] : PROVIDER_FEATURES)
  const names = text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '')
  if (names.includes('all')) return new Set(PROVIDER_FEATURES)
  return new Set(PROVIDER_FEATURES.filter((feature) => names.some((name) => name === feature)))
}
