import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useState } from "react"
import { useLocation, useNavigate, useParams } from "react-router"
import {
  customerTypeLabels,
  customerTypes,
  validateCustomerForm,
  type CustomerForm,
  type CustomerType,
} from "../../../domain/customer/CustomerForm.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { FormCard } from "../../components/form/FormCard.tsx"
import { SelectField } from "../../components/form/SelectField.tsx"
import { SubmitButton } from "../../components/form/SubmitButton.tsx"
import { Switch } from "../../components/form/Switch.tsx"
import { TextAreaField } from "../../components/form/TextAreaField.tsx"
import { TextField } from "../../components/form/TextField.tsx"
import { useEditLoadQuery } from "../../components/form/useEditLoad.ts"
import { useForm } from "../../components/form/useForm.ts"
import { useSaveAndReturn } from "../../components/form/useSaveAndReturn.ts"
import { useServices } from "../../state/services.tsx"
import { $role } from "../../state/session.ts"
import { customerKeys } from "./api/customerKeys.ts"
import { customerQuery, saveCustomer } from "./api/customerQueries.ts"
import { BackToCustomers } from "./BackToCustomers.tsx"
import { carriedValues, carry, emptyValues, readFormSplat, switchType, valuesOf, type Values } from "./customerFormValues.ts"
import { CustomerTypeChoice } from "./CustomerTypeChoice.tsx"
import { formPath, listPath } from "./customerView.ts"
import { expertLabel, useSalesExperts, type SalesExpert } from "./useSalesExperts.ts"

/** How a text field of the form differs from the next: codes run left to right on the phone's digit or phone keypad. */
interface TextOptions {
  readonly dir?: "ltr"
  readonly autoComplete?: string
  readonly inputMode?: "numeric" | "tel"
  readonly required?: boolean
}

/** The addresses of a new customer's form: a switch of type between them keeps the typed work, so leaving for them does not ask. */
const isNewCustomerPath = (pathname: string): boolean =>
  pathname === formPath || customerTypes.some((type) => pathname === `${formPath}/${type}`)

