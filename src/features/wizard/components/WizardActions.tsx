import { useSelector } from '@tanstack/react-form'
import { useRef, useState } from 'react'
import { Button } from '~/components/Button'
import { Dialog } from '~/components/Dialog'
import { withForm } from '~/components/form/form-kit'
import { EMPTY_VALUES } from '../schemas'
import type { WizardStep } from '../search-params'
import * as styles from './CreateOrderWizard.css'

interface WizardActionsProps {
  step: WizardStep
  /** Whether anything was entered: Cancel then asks before discarding. */
  hasContent: boolean
  onBack: () => void
  /** Deletes the draft and leaves the wizard. */
  onDiscard: () => void
}

/** Cancel (asking first when there is something to lose), Back, and Next or Confirm. */
export const WizardActions = withForm({
  defaultValues: EMPTY_VALUES,
  props: {} as WizardActionsProps,
  render: function WizardActions({ form, step, hasContent, onBack, onDiscard }) {
    const [confirming, setConfirming] = useState(false)
    const cancelRef = useRef<HTMLButtonElement>(null)
    const submitting = useSelector(form.store, (state) => state.isSubmitting)
    return (
      <div className={styles.actions}>
        <Button
          ref={cancelRef}
          type="button"
          tone="ghost"
          onClick={() => {
            if (hasContent) setConfirming(true)
            else onDiscard()
          }}
        >
          Cancel
        </Button>
        <div className={styles.actionGroup}>
          <Button
            type="button"
            tone="secondary"
            disabled={step === 1 || submitting}
            onClick={onBack}
          >
            Back
          </Button>
          <form.AppForm>
            <form.SubmitButton>{step === 4 ? 'Confirm' : 'Next'}</form.SubmitButton>
          </form.AppForm>
        </div>
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Discard this order?"
          description="Everything you entered for this order, images included, will be deleted."
          returnFocusTo={cancelRef}
        >
          <div className={styles.actions}>
            <Button type="button" tone="secondary" onClick={() => setConfirming(false)}>
              Keep editing
            </Button>
            <Button type="button" tone="danger" onClick={onDiscard}>
              Discard order
            </Button>
          </div>
        </Dialog>
      </div>
    )
  },
})
