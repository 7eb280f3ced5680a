/** Build-time settings. Nothing secret belongs here: everything in import.meta.env ships in the bundle. */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '/api/v1'

// VITE_SANDBOX and VITE_PAYMENT_PROVIDER are tested inline where they choose code (main.tsx,
// LoginPage, PaymentProvider): the bundler drops the other branch's chunks only for a literal test.
