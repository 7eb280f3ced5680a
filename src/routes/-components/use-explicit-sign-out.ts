import { useEffect, useRef, useState } from 'react'
import { useSession, useSessionActions } from '~/lib/session/use-session'

// The drafts (their IndexedDB store and the wizard's schemas) load when Sign out is chosen, not
// with the signed-in shell: a first visit does not need them (tests/budget/budgets.json).
const drafts = () => import('~/features/wizard/draft')

/**
 * How long Sign out waits for IndexedDB (the check for an unfinished order, or Forget) before it
 * signs out anyway: storage that hangs must not keep anybody signed in.
 */
export const DRAFT_WAIT_MS = 3_000

interface Flow {
  step: 'checking' | 'asking' | 'forgetting'
  /** The session Sign out was chosen in: once that has ended, the flow is over. */
  sessionId: string
  userKey: string
}

export interface ExplicitSignOut {
  /** The account menu's Sign out. */
  start: () => void
  /** What the sign-out dialog shows: null while it is closed. */
  dialog: 'asking' | 'forgetting' | null
  keep: () => void
  forget: () => void
  cancel: () => void
}

/** `work`'s value, or `fallback` if it fails or has not settled within `ms`. */
function settleWithin<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms)
    work
      .then(resolve, () => resolve(fallback))
      .finally(() => clearTimeout(timer))
      .catch(() => undefined)
  })
}

/**
 * The user's own sign-out (the account menu): when this device keeps an unfinished order of
 * theirs, it asks first whether to keep it or forget it; otherwise (no order, a check that fails,
 * no user key) it signs out at once. Every other end of a session (another tab, a refused refresh)
 * never asks. One Sign out, one sign-out: a second one while the first is under way is ignored.
 */
export function useExplicitSignOut(
  userKey: string | null,
  afterSignOut: (() => void) | undefined,
): ExplicitSignOut {
  const { sessionId } = useSession()
  const { signOut } = useSessionActions()
  const [flow, setFlowState] = useState<Flow | null>(null)
  // The refs answer event handlers and settled promises synchronously (a double click comes
  // before the re-render).
  const flowRef = useRef<Flow | null>(null)
  const currentSession = useRef(sessionId)
  useEffect(() => {
    currentSession.current = sessionId
  }, [sessionId])

  const setFlow = (next: Flow | null) => {
    flowRef.current = next
    setFlowState(next)
  }

  const signOutNow = () => {
    signOut()
    afterSignOut?.()
  }

  /** Ends `from` by signing out, unless it was cancelled or its session has ended meanwhile. */
  const finish = (from: Flow) => {
    if (flowRef.current !== from) return
    setFlow(null)
    if (currentSession.current === from.sessionId) signOutNow()
  }

  const start = () => {
    if (sessionId === null) return
    // Already under way in this session (a flow of an ended session is over).
    if (flowRef.current?.sessionId === currentSession.current) return
    if (userKey === null) {
      setFlow(null)
      signOutNow()
      return
    }
    const checking: Flow = { step: 'checking', sessionId, userKey }
    setFlow(checking)
    void settleWithin(
      drafts().then((draft) => draft.hasUnfinishedOrder(userKey)),
      DRAFT_WAIT_MS,
      false,
    ).then((unfinished) => {
      if (flowRef.current !== checking) return
      if (unfinished) setFlow({ ...checking, step: 'asking' })
      else finish(checking)
    })
  }

  const keep = () => {
    const asking = flowRef.current
    if (asking?.step === 'asking') finish(asking)
  }

  const forget = () => {
    const asking = flowRef.current
    if (asking?.step !== 'asking') return
    const forgetting: Flow = { ...asking, step: 'forgetting' }
    setFlow(forgetting)
    const forgotten = drafts()
      .then((draft) => draft.forgetUnfinishedOrders(asking.userKey))
      .catch((error: unknown) => {
        // Signed out anyway: the user asked to leave; the draft still expires after 30 days.
        console.warn('The unfinished order could not be forgotten', error)
      })
    void settleWithin(forgotten, DRAFT_WAIT_MS, undefined).then(() => finish(forgetting))
  }

  const cancel = () => {
    if (flowRef.current?.step === 'asking') setFlow(null)
  }

  // Derived: a flow of a session that has ended shows nothing (its dialog closes with it).
  const current = flow?.sessionId === sessionId ? flow : null
  const dialog =
    current?.step === 'asking' ? 'asking' : current?.step === 'forgetting' ? 'forgetting' : null
  return { start, dialog, keep, forget, cancel }
}
