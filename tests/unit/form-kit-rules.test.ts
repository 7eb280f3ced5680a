import { FormApi } from '@tanstack/react-form'
import { describe, expect, it } from 'vitest'
import { submitForm } from '~/components/form/form-kit-core'
import { messagesByField, showServerErrors } from '~/components/form/server-errors'
import { ApiError } from '~/lib/api-error'
import { InFlightError, isInFlight, singleFlight } from '~/lib/single-flight'

/** A form as the kit's hooks make one (TanStack's FormApi, mounted, without React). */
function formOf<TValues extends object>(defaultValues: TValues) {
  const form = new FormApi({ defaultValues, onSubmitMeta: undefined as unknown })
  form.mount()
  return form
}

const issue = (loc: (string | number)[], msg: string) => ({ loc, msg, type: 'value_error' })

describe('server field errors', () => {
  it('maps issues to fields by loc, first message per field; others are left out', () => {
    expect(
      messagesByField(
        [
          issue(['body', 'receiver_phone'], 'Enter a valid phone number'),
          issue(['body', 'receiver_phone'], 'Too short'),
          issue(['body', 'images', 0], 'Not an image'),
          issue(['body'], 'Bad body'),
          issue(['body', 'role'], 'Unknown role'),
        ],
        ['name', 'receiver_phone', 'images'],
      ),
    ).toEqual({ receiver_phone: 'Enter a valid phone number', images: 'Not an image' })
  })

  it("puts a 422's messages in the fields' own error maps, a field never shown included", () => {
    const form = formOf({ name: '', receiver_phone: '' })
    const rejected = new ApiError('http', 422, 'x', 'Receiver phone: Enter a valid phone number', [
      issue(['body', 'receiver_phone'], 'Enter a valid phone number'),
    ])
    expect(showServerErrors(form, rejected)).toEqual(['receiver_phone'])
    expect(form.getFieldMeta('receiver_phone')?.errorMap.onServer).toBe(
      'Enter a valid phone number',
    )
    expect(form.getFieldMeta('receiver_phone')?.errors).toEqual(['Enter a valid phone number'])
    expect(form.getFieldMeta('name')).toBeUndefined()

    // The next submit is judged by the fields' own checks.
    submitForm(form)
    expect(form.getFieldMeta('receiver_phone')?.errors).toEqual([])
  })

  it('shows nothing on the fields for any other failure', () => {
    const form = formOf({ name: '' })
    expect(showServerErrors(form, new ApiError('http', 400, 'x', 'Order is not pending'))).toEqual(
      [],
    )
    expect(showServerErrors(form, new Error('offline'))).toEqual([])
  })
})

describe('single flight', () => {
  it('drops a second start under a key while the first runs, then frees the key', async () => {
    let release!: (value: string) => void
    const first = singleFlight('order:ESC-1', () => new Promise<string>((r) => (release = r)))
    expect(isInFlight('order:ESC-1')).toBe(true)
    let ranAgain = false
    await expect(
      singleFlight('order:ESC-1', () => {
        ranAgain = true
        return Promise.resolve('again')
      }),
    ).rejects.toBeInstanceOf(InFlightError)
    expect(ranAgain).toBe(false)
    await expect(singleFlight('order:ESC-2', () => Promise.resolve('other'))).resolves.toBe('other')
    release('done')
    await expect(first).resolves.toBe('done')
    expect(isInFlight('order:ESC-1')).toBe(false)
  })

  it('frees the key when the work fails', async () => {
    await expect(singleFlight('k', () => Promise.reject(new Error('no')))).rejects.toThrow('no')
    expect(isInFlight('k')).toBe(false)
  })
})
