import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import * as v from 'valibot'
import { disputeKeys } from './queries'

/**
 * Tells this user's other tabs that their disputes changed, so each refetches its list. The
 * message carries the user's key: a tab signed in as someone else ignores it.
 */
const CHANNEL = 'escrow-disputes'

const DisputesChanged = v.object({ type: v.literal('disputes-changed'), user: v.string() })

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null
}

export function announceDisputesChanged(userKey: string): void {
  const channel = openChannel()
  if (!channel) return
  channel.postMessage({ type: 'disputes-changed', user: userKey } satisfies v.InferOutput<
    typeof DisputesChanged
  >)
  channel.close()
}

/** While mounted: another tab of `userKey` changed the disputes, so refetch them here. */
export function useDisputesFromOtherTabs(userKey: string): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    const channel = openChannel()
    if (!channel) return
    channel.onmessage = (event: MessageEvent) => {
      const message = v.safeParse(DisputesChanged, event.data)
      if (message.success && message.output.user === userKey) {
        void queryClient.invalidateQueries({ queryKey: disputeKeys.list(userKey) })
      }
    }
    return () => channel.close()
  }, [queryClient, userKey])
}
