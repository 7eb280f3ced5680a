import { lazy, Suspense, type ComponentType, type JSX } from 'react'

/**
 * A dialog whose code loads when it first opens (its own chunk), so no page's first visit carries
 * it: closed, it is nothing; opening, nothing until the chunk is there (Radix's own code loads
 * the same way, src/components/overlays-loader.ts). A chunk that fails to load goes to the
 * nearest error boundary, as a route's chunk does.
 */
export function onDemand<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Chunk = lazy(() => load().then((component) => ({ default: component })))
  return function OnDemand(props: P) {
    if (!props.open) return null
    return (
      <Suspense fallback={null}>
        <Chunk {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    )
  }
}
