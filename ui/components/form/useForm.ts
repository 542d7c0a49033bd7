import { useCallback, useRef, useState, type FormEvent } from "react"
import { Result } from "effect"
import type { FieldErrors } from "../../../domain/validation/FieldErrors.ts"
import { getPath, setPath, withoutField } from "./paths.ts"

interface FormOptions<V, T> {
  readonly initial: V
  /** The domain's rule check of the whole form. */
  readonly validate: (values: V) => Result.Result<T, FieldErrors>
  /** Runs with the decoded form once every rule passes. */
  readonly onSubmit: (valid: T, values: V) => Promise<void> | void
}

/** Form state: values by dotted name, the domain's messages, and the server's 422 messages under the same names. */
export function useForm<V, T>({ initial, validate, onSubmit }: FormOptions<V, T>) {
  const [values, setValues] = useState<V>(initial)
  const [clientErrors, setClientErrors] = useState<FieldErrors>({})
  const [serverErrors, setServerErrorsState] = useState<FieldErrors>({})
  const [submitting, setSubmitting] = useState(false)
  // Fields are re-checked on change or blur only once the user has tried to submit, as the specification asks.
  const submitted = useRef(false)
  const latest = useRef(values)
  latest.current = values

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

  const replace = useCallback(
    (next: V) => {
      latest.current = next
      setValues(next)
      recheck(next)
    },
    [recheck],
  )

  const blur = useCallback(() => recheck(latest.current), [recheck])

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (submitting) return
    submitted.current = true
    const result = validate(latest.current)
    if (Result.isFailure(result)) {
      setClientErrors(result.failure)
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
  const setServerErrors = useCallback((errors: FieldErrors) => setServerErrorsState(errors), [])
  const errors: FieldErrors = { ...serverErrors, ...clientErrors }

  return { values, errors, errorOf, valueOf, change, replace, blur, submit, submitting, setServerErrors }
}
