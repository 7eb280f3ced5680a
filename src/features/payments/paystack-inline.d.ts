/**
 * The part of @paystack/inline-js 2.22.x (which ships no types) that the adapter uses, as read in
 * its source (node_modules/@paystack/inline-js/es/inline.js).
 */
declare module '@paystack/inline-js' {
  export interface PopupTransaction {
    id?: string | number | null
    status?: string | null
  }

  export interface ResumeCallbacks {
    onSuccess?: (transaction: { reference?: string; status?: string; message?: string }) => void
    onCancel?: () => void
    onLoad?: (transaction: { id: number; accessCode: string }) => void
    onError?: (error: { message?: string }) => void
  }

  export default class PaystackPop {
    /**
     * Creates two iframes at once (appended to <body>): a loader backdrop and the checkout
     * (`https://checkout.paystack.com/popup`), and a window `message` listener that is never removed.
     */
    constructor()
    /** Five random characters; the iframes are `inline-background-{id}` and `inline-checkout-{id}`. */
    id: string
    /** Instance fields, not documented API: the adapter removes them when it drops an instance. */
    checkoutIframe?: HTMLIFrameElement
    backgroundIframe?: HTMLIFrameElement
    /**
     * Hands back an earlier transaction of this instance instead of a new one when its parameters
     * (access code and callbacks, compared as strings) match and it has no status or 'abandoned':
     * the earlier callbacks then fire, never these.
     */
    resumeTransaction(accessCode: string, callbacks?: ResumeCallbacks): PopupTransaction
    /** Cancels the given (by id) or active transaction: its onCancel fires synchronously. */
    cancelTransaction(transaction?: PopupTransaction | string): void
    // No isLoaded(): the constructor's own `isLoaded = false` field hides the method.
  }
}
