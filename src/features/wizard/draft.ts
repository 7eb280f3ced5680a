import { queryOptions } from '@tanstack/react-query'
import type { OrderRole } from '~/contract/escrow'
import { createDraftStore, type LoadedDraft } from '~/lib/draft-store'
import { EMPTY_VALUES, type WizardValues } from './schemas'
import { asStep, type WizardStep } from './search-params'

/** What a draft keeps besides its images (which the store keeps as files). */
export type DraftFields = Omit<WizardValues, 'images'> & { step: WizardStep }

export const draftStore = createDraftStore<DraftFields>('escrow-drafts')

/** One draft per user and role. */
export function draftKey(userKey: string, role: OrderRole): string {
  return `${userKey}:${role}`
}

export interface WizardDraft {
  values: WizardValues
  step: WizardStep | null
}

function fromStored(stored: LoadedDraft<DraftFields> | null): WizardDraft {
  if (!stored) return { values: { ...EMPTY_VALUES }, step: null }
  const { step, ...fields } = stored.value
  return {
    values: { ...EMPTY_VALUES, ...fields, images: stored.files },
    step: asStep(step),
  }
}

export const wizardKeys = {
  all: ['wizard'] as const,
  draft: (key: string) => [...wizardKeys.all, 'draft', key] as const,
  create: () => [...wizardKeys.all, 'create'] as const,
  pay: () => [...wizardKeys.all, 'pay'] as const,
}

/**
 * The saved draft, read once when the wizard opens (IndexedDB, not the network: it runs offline
 * too). Never cached: another tab may have written since.
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

export function saveDraft(key: string, values: WizardValues, step: WizardStep): Promise<void> {
  const { images, ...fields } = values
  return draftStore.save(key, { ...fields, step }, images)
}

export function clearDraft(key: string): Promise<void> {
  return draftStore.clear(key)
}
