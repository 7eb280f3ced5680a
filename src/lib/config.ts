/** Build-time settings. Nothing secret belongs here: everything in import.meta.env ships in the bundle. */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '/api/v1'

/** Sandbox builds (the default) show the demo accounts and pay through the sandbox checkout. */
export const isSandboxBuild: boolean = import.meta.env.VITE_SANDBOX !== 'false'

export const paymentProvider: 'sandbox' | 'paystack' =
  import.meta.env.VITE_PAYMENT_PROVIDER === 'paystack' ? 'paystack' : 'sandbox'
