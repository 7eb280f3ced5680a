/** Shown when the card checkout cannot be opened (provider script, iframe or checkout data). */
export const PAYMENT_LOAD_FAILED = 'The payment window could not load. Please try again.'

/** Shown in the sandbox checkout when completing the payment fails. */
export const PAYMENT_FAILED = 'The payment could not be completed. Please try again.'
