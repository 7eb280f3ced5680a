import type {
  FormGroup as RealFormGroup,
  useFieldGroup as realUseFieldGroup,
  useFormGroup as realUseFormGroup,
} from '@tanstack/react-form'

/**
 * TanStack Form's groups ride along with every form whether or not one is used, and this app uses
 * none: `useForm` attaches `form.FormGroup` (FormGroupApi, 14 KB minified) and `createFormHook`
 * returns `withFieldGroup` (FieldGroupApi, 3 KB). Vite aliases @tanstack/react-form's
 * `./useFormGroup.js` and `./useFieldGroup.js` to this module (vite.config.ts), so the sign-in page
 * does not fetch them (production /login -2.1 and -0.9 KB gzip). A group fails loudly here: drop the
 * alias before using one. Typed against the package's own declarations, so a change of its API fails
 * `tsc`.
 */
function off(): never {
  throw new Error(
    'TanStack Form groups are aliased off (vite.config.ts, src/lib/form-group-off.ts): remove the alias to use them',
  )
}

export const FormGroup: typeof RealFormGroup = off
export const useFormGroup: typeof realUseFormGroup = off
export const useFieldGroup: typeof realUseFieldGroup = off
