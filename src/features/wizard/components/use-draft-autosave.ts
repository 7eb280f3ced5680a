import { useEffect, useRef } from 'react'
import { submissionFor } from '~/lib/idempotency-key'
import { saveDraft, type WizardDraft } from '../draft'
import type { WizardValues } from '../schemas'
import type { WizardStep } from '../search-params'

/**
 * Keeps the draft with the form: every change of the values or the step is saved (IndexedDB keeps
 * the latest write) with the draft's submission (its Idempotency-Key), except while stopped (a
 * Confirm being sent, a Discard).
 */
export function useDraftAutosave(
  draftKey: string,
  draft: WizardDraft,
  values: WizardValues,
  step: WizardStep,
) {
  const stopped = useRef(false)
  const submission = useRef(draft.submission)
  useEffect(() => {
    if (stopped.current) return
    saveDraft(draftKey, values, step, submission.current).catch((error: unknown) => {
      console.warn('The draft could not be saved', error)
    })
  }, [draftKey, values, step])
  return {
    stop: () => {
      stopped.current = true
    },
    resume: () => {
      stopped.current = false
    },
    /**
     * The submission for a Confirm of `content` (what the server would receive): the last one's
     * key while the content is unchanged, else a new one; saved with the draft from now on.
     */
    submissionFor: (content: string) => {
      submission.current = submissionFor(content, submission.current)
      return submission.current
    },
  }
}
