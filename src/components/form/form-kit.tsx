import { ImageUploader, type ImageUploaderProps } from '../ImageUploader'
import { SelectField, type SelectFieldProps } from '../SelectField'
import { TextArea, type TextAreaProps } from '../TextArea'
import { coreKit, useBoundField, type Bound } from './form-kit-core'

/**
 * The form kit (TanStack Form's createFormHook, core in ./form-kit-core.tsx): a form is
 * `useAppForm({ defaultValues, onSubmit })`; each field is
 * `<form.AppField name="reason" validators={{ onSubmit: rule }}>{(field) => <field.TextArea label="Reason" />}</form.AppField>`
 * with `field.TextField`, `field.TextArea`, `field.SelectField` or `field.ImageUploader`; the submit
 * button is `<form.SubmitButton>` inside `<form.AppForm>`, the submit `submitForm(form)`; a large
 * form is split into `withForm` parts. Editing a field clears its error until the next Next or
 * submit; a 422's field messages go into the fields' own error maps (./server-errors.ts).
 */

function BoundTextArea(props: Bound<TextAreaProps>) {
  const { field, error, change } = useBoundField<string>()
  return (
    <TextArea
      {...props}
      name={field.name}
      value={field.state.value}
      onChange={(event) => change(event.target.value)}
      onBlur={field.handleBlur}
      error={error}
    />
  )
}

/** A native select; the field only ever gets one of the `options`' values. */
function BoundSelectField({ options, ...props }: Bound<SelectFieldProps>) {
  const { field, error, change } = useBoundField<string>()
  return (
    <SelectField
      {...props}
      options={options}
      name={field.name}
      value={field.state.value}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value)
        if (chosen) change(chosen.value)
      }}
      onBlur={field.handleBlur}
      error={error}
    />
  )
}

function BoundImageUploader(props: Bound<ImageUploaderProps>) {
  const { field, error, change } = useBoundField<File[]>()
  return <ImageUploader {...props} value={field.state.value} onChange={change} error={error} />
}

export const { useAppForm, withForm } = coreKit.extendForm({
  fieldComponents: {
    TextArea: BoundTextArea,
    SelectField: BoundSelectField,
    ImageUploader: BoundImageUploader,
  },
})
