/** VITE_PROVIDER_FEATURES (lifecycle spec §1): the pure parser, and the build's set read once. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseProviderFeatures, PROVIDER_FEATURES } from '~/contract/provider-features'

const parse = (features: string | undefined, sandbox?: string) => [
  ...parseProviderFeatures({ features, sandbox }),
]

describe('parseProviderFeatures', () => {
  it('has the five parts of the spec', () => {
    expect(PROVIDER_FEATURES).toEqual([
      'lifecycle',
      'disputes',
      'wallet',
      'notifications',
      'password-reset',
    ])
  })

  it('defaults to every part in a sandbox build and to none otherwise', () => {
    expect(parse(undefined)).toEqual([...PROVIDER_FEATURES])
    expect(parse(undefined, 'true')).toEqual([...PROVIDER_FEATURES])
    expect(parse('', undefined)).toEqual([...PROVIDER_FEATURES])
    expect(parse('  ', 'false')).toEqual([])
    expect(parse(undefined, 'false')).toEqual([])
  })

  it('reads a comma-separated list, trimmed and in any case, in the spec order', () => {
    expect(parse('wallet,lifecycle', 'false')).toEqual(['lifecycle', 'wallet'])
    expect(parse(' Lifecycle , PASSWORD-RESET ,', 'false')).toEqual(['lifecycle', 'password-reset'])
    expect(parse('disputes,disputes')).toEqual(['disputes'])
  })

  it('turns every part on with all, also among other names', () => {
    expect(parse('all', 'false')).toEqual([...PROVIDER_FEATURES])
    expect(parse('wallet, ALL', 'false')).toEqual([...PROVIDER_FEATURES])
  })

  it('ignores unknown names; a list of only unknown names is none, also in a sandbox build', () => {
    expect(parse('lifecycle,escrow-v2,chat')).toEqual(['lifecycle'])
    expect(parse('none')).toEqual([])
    expect(parse(',,,', 'false')).toEqual([])
  })
})

describe('hasFeature (src/lib/provider-features.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  async function load(env: { features?: string; sandbox?: string }) {
    vi.resetModules()
    vi.stubEnv('VITE_PROVIDER_FEATURES', env.features)
    vi.stubEnv('VITE_SANDBOX', env.sandbox)
    // The real module: component tests see it through tests/setup-dom.ts's switchable mock.
    return vi.importActual<typeof import('~/lib/provider-features')>('~/lib/provider-features')
  }

  it("answers from the build's variables", async () => {
    const { hasFeature, enabledFeatures } = await load({ features: 'lifecycle', sandbox: 'false' })
    expect(hasFeature('lifecycle')).toBe(true)
    expect(hasFeature('wallet')).toBe(false)
    expect(enabledFeatures()).toEqual(['lifecycle'])
  })

  it('has nothing in a production build without the variable', async () => {
    const { enabledFeatures } = await load({ sandbox: 'false' })
    expect(enabledFeatures()).toEqual([])
  })

  it('has everything in a sandbox build without the variable', async () => {
    const { enabledFeatures } = await load({ sandbox: 'true' })
    expect(enabledFeatures()).toEqual([...PROVIDER_FEATURES])
  })
})
