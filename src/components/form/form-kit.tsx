import { ImageUploader, type ImageUploaderProps } from '../ImageUploader'
import { SelectField, type SelectFieldProps } from '../SelectField'
import { TextArea, type TextAreaProps } from '../TextArea'
import { coreKit, useBoundField, useControlProps, type Bound } from './form-kit-core'

function BoundTextArea(props: Bound<TextAreaProps>) {
  return <TextArea {...props} {...useControlProps()} />
}

/** A native select; the field only ever gets one of the `options`' values. */
function BoundSelectField({ options, ...props }: Bound<SelectFieldProps>) {
  const control = useControlProps((value) => options.some((option) => option.value === value))
  return <SelectField {...props} options={options} {...control} />
}

function BoundImageUploader(props: Bound<ImageUploaderProps>) {
  const { field, error, change } = useBoundField<File[]>()
  return <ImageUploader {...props} value={field.state.value} onChange={change} error={error} />
}

/**
 * The form kit (TanStack Form's createFormHook, core in ./form-kit-core.tsx): a form is
 * `useAppForm({ defaultValues, onSubmit })`; each field is
 * `<form.AppField name="reason" validators={{ onSubmit: rule }}>{(field) => <field.TextArea label="Reason" />}</form.AppField>`
 * with `field.TextField`, `field.TextArea`, `field.SelectField` or `field.ImageUploader`; the submit
 * button is `<form.SubmitButton>` inside `<form.AppForm>`, the submit `submitForm(form)`; a large
 * form is split into `withForm` parts. Editing a field clears its error until the next Next or
 * submit; a 422's field messages go into the fields' own error maps (./server-errors.ts).
 */
export const { useAppForm, withForm } = coreKit.extendForm({
  fieldComponents: {
    TextArea: BoundTextArea,
    SelectField: BoundSelectField,
    ImageUploader: BoundImageUploader,
  },
})
