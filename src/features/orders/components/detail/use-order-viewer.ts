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
  /** The profile names the user's e-mail and it is neither party's. */
  outsider: boolean
}

/**
 * Who looks at the order, from the profile the shell loads for a signed-in session (read from the
 * cache: this page never asks for it itself, so an order answered signed out costs no profile
 * call). Until it is there the viewer is null and the page offers the base spec's actions; a user
 * it names who is neither party is an outsider, offered none.
 */
export function useOrderViewer(order: Order, signedIn: boolean): OrderViewerState {
  const lifecycle = hasFeature('lifecycle')
  const { data } = useProfileQuery({ enabled: false })
  const profile = signedIn && lifecycle ? (data ?? null) : null
  const viewer = profile ? viewerOf(order, profile.email) : null
  const outsider = viewer === null && Boolean(profile?.email?.trim())
  return { lifecycle, viewer, profile, outsider }
}
