/**
 * The provider parts this build may use (lifecycle spec §1), read once from
 * `VITE_PROVIDER_FEATURES` and `VITE_SANDBOX`. A part that is off renders nothing of it and calls
 * nothing: ask `hasFeature('lifecycle')` before showing a control or calling an endpoint of a part.
 */
import { parseProviderFeatures, type ProviderFeature } from '~/contract/provider-features'

export type { ProviderFeature } from '~/contract/provider-features'

const enabled: ReadonlySet<ProviderFeature> = parseProviderFeatures({
  features: import.meta.env.VITE_PROVIDER_FEATURES,
  sandbox: import.meta.env.VITE_SANDBOX,
})

/** Whether the provider this build talks to offers `feature`. */
export function hasFeature(feature: ProviderFeature): boolean {
  return enabled.has(feature)
}

/** Every part on in this build, in the spec's order (for diagnostics and tests). */
export function enabledFeatures(): readonly ProviderFeature[] {
  return [...enabled]
}
