/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
  readonly VITE_SANDBOX?: string
  readonly VITE_PAYMENT_PROVIDER?: string
  readonly VITE_PAYSTACK_PUBLIC_KEY?: string
  /** Provider parts on (lifecycle spec §1): 'all' or e.g. 'lifecycle,wallet'; src/lib/provider-features.ts. */
  readonly VITE_PROVIDER_FEATURES?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
