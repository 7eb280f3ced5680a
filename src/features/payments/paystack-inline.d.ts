/** The part of @paystack/inline-js (2.22.x, which ships no types) that the adapter uses. */
declare module '@paystack/inline-js' {
  export interface PopupTransaction {
    id?: string
    getStatus(): { status: string | null; id?: string }
  }

  export interface ResumeCallbacks {
    onSuccess?: (transaction: { id: number; reference: string; message: string }) => void
    onCancel?: () => void
    onLoad?: (transaction: { id: number; accessCode: string }) => void
    onError?: (error: { message?: string }) => void
  }

  export default class PaystackPop {
    resumeTransaction(accessCode: string, callbacks?: ResumeCallbacks): PopupTransaction
    cancelTransaction(transaction: PopupTransaction | string): void
    isLoaded(): boolean
  }
}
