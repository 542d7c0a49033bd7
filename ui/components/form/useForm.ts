import { useCallback, useEffect, useRef, useState, type FormEvent } from "react"
import { Result } from "effect"
import type { FieldErrors } from "../../../domain/validation/FieldErrors.ts"
import { showFirstError } from "./firstError.ts"
import { getPath, setPath, withoutField } from "./paths.ts"
import { sameValues } from "./sameValues.ts"

interface FormOptions<V, T> {
  readonly initial: V
  /** What counts as unchanged, when the form starts from other values (carried over from another screen); the initial values otherwise. */
  readonly pristine?: V
  /** The domain's rule check of the whole form. */
  readonly validate: (values: V) => Result.Result<T, FieldErrors>
  /** Runs with the decoded form once every rule passes. */
  readonly onSubmit: (valid: T, values: V) => Promise<void> | void
}

/**
 * Form state: values by dotted name, the domain's messages, and the server's 422 messages under the same names.
 * It knows whether the values differ from those it loaded (`changed`), and after a refused submit it moves the
 * keyboard to the first field in error.
 */
export function useForm<V, T>({ initial, pristine, validate, onSubmit }: FormOptions<V, T>) {
  const [values, setValues] = useState<V>(initial)
  const [loaded, setLoaded] = useState<V>(() => pristine ?? initial)
  const [clientErrors, setClientErrors] = useState<FieldErrors>({})
  const [serverErrors, setServerErrorsState] = useState<FieldErrors>({})
  const [submitting, setSubmitting] = useState(false)
  // Fields are re-checked on change or blur only once the user has tried to submit, as the specification asks.
  const submitted = useRef(false)
  const latest = useRef(values)
  latest.current = values
  const formElement = useRef<HTMLFormElement | null>(null)
  // Each refused submit asks once to show its first error, after the messages are on the page.
  const [errorsToShow, setErrorsToShow] = useState(0)
  useEffect(() => {
    if (errorsToShow > 0) showFirstError(formElement.current)
  }, [errorsToShow])

  const recheck = useCallback(
    (next: V) => {
      if (!submitted.current) return
      const result = validate(next)
      setClientErrors(Result.isFailure(result) ? result.failure : {})
    },
    [validate],
  )

  const change = useCallback(
    (name: string, value: unknown) => {
      const next = setPath(latest.current, name, value)
      latest.current = next
      setValues(next)
      setServerErrorsState((errors) => withoutField(errors, name))
      recheck(next)
    },
    [recheck],
  )

  /** The user changed several fields at once (the customer type switch). */
  const changeAll = useCallback(
    (next: V) => {
      latest.current = next
      setValues(next)
      recheck(next)
    },
    [recheck],
  )

  /** The record the form edits has arrived: it fills the form and is what "unchanged" means from now on. */
  const replace = useCallback(
    (next: V) => {
      setLoaded(next)
      changeAll(next)
    },
    [changeAll],
  )

  /** The values were saved: leaving no longer asks, so the return to the list goes ahead. */
  const markSaved = useCallback(() => setLoaded(latest.current), [])

  const blur = useCallback(() => recheck(latest.current), [recheck])

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (event?.currentTarget instanceof HTMLFormElement) formElement.current = event.currentTarget
    if (submitting) return
    submitted.current = true
    const result = validate(latest.current)
    if (Result.isFailure(result)) {
      setClientErrors(result.failure)
      setErrorsToShow((count) => count + 1)
      return
    }
    setClientErrors({})
    setServerErrorsState({})
    setSubmitting(true)
    try {
      await onSubmit(result.success, latest.current)
    } finally {
      setSubmitting(false)
    }
  }

  const errorOf = (name: string): string | undefined => clientErrors[name] ?? serverErrors[name]
  const valueOf = (name: string): unknown => getPath(values, name)
  const setServerErrors = useCallback((errors: FieldErrors) => {
    setServerErrorsState(errors)
    if (Object.keys(errors).length > 0) setErrorsToShow((count) => count + 1)
  }, [])
  const errors: FieldErrors = { ...serverErrors, ...clientErrors }
  const changed = !sameValues(values, loaded)

  return {
    values,
    errors,
    errorOf,
    valueOf,
    change,
    changeAll,
    replace,
    blur,
    submit,
    submitting,
    setServerErrors,
    markSaved,
    changed,
  }
}
