import { useState } from "react"
import type { components } from "../../../contract/schema.d.ts"
import { todayInTehran } from "../../../domain/calendar/Jalali.ts"
import { validateSettingsForm, type SettingsForm } from "../../../domain/settings/SettingsForm.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { DatePicker } from "../../components/datepicker/DatePicker.tsx"
import { DecimalField } from "../../components/form/DecimalField.tsx"
import { FormCard } from "../../components/form/FormCard.tsx"
import { SubmitButton } from "../../components/form/SubmitButton.tsx"
import { TextAreaField } from "../../components/form/TextAreaField.tsx"
import { TextField } from "../../components/form/TextField.tsx"
import { useEditLoadQuery } from "../../components/form/useEditLoad.ts"
import { useForm } from "../../components/form/useForm.ts"
import { showToast } from "../../components/toast/toast.ts"
import { refusalText, SaveRefused } from "../../state/saveRefused.ts"
import { useServices } from "../../state/services.tsx"
import { settingsQuery, useSaveSettings } from "./api/settingsQueries.ts"
import { Section, SettingsHistory } from "./SettingsSections.tsx"
import { initial, persian, valuesOf, type Values } from "./settingsValues.ts"
import { ProductionSettingsFields } from "./ProductionSettingsFields.tsx"

type View = components["schemas"]["SettingsAnswer"]["data"]

