import { useSignals } from "@preact/signals-react/runtime"
import { heldNumber } from "./draftInputs.ts"
import { Option } from "effect"
import { useState } from "react"
import { parseJalali } from "../../../../domain/calendar/Jalali.ts"
import type { Catalog } from "../../../../domain/invoice/Catalog.ts"
import type { KeptChoices } from "../../../../domain/invoice/KeptChoices.ts"
import { fareChoices } from "../../../../domain/invoice/LineChoices.ts"
import { formatRials } from "../../../../domain/money/Rials.ts"
import { rackTypes, shippingTypes } from "../../../../domain/options/Options.ts"
import type { Role } from "../../../../domain/roles/Role.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { DatePicker } from "../../../components/datepicker/DatePicker.tsx"
import { SelectField } from "../../../components/form/SelectField.tsx"
import { TextAreaField } from "../../../components/form/TextAreaField.tsx"
import { TextField } from "../../../components/form/TextField.tsx"
import { CustomerCombobox } from "../../customer/CustomerCombobox.tsx"
import { shownError, type EditorView } from "./editorView.ts"

interface HeaderFieldsProps {
  readonly view: EditorView
  readonly catalog: Catalog
  readonly kept: KeptChoices
  readonly role: Role
  /** Today in Tehran, "yyyy/MM/dd". */
  readonly today: string
  /** The stored invoice's date when editing. */
  readonly storedDate: string | undefined
}

/** The invoice's header: the customer (searched on the server), the date as the role allows, fare, rack, shipping, discount and note. */
export function InvoiceHeaderFields({ view, catalog, kept, role, today, storedDate }: HeaderFieldsProps) {
  useSignals()
  const header = view.draft.$header.value
  const errors = view.draft.$headerErrors.value
  const server = view.$serverHeader.value
  const showAll = view.$showAll.value
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set())
  const errorOf = (name: string) => shownError(name, errors, server, showAll || left.has(name))
  const leave = (name: string) => () => setLeft((names) => new Set([...names, name]))
  const todayDate = Option.getOrThrow(parseJalali(today))
  const discount = header.discount_percent

  return (
    <section aria-label="مشخصات فاکتور" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <CustomerCombobox
        label="مشتری"
        name="customer_id"
        required
        activeOnly
        value={heldNumber(header.customer_id)}
        onChange={(customer_id) => {
          view.changeHeader({ customer_id })
          leave("customer_id")()
        }}
        error={errorOf("customer_id") ?? errorOf("kind")}
      />
      {role === "sales-expert" ? (
        <div className="flex flex-col text-sm" data-field="date">
          <span className="mb-1 font-medium text-gray-800">تاریخ</span>
          <span className="flex h-11 items-center rounded-lg border border-gray-200 bg-gray-50 px-3 tabular-nums text-gray-800">
            {toPersianDigits(storedDate ?? today)}
          </span>
        </div>
      ) : (
        <DatePicker
          name="date"
          label="تاریخ"
          value={header.date ?? null}
          today={todayDate}
          onChange={(date) => view.changeHeader({ date })}
          onBlur={leave("date")}
          error={errorOf("date")}
        />
      )}
      <SelectField
        name="fare_id"
        label="کرایه حمل"
        placeholder="بدون کرایه"
        value={heldNumber(header.fare_id)}
        options={fareChoices(catalog, kept).map((fare) => ({
          value: fare.id,
          label: `${fare.name} (${formatRials(catalog.fares.find((item) => item.id === fare.id)?.price ?? 0)} ریال)`,
        }))}
        onChange={(fare_id) => view.changeHeader({ fare_id })}
        error={errorOf("fare_id")}
      />
      <SelectField
        name="rack_type"
        label="نوع خرک"
        placeholder="تعیین نشده"
        value={heldNumber(header.rack_type)}
        options={rackTypes.map((item) => ({ value: item.code, label: item.label }))}
        onChange={(rack_type) => view.changeHeader({ rack_type })}
        error={errorOf("rack_type")}
      />
      <SelectField
        name="shipping_type"
        label="نوع ارسال"
        placeholder="تعیین نشده"
        value={heldNumber(header.shipping_type)}
        options={shippingTypes.map((item) => ({ value: item.code, label: item.label }))}
        onChange={(shipping_type) => view.changeHeader({ shipping_type })}
        error={errorOf("shipping_type")}
      />
      <TextField
        name="discount_percent"
        label="درصد تخفیف"
        inputMode="decimal"
        dir="ltr"
        unit="٪"
        value={discount === null || discount === undefined ? null : toPersianDigits(String(discount))}
        onChange={(typed) => view.changeHeader({ discount_percent: typed })}
        onBlur={leave("discount_percent")}
        error={errorOf("discount_percent")}
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <TextAreaField
          name="note"
          label="یادداشت"
          rows={2}
          value={header.note ?? null}
          onChange={(note) => view.changeHeader({ note })}
          onBlur={leave("note")}
          error={errorOf("note")}
        />
      </div>
    </section>
  )
}
