import type { EventClient as DevtoolsEventClient } from '@tanstack/devtools-event-client'

/**
 * TanStack Form reports every form to its devtools through `@tanstack/devtools-event-client`: window
 * events and a reconnect timer every second, in production too, for devtools we never ship. Builds
 * alias that package to this one (vite.config.ts): the same API, doing nothing. Typed against the
 * package's own declarations, so a change of its API fails `tsc`.
 */
type Api = Pick<
  DevtoolsEventClient<Record<string, unknown>>,
  'getPluginId' | 'emit' | 'on' | 'onAll' | 'onAllPluginEvents' | 'createEventPayload'
>

export class EventClient implements Api {
  readonly #pluginId: string

  constructor({ pluginId }: { pluginId: string }) {
    this.#pluginId = pluginId
  }

  getPluginId(): string {
    return this.#pluginId
  }

  createEventPayload(eventSuffix: string, payload: unknown) {
    return { type: `${this.#pluginId}:${eventSuffix}`, payload, pluginId: this.#pluginId }
  }

  emit(): void {
    // devtools are not part of the app
  }

  on(): () => void {
    return () => undefined
  }

  onAll(): () => void {
    return () => undefined
  }

  onAllPluginEvents(): () => void {
    return () => undefined
  }
}