/** The company's settings (super-admin): particulars, the tax office's codes, VAT rates by date, the pricing's minimums and the production settings, with their history. */
export default function CompanySettingsPage() {
  const { api, clock } = useServices()
  const today = todayInTehran(clock.now())
  const [view, setView] = useState<View | null>(null)

  const show = (next: View) => {
    setView(next)
    if (next.form) form.replace(valuesOf(next.form))
  }

  const save = useSaveSettings()
  const submit = async (valid: SettingsForm) => {
    try {
      show(await save.mutateAsync(valid))
    } catch (error) {
      if (error instanceof SaveRefused) form.setServerErrors(error.fields)
      showToast({ kind: "error", text: refusalText(error) })
      return
    }
    showToast({ kind: "success", text: "با موفقیت ویرایش شد" })
  }

  const form = useForm<Values, SettingsForm>({ initial, validate: validateSettingsForm, onSubmit: submit })
  const loadState = useEditLoadQuery(settingsQuery(api), true, show)
  const loaded = view !== null && view.form !== null
  const productName = (id: number): string => view?.products?.find((product) => product.id === id)?.name ?? toPersianDigits(id)

  const text = (
    name: keyof Values & string,
    label: string,
    options: { required?: boolean; ltr?: boolean; digits?: boolean } = {},
  ) => (
    <TextField
      name={name}
      label={label}
      value={form.values[name] as string | null}
      onChange={(value) => form.change(name, options.digits || name === "memory_id" ? persian(value) : value)}
      onBlur={form.blur}
      error={form.errorOf(name)}
      required={options.required}
      disabled={!loaded}
      {...(options.ltr ? { dir: "ltr" as const } : {})}
      {...(options.digits ? { inputMode: "numeric" as const } : {})}
    />
  )

  return (
    <FormCard
      title="تنظیمات شرکت"
      backTo="/dashboard"
      onSubmit={form.submit}
      changed={form.changed}
      busy={save.isPending || loadState === "loading"}
    >
      <Section title="مشخصات شرکت">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("name", "نام شرکت", { required: true })}
          {text("national_id", "شناسه ملی", { required: true, ltr: true, digits: true })}
          {text("economic_code", "کد اقتصادی", { required: true, ltr: true, digits: true })}
          {text("postal_code", "کد پستی", { required: true, ltr: true, digits: true })}
          {text("phone", "تلفن", { required: true, ltr: true, digits: true })}
        </div>
        <TextAreaField
          name="address"
          label="نشانی"
          required
          value={form.values.address}
          onChange={(value) => form.change("address", value)}
          onBlur={form.blur}
          error={form.errorOf("address")}
          rows={2}
        />
      </Section>

      <Section title="سامانه مودیان">
        <div className="grid gap-4 sm:grid-cols-3">
          {text("memory_id", "شناسه یکتای حافظه مالیاتی", { ltr: true })}
          {text("fare_sstid", "شناسه کالا/خدمت کرایه حمل", { ltr: true, digits: true })}
          {text("unit_code", "کد واحد اندازه‌گیری", { ltr: true, digits: true })}
        </div>
      </Section>

      <Section title="نرخ مالیات بر ارزش افزوده">
        <p className="text-sm text-gray-600">
          هر نرخ از تاریخ خود تا تاریخ نرخ بعدی به کار می‌رود؛ فاکتورهای ثبت‌شده با نرخ زمان ثبت خود می‌مانند.
        </p>
        {form.errorOf("vat_rates") && <p className="text-sm text-red-700">{form.errorOf("vat_rates")}</p>}
        <ul className="flex flex-col gap-3">
          {form.values.vat_rates.map((rate, index) => (
            <li key={index} className="grid items-start gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-[1fr_1fr_auto]">
              <DatePicker
                name={`vat_rates.${index}.from`}
                label={`تاریخ شروع نرخ ${toPersianDigits(index + 1)}`}
                required
                value={rate.from}
                onChange={(value) => form.change(`vat_rates.${index}.from`, value)}
                onBlur={form.blur}
                error={form.errorOf(`vat_rates.${index}.from`)}
                today={today}
              />
              <DecimalField
                unit="٪"
                name={`vat_rates.${index}.percent`}
                label={`درصد نرخ ${toPersianDigits(index + 1)}`}
                required
                value={rate.percent}
                onChange={(value) => form.change(`vat_rates.${index}.percent`, value)}
                onBlur={form.blur}
                error={form.errorOf(`vat_rates.${index}.percent`)}
              />
              <button
                type="button"
                onClick={() =>
                  form.change(
                    "vat_rates",
                    form.values.vat_rates.filter((_, other) => other !== index),
                  )
                }
                disabled={form.values.vat_rates.length <= 1}
                aria-label={`حذف نرخ ${toPersianDigits(index + 1)}`}
                className="mt-7 h-10 rounded-lg border border-gray-300 px-3 text-sm text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-40"
              >
                حذف
              </button>
            </li>
          ))}
        </ul>
        <div>
          <button
            type="button"
            onClick={() => form.change("vat_rates", [...form.values.vat_rates, { from: null, percent: null }])}
            disabled={!loaded}
            className="h-10 rounded-lg border border-sky-700 px-4 text-sm text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            افزودن نرخ
          </button>
        </div>
      </Section>

      <Section title="قیمت‌گذاری و پیش‌فاکتور">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            numeric
            name="pre_invoice_valid_days"
            label="اعتبار پیش‌فاکتور"
            unit="روز"
            required
            value={form.values.pre_invoice_valid_days === null ? null : Number(form.values.pre_invoice_valid_days)}
            onChange={(value) => form.change("pre_invoice_valid_days", value === null ? null : String(value))}
            onBlur={form.blur}
            error={form.errorOf("pre_invoice_valid_days")}
            disabled={!loaded}
          />
          <DecimalField
            unit="متر مربع"
            name="tempered_min_area"
            label="حداقل متراژ سکوریت و نیمه‌سکوریت"
            required
            value={form.values.tempered_min_area}
            onChange={(value) => form.change("tempered_min_area", value)}
            onBlur={form.blur}
            error={form.errorOf("tempered_min_area")}
          />
        </div>
        <ul className="flex flex-col gap-3" aria-label="محصولات">
          {form.values.products.map((product, index) => (
            <li
              key={product.id}
              className="grid items-start gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-[10rem_1fr_1fr]"
            >
              <p className="pt-2 font-medium text-gray-900 sm:pt-8">{productName(product.id)}</p>
              <DecimalField
                unit="متر مربع"
                name={`products.${index}.min_area`}
                label={`حداقل متراژ ${productName(product.id)}`}
                required
                value={product.min_area}
                onChange={(value) => form.change(`products.${index}.min_area`, value)}
                onBlur={form.blur}
                error={form.errorOf(`products.${index}.min_area`)}
              />
              <TextField
                name={`products.${index}.sstid`}
                label={`شناسه کالا/خدمت ${productName(product.id)}`}
                dir="ltr"
                inputMode="numeric"
                value={product.sstid}
                onChange={(value) => form.change(`products.${index}.sstid`, persian(value))}
                onBlur={form.blur}
                error={form.errorOf(`products.${index}.sstid`)}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section title="تولید و برش">
        <ProductionSettingsFields
          values={form.values.production}
          change={form.change}
          blur={form.blur}
          errorOf={form.errorOf}
          disabled={!loaded}
        />
      </Section>

      <div className="flex justify-end">
        <SubmitButton loading={save.isPending}>ثبت تنظیمات</SubmitButton>
      </div>

      <SettingsHistory revisions={view?.revisions ?? []} productName={productName} />
    </FormCard>
  )
}
