import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { LOGISTIC_SERVICES, ORDER_ROLES, type OrderRole } from '~/contract/escrow'
import { createDraftStore, type LoadedDraft } from '~/lib/draft-store'
import { EMPTY_VALUES, hasContent, type WizardValues } from './schemas'
import { asStep, WIZARD_STEPS, type WizardStep } from './search-params'

/**
 * A submission of the draft: the `Idempotency-Key` sent with POST /escrow/create and the content
 * it was made for. Kept with the draft, so Confirm after a lost answer (a retry, a reload) sends
 * the same key; content that changed gets a new one.
 */
export const Submission = v.object({ key: v.string(), content: v.string() })
export type Submission = v.InferOutput<typeof Submission>

/** What a draft keeps besides its images (which the store keeps as files). */
const DraftFields = v.object({
  name: v.string(),
  receiver_email: v.string(),
  receiver_phone: v.string(),
  description: v.string(),
  price: v.string(),
  delivery_date: v.string(),
  logistic_service: v.picklist(['', ...LOGISTIC_SERVICES]),
  step: v.picklist(WIZARD_STEPS),
  /** Absent in drafts saved before keys existed, null before the first Confirm. */
  submission: v.optional(v.nullable(Submission)),
})
export type DraftFields = v.InferOutput<typeof DraftFields>

export const draftStore = createDraftStore('escrow-drafts', DraftFields)

/** One draft per user and role. */
export function draftKey(userKey: string, role: OrderRole): string {
  return `${userKey}:${role}`
}

export interface WizardDraft {
  values: WizardValues
  step: WizardStep | null
  submission: Submission | null
}

function fromStored(stored: LoadedDraft<DraftFields> | null): WizardDraft {
  if (!stored) return { values: { ...EMPTY_VALUES }, step: null, submission: null }
  const { step, submission, ...fields } = stored.value
  return {
    values: { ...EMPTY_VALUES, ...fields, images: stored.files },
    step: asStep(step),
    submission: submission ?? null,
  }
}

export const wizardKeys = {
  all: ['wizard'] as const,
  draft: (key: string) => [...wizardKeys.all, 'draft', key] as const,
}

/**
 * The saved draft, read once when the wizard opens (IndexedDB, not the network: it runs offline
 * too). Never cached: another tab may have written since. A draft that expired or cannot be read
 * is deleted by the store and the wizard starts empty.
 */
export const draftQuery = (key: string) =>
  queryOptions({
    queryKey: wizardKeys.draft(key),
    queryFn: async () => {
      try {
        return fromStored(await draftStore.load(key))
      } catch (error) {
        // No IndexedDB (a locked-down browser): the wizard still works, it just cannot keep a draft.
        console.warn('The saved draft could not be read', error)
        return fromStored(null)
      }
    },
    networkMode: 'always',
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })

export function saveDraft(
  key: string,
  values: WizardValues,
  step: WizardStep,
  submission: Submission | null = null,
): Promise<void> {
  const { images, ...fields } = values
  return draftStore.save(key, { ...fields, step, submission }, images)
}

export function clearDraft(key: string): Promise<void> {
  return draftStore.clear(key)
}

/**
 * Whether this browser keeps an unfinished order of the user (a draft of either role with anything
 * typed or attached, not expired). False when IndexedDB cannot be read. `userKey` is the key the
 * wizard's drafts are saved under: `String(user.id ?? user.email).toLowerCase()`.
 */
export async function hasUnfinishedOrder(userKey: string): Promise<boolean> {
  try {
    const drafts = await Promise.all(
      ORDER_ROLES.map((role) => draftStore.peek(draftKey(userKey, role))),
    )
    return drafts.some((draft) => {
      if (!draft) return false
      const { step: _step, submission: _submission, ...fields } = draft.value
      return draft.fileCount > 0 || hasContent({ ...EMPTY_VALUES, ...fields })
    })
  } catch (error) {
    console.warn('The saved drafts could not be read', error)
    return false
  }
}

/**
 * Deletes every role's draft of the user in this browser, with its images (a save still waiting in
 * this tab is dropped). Rejects if IndexedDB fails for any of them, after trying them all.
 */
export async function forgetUnfinishedOrders(userKey: string): Promise<void> {
  const results = await Promise.allSettled(
    ORDER_ROLES.map((role) => draftStore.clear(draftKey(userKey, role))),
  )
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
}
