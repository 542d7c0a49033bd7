import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react"
import { useId, type ReactNode } from "react"
import { formatJalali, type JalaliDate } from "../../../domain/calendar/Jalali.ts"
import { iranianBanks, validateChequeForm, type ChequeForm } from "../../../domain/finance/ChequeForm.ts"
import {
  paymentMethodLabels,
  paymentMethods,
  validatePaymentForm,
  type PaymentForm,
  type PaymentMethod,
} from "../../../domain/finance/PaymentForm.ts"
import { groupSayadId } from "../../../domain/identifiers/SayadId.ts"
import { formatRials } from "../../../domain/money/Rials.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { DatePicker } from "../../components/datepicker/DatePicker.tsx"
import { SelectField } from "../../components/form/SelectField.tsx"
import { TextField } from "../../components/form/TextField.tsx"
import { useForm } from "../../components/form/useForm.ts"
import type { FieldErrors } from "../../../domain/validation/FieldErrors.ts"

/** What a dialog's save answers: nothing when it landed, else the server's field messages (a toast has told the rest). */
export type SaveOutcome = FieldErrors | null

interface DialogShellProps {
  readonly title: string
  readonly payable: number
  readonly busy: boolean
  readonly onClose: () => void
  readonly onSubmit: (event: React.FormEvent) => void
  readonly submitLabel: string
  readonly children: ReactNode
}

/** The frame both money dialogs share: the title, how much may still be taken, the fields, cancel and save. */
function DialogShell({ title, payable, busy, onClose, onSubmit, submitLabel, children }: DialogShellProps) {
  const hintId = useId()
  return (
    <Dialog
      open
      onClose={() => (busy ? undefined : onClose())}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <DialogPanel
        className="relative max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-xl bg-white p-5 shadow-xl"
        aria-describedby={hintId}
      >
        <DialogTitle className="text-base font-bold text-gray-900">{title}</DialogTitle>
        <p id={hintId} className="mt-1 text-sm text-gray-700">
          حداکثر مبلغ قابل ثبت: {formatRials(payable)} ریال
        </p>
        <form className="mt-4 flex flex-col gap-4" noValidate onSubmit={onSubmit}>
          {children}
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              className="h-10 rounded-lg border border-gray-300 px-4 text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"
            >
              انصراف
            </button>
            <button
              type="submit"
              disabled={busy}
              aria-busy={busy}
              className="h-10 rounded-lg bg-sky-700 px-4 font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-80"
            >
              {submitLabel}
            </button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  )
}

interface PaymentValues {
  readonly method: PaymentMethod | null
  readonly amount: number | null
  readonly date: string | null
  readonly tracking_number: string | null
}

interface MoneyDialogProps<T> {
  readonly today: JalaliDate
  readonly payable: number
  readonly onClose: () => void
  /** Sends the checked body; answers the server's field messages when it refused them. */
  readonly onSave: (body: T) => Promise<SaveOutcome>
}

/** Adds a payment: method, amount with separators, Jalali date, and the tracking number a card or a transfer needs. */
export function PaymentDialog({ today, payable, onClose, onSave }: MoneyDialogProps<PaymentForm>) {
  const form = useForm<PaymentValues, PaymentForm>({
    // Most payments are recorded the day they are taken: the date starts at today, by the app's clock.
    initial: { method: "cash", amount: null, date: formatJalali(today), tracking_number: null },
    validate: validatePaymentForm,
    onSubmit: async (valid) => {
      const refused = await onSave(valid)
      if (refused !== null) form.setServerErrors(refused)
    },
  })
  const change = (name: keyof PaymentValues) => (value: unknown) => form.change(name, value)
  return (
    <DialogShell
      title="افزودن پرداخت"
      payable={payable}
      busy={form.submitting}
      onClose={onClose}
      onSubmit={form.submit}
      submitLabel="ثبت پرداخت"
    >
      <SelectField
        name="method"
        label="روش پرداخت"
        required
        value={form.values.method}
        options={paymentMethods.map((method) => ({ value: method, label: paymentMethodLabels[method] }))}
        onChange={change("method")}
        error={form.errorOf("method")}
      />
      <TextField
        numeric
        name="amount"
        label="مبلغ"
        unit="ریال"
        required
        value={form.values.amount}
        onChange={change("amount")}
        onBlur={form.blur}
        error={form.errorOf("amount")}
      />
      <DatePicker
        name="date"
        label="تاریخ پرداخت"
        required
        value={form.values.date}
        onChange={change("date")}
        onBlur={form.blur}
        error={form.errorOf("date")}
        today={today}
      />
      <TextField
        name="tracking_number"
        label="شماره پیگیری"
        required={form.values.method !== "cash"}
        dir="ltr"
        inputMode="numeric"
        value={form.values.tracking_number}
        onChange={(value) => form.change("tracking_number", value === null ? null : toPersianDigits(value))}
        onBlur={form.blur}
        error={form.errorOf("tracking_number")}
      />
    </DialogShell>
  )
}

