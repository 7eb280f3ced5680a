import type {
  FormGroup as RealFormGroup,
  useFormGroup as realUseFormGroup,
} from '@tanstack/react-form'

/**
 * TanStack Form's form groups (`form.FormGroup`, `useFormGroup`: FormGroupApi, 14 KB minified)
 * come with every `useForm`, which attaches `form.FormGroup` whether or not a form uses it; this app
 * uses none. Vite aliases @tanstack/react-form's `./useFormGroup.js` to this module
 * (vite.config.ts), so the sign-in page does not fetch them (production /login -2.1 KB gzip). A form
 * group fails loudly here: drop the alias before using one. Typed against the package's own
 * declarations, so a change of its API fails `tsc`.
 */
function off(): never {
  throw new Error(
    'TanStack Form groups are aliased off (vite.config.ts, src/lib/form-group-off.ts): remove the alias to use them',
  )
}

export const FormGroup: typeof RealFormGroup = off
export const useFormGroup: typeof realUseFormGroup = off
