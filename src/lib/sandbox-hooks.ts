import * as v from 'valibot'
import { apiJson } from './api-client'

declare global {
  interface Window {
    /** Sandbox builds only: lets end-to-end tests send calls through the app's own API client. */
    __escrowSandbox?: { get: (path: string) => Promise<unknown> }
  }
}

export function installSandboxHooks(): void {
  window.__escrowSandbox = { get: (path) => apiJson(v.unknown(), path) }
}
