import type { User } from '~/contract/auth'
import type { Order } from '~/contract/escrow'
import { hasFeature } from '~/lib/provider-features'
import { useProfileQuery } from '~/lib/session/profile'
import { viewerOf, type OrderViewer } from '../../order-viewer'

export interface OrderViewerState {
  /** `hasFeature('lifecycle')`: off, the page is the base spec's whoever looks. */
  lifecycle: boolean
  viewer: OrderViewer | null
  /** The signed-in user's profile as the cache has it (balances for Pay now), else null. */
  profile: User | null
}

/**
 * Who looks at the order, from the profile the shell loads for a signed-in session (read from the
 * cache: this page never asks for it itself, so an order answered signed out costs no profile
 * call). Until it is there, or when it names neither party, the viewer is null and the page offers
 * the base spec's actions.
 */
export function useOrderViewer(order: Order, signedIn: boolean): OrderViewerState {
  const lifecycle = hasFeature('lifecycle')
  const { data } = useProfileQuery({ enabled: false })
  const profile = signedIn && lifecycle ? (data ?? null) : null
  return { lifecycle, viewer: profile ? viewerOf(order, profile.email) : null, profile }
}