/** Adds a customer (`customer/individual`, `customer/legal`) or edits one (`customer/{id}`). */
export default function CustomerFormPage() {
  useSignals()
  const splat = readFormSplat(useParams()["*"])
  const { api } = useServices()
  const navigate = useNavigate()
  const location = useLocation()
  const createType = splat?.kind === "create" ? splat.type : "individual"
  // A type switch opens the other type's address (a new page), carrying what was typed in the navigation's state.
  const [carried] = useState(() => carriedValues(location.state, createType))
  const manager = $role.value !== null && $role.value !== "sales-expert"
  const editId = splat?.kind === "edit" ? splat.id : undefined
  const editing = editId !== undefined
  const [storedOwner, setStoredOwner] = useState<SalesExpert | null>(null)
  const experts = useSalesExperts(manager)
  const saveAndReturn = useSaveAndReturn(listPath, customerKeys.all)

  const save = (valid: CustomerForm): Promise<void> => saveAndReturn(form, editing, () => saveCustomer(api, editId, valid))

  const form = useForm<Values, CustomerForm>({
    initial: carried ?? emptyValues(createType),
    pristine: emptyValues(createType),
    validate: validateCustomerForm,
    onSubmit: save,
  })
  const { replace } = form

  // The form stays locked unless the customer arrived; a customer that is not there gets its own page.
  const loadState = useEditLoadQuery(
    { ...customerQuery(api, editId ?? 0), meta: { quietNotFound: true } },
    editId !== undefined,
    (customer) => {
      replace(valuesOf(customer))
      setStoredOwner(
        customer.sales_expert_id === null
          ? null
          : { id: customer.sales_expert_id, name: customer.sales_expert_name ?? "", is_active: false },
      )
    },
  )
  const loaded = loadState === "loaded"
  const missing = loadState === "missing"

  // The carried values now live in the form; a reload of this address starts afresh.
  useEffect(() => {
    if (carried !== undefined) navigate(location.pathname, { replace: true, state: null })
  }, []) // eslint-disable-line react-hooks/exhaustive-deps

  if (splat === undefined || missing) return <BackToCustomers title="این مشتری پیدا نشد" />

  const values = form.values
  // A new owner must be an active expert; the stored one stays listed (marked inactive) so an edit shows and keeps them, even once they are no expert at all.
  const ownerGone = experts !== undefined && storedOwner !== null && !experts.some((expert) => expert.id === storedOwner.id)
  const expertOptions = [
    ...(experts ?? []).filter((expert) => expert.is_active || expert.id === storedOwner?.id),
    ...(ownerGone ? [storedOwner] : []),
  ].map((expert) => ({ value: expert.id, label: expertLabel(expert) }))
  const text = (name: keyof Values & string, label: string, options: TextOptions = {}) => (
    <TextField
      name={name}
      label={label}
      value={values[name] as string | null}
      // Digits typed in ASCII are shown in Persian like every other number; the form reads both as the same digits.
      onChange={(value) => form.change(name, value === null ? null : toPersianDigits(value))}
      onBlur={form.blur}
      error={form.errorOf(name)}
      disabled={!loaded}
      {...options}
    />
  )
  const chooseType = (type: CustomerType) =>
    navigate(`${formPath}/${type}`, { replace: true, state: carry(switchType(form.values, type)) })

  return (
    <FormCard
      title={editing ? "ویرایش مشتری" : "افزودن مشتری"}
      backTo={listPath}
      onSubmit={form.submit}
      changed={form.changed}
      stays={editing ? undefined : isNewCustomerPath}
      busy={form.submitting || !loaded}
    >
      {editing ? (
        <p className="text-sm text-gray-700">نوع مشتری: {customerTypeLabels[values.type]}</p>
      ) : (
        <CustomerTypeChoice value={values.type} onChoose={chooseType} focusOnMount={carried !== undefined} />
      )}
      {values.type === "individual" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {text("name", "نام", { autoComplete: "given-name", required: true })}
          {text("last_name", "نام خانوادگی", { autoComplete: "family-name", required: true })}
          {text("national_code", "کد ملی", { dir: "ltr", inputMode: "numeric", required: true })}
          {text("mobile", "شماره همراه", { dir: "ltr", autoComplete: "tel", inputMode: "tel", required: true })}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {text("company_name", "نام شرکت", { autoComplete: "organization", required: true })}
          {text("national_id", "شناسه ملی", { dir: "ltr", inputMode: "numeric", required: true })}
          {text("economic_code", "کد اقتصادی", { dir: "ltr", inputMode: "numeric" })}
          {text("representative_name", "نام نماینده", { required: true })}
          {text("representative_mobile", "شماره همراه نماینده", { dir: "ltr", inputMode: "tel", required: true })}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("phone", "تلفن", { dir: "ltr", inputMode: "tel" })}
        {text("postal_code", "کد پستی", { dir: "ltr", autoComplete: "postal-code", inputMode: "numeric" })}
        {text("city", "شهر")}
        <TextField
          name="credit_limit"
          label="سقف اعتبار"
          unit="ریال"
          numeric
          value={values.credit_limit}
          onChange={(value) => form.change("credit_limit", value)}
          onBlur={form.blur}
          error={form.errorOf("credit_limit")}
          disabled={!loaded}
        />
        {manager && (
          <SelectField
            name="sales_expert_id"
            label="کارشناس فروش"
            value={values.sales_expert_id}
            options={expertOptions}
            placeholder="بدون کارشناس"
            onChange={(value) => form.change("sales_expert_id", value)}
            onBlur={form.blur}
            error={form.errorOf("sales_expert_id")}
            disabled={!loaded}
          />
        )}
      </div>
      <TextAreaField
        name="address"
        label="نشانی"
        value={values.address}
        onChange={(value) => form.change("address", value === null ? null : toPersianDigits(value))}
        onBlur={form.blur}
        error={form.errorOf("address")}
      />
      <TextAreaField
        name="notes"
        label="توضیحات"
        value={values.notes}
        onChange={(value) => form.change("notes", value === null ? null : toPersianDigits(value))}
        onBlur={form.blur}
        error={form.errorOf("notes")}
      />
      <Switch
        name="is_active"
        label="فعال"
        checked={values.is_active}
        onChange={(checked) => form.change("is_active", checked)}
        disabled={!loaded}
      />
      <div className="flex justify-end">
        <SubmitButton loading={form.submitting}>{editing ? "ویرایش" : "ثبت"}</SubmitButton>
      </div>
    </FormCard>
  )
}
