import { useEffect, useRef } from "react"
import { customerTypeLabels, customerTypes, type CustomerType } from "../../../domain/customer/CustomerForm.ts"

interface CustomerTypeChoiceProps {
  readonly value: CustomerType
  readonly onChoose: (type: CustomerType) => void
  /** Gives the chosen type's radio the keyboard when it appears: a switch opened the form at the other type's address. */
  readonly focusOnMount: boolean
}

/** The حقیقی / حقوقی radios of a new customer. */
export function CustomerTypeChoice({ value, onChoose, focusOnMount }: CustomerTypeChoiceProps) {
  const chosen = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (focusOnMount) chosen.current?.focus()
    // Only the first appearance follows a switch; later renders leave the keyboard where the user put it.
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm text-gray-800">نوع مشتری</legend>
      <div className="flex gap-2">
        {customerTypes.map((type) => (
          <label
            key={type}
            className={`inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border px-4 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-600 ${value === type ? "border-sky-700 bg-sky-50 text-sky-900" : "border-gray-300 bg-white text-gray-800"}`}
          >
            <input
              ref={value === type ? chosen : undefined}
              type="radio"
              name="type"
              value={type}
              checked={value === type}
              onChange={() => onChoose(type)}
              className="accent-sky-700"
            />
            {customerTypeLabels[type]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
