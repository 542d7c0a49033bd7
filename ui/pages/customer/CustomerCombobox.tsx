import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { toAsciiDigits, toPersianDigits } from "../../../domain/text/digits.ts"
import { FieldError } from "../../components/form/FieldError.tsx"
import { fieldControl, inputBorder } from "../../components/form/LabelledField.tsx"
import { RequiredMark } from "../../components/form/RequiredMark.tsx"
import { useRecordQuery } from "../../components/form/useEditLoad.ts"
import { useServices } from "../../state/services.tsx"
import { customerQuery, customerSearchQuery } from "./api/customerQueries.ts"
import { displayName, identifierOf } from "./customerView.ts"

/** A customer as the combobox offers and names it. */
export interface CustomerChoice {
  readonly id: number
  readonly name: string
  readonly identifier: string | null
}

/** How long typing pauses before the server is searched. */
const searchDelayMs = 300
/** Enough matches to choose from; typing more narrows them. */
const shownMatches = 20

/** The text typed, once typing has paused. */
const useSettled = (text: string): string => {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), searchDelayMs)
    return () => clearTimeout(timer)
  }, [text])
  return settled
}

interface CustomerComboboxProps {
  readonly label: string
  /** The chosen customer's id, or null for none. */
  readonly value: number | null
  readonly onChange: (id: number | null) => void
  /** Only active customers are offered for a new choice (an invoice); a filter offers every customer. */
  readonly activeOnly?: boolean
  /** In a form: the field's name (its error's key), its message, and whether it must be chosen. */
  readonly name?: string
  readonly error?: string | undefined
  readonly required?: boolean
}

/**
 * A customer chosen by typing part of a name, national code or mobile: the server is searched as the user types
 * (the customers the signed-in user may see), the last search cancelled by the next; the chosen one can be cleared.
 */
export function CustomerCombobox({
  label,
  value,
  onChange,
  activeOnly = false,
  name = "customer_id",
  error,
  required = false,
}: CustomerComboboxProps) {
  const { api } = useServices()
  const control = fieldControl(name, error, required)
  const [typed, setTyped] = useState("")
  // The server is searched only once the user turns to the box, not on every opening of the page that holds it.
  const [wanted, setWanted] = useState(false)
  const search = toAsciiDigits(useSettled(typed).trim())
  const matches = useQuery({
    ...customerSearchQuery(api, search, activeOnly, shownMatches),
    enabled: wanted,
    select: (customers): ReadonlyArray<CustomerChoice> =>
      customers.map((customer) => ({ id: customer.id, name: displayName(customer), identifier: identifierOf(customer) })),
    placeholderData: keepPreviousData,
  })
  // A customer chosen before (a link, a reload) is named from its own record, even when it is not among the matches.
  const chosen = useRecordQuery(customerQuery(api, value ?? 0), value !== null)
  const selected: CustomerChoice | null =
    value === null
      ? null
      : chosen.data
        ? { id: chosen.data.id, name: displayName(chosen.data), identifier: identifierOf(chosen.data) }
        : { id: value, name: "…", identifier: null }

  return (
    <div className="flex min-w-56 flex-col gap-1 text-sm text-gray-800" data-field={name}>
      <Combobox
        value={selected}
        by="id"
        onChange={(choice: CustomerChoice | null) => onChange(choice?.id ?? null)}
        onClose={() => setTyped("")}
      >
        <div className="flex flex-col gap-1">
          {/* Only the text labels the input, so its name is the field's name and not the buttons' beside it. */}
          <span className="flex items-baseline">
            <label htmlFor={control.id}>{label}</label>
            {required && <RequiredMark />}
          </span>
          <span className="relative">
            <ComboboxInput
              displayValue={(choice: CustomerChoice | null) => (choice ? toPersianDigits(choice.name) : "")}
              onChange={(event) => setTyped(event.target.value)}
              onFocus={() => setWanted(true)}
              placeholder="نام، کد ملی یا شماره همراه"
              autoComplete="off"
              id={control.id}
              {...control.aria}
              className={`h-11 w-full rounded-lg border bg-white pe-16 ps-3 text-gray-900 placeholder:text-gray-500 focus:outline-none focus:ring-2 ${inputBorder(control.invalid)}`}
            />
            <span className="absolute inset-y-0 end-1 flex items-center gap-0.5">
              {value !== null && (
                <button
                  type="button"
                  aria-label={`پاک کردن ${label}`}
                  onClick={() => onChange(null)}
                  className="flex h-8 w-8 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100"
                >
                  <span aria-hidden="true" className="i-tabler-x h-4 w-4" />
                </button>
              )}
              <ComboboxButton
                onClick={() => setWanted(true)}
                aria-label={`فهرست ${label}`}
                className="flex h-8 w-8 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100"
              >
                <span aria-hidden="true" className="i-tabler-selector h-4 w-4" />
              </ComboboxButton>
            </span>
          </span>
        </div>
        <ComboboxOptions
          anchor={{ to: "bottom start", gap: 4 }}
          className="z-40 max-h-72 w-[var(--input-width)] overflow-y-auto rounded-lg border border-gray-200 bg-white p-1 shadow-lg empty:invisible"
        >
          {matches.isError ? (
            <div className="px-3 py-2 text-red-800">جستجوی مشتری انجام نشد</div>
          ) : matches.data?.length === 0 ? (
            <div className="px-3 py-2 text-gray-600">مشتری‌ای با این مشخصات پیدا نشد</div>
          ) : (
            (matches.data ?? []).map((customer) => (
              <ComboboxOption
                key={customer.id}
                value={customer}
                className="flex cursor-default flex-col rounded-md px-3 py-2 data-[focus]:bg-sky-50 data-[selected]:font-medium"
              >
                <span>{toPersianDigits(customer.name)}</span>
                {customer.identifier !== null && (
                  <span className="text-xs tabular-nums text-gray-600">{toPersianDigits(customer.identifier)}</span>
                )}
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </Combobox>
      <FieldError name={name} error={error} />
    </div>
  )
}