interface ChequeValues {
  readonly sayad_id: string | null
  readonly serial: string | null
  readonly bank: string | null
  readonly drawer: string | null
  readonly due_date: string | null
  readonly amount: number | null
}

/** Adds a cheque: the 16-digit Sayad ID, its serial, the bank (Iranian banks offered), the drawer, the due date and the amount. */
export function ChequeDialog({ today, payable, onClose, onSave }: MoneyDialogProps<ChequeForm>) {
  const banksId = useId()
  const form = useForm<ChequeValues, ChequeForm>({
    initial: { sayad_id: null, serial: null, bank: null, drawer: null, due_date: null, amount: null },
    validate: validateChequeForm,
    onSubmit: async (valid) => {
      const refused = await onSave(valid)
      if (refused !== null) form.setServerErrors(refused)
    },
  })
  const digits = (name: keyof ChequeValues) => (value: string | null) =>
    form.change(name, value === null ? null : toPersianDigits(value))
  return (
    <DialogShell
      title="افزودن چک"
      payable={payable}
      busy={form.submitting}
      onClose={onClose}
      onSubmit={form.submit}
      submitLabel="ثبت چک"
    >
      <TextField
        name="sayad_id"
        label="شناسه صیادی"
        required
        dir="ltr"
        inputMode="numeric"
        value={form.values.sayad_id}
        // Shown in groups of four as on the leaf; the groups' spaces are dropped when the ID is checked and stored.
        onChange={(value) => form.change("sayad_id", value === null ? null : toPersianDigits(groupSayadId(value)) || null)}
        onBlur={form.blur}
        error={form.errorOf("sayad_id")}
      />
      <TextField
        name="serial"
        label="سریال چک"
        required
        dir="ltr"
        inputMode="numeric"
        value={form.values.serial}
        onChange={digits("serial")}
        onBlur={form.blur}
        error={form.errorOf("serial")}
      />
      <div>
        <TextField
          name="bank"
          label="بانک"
          required
          list={banksId}
          value={form.values.bank}
          onChange={(value) => form.change("bank", value)}
          onBlur={form.blur}
          error={form.errorOf("bank")}
        />
        {/* The banks are offered as the user types; any other name may still be written. */}
        <datalist id={banksId}>
          {iranianBanks.map((bank) => (
            <option key={bank} value={bank} />
          ))}
        </datalist>
      </div>
      <TextField
        name="drawer"
        label="صادرکننده"
        required
        value={form.values.drawer}
        onChange={(value) => form.change("drawer", value)}
        onBlur={form.blur}
        error={form.errorOf("drawer")}
      />
      <DatePicker
        name="due_date"
        label="تاریخ سررسید"
        required
        value={form.values.due_date}
        onChange={(value) => form.change("due_date", value)}
        onBlur={form.blur}
        error={form.errorOf("due_date")}
        today={today}
      />
      <TextField
        numeric
        name="amount"
        label="مبلغ"
        unit="ریال"
        required
        value={form.values.amount}
        onChange={(value) => form.change("amount", value)}
        onBlur={form.blur}
        error={form.errorOf("amount")}
      />
    </DialogShell>
  )
}
