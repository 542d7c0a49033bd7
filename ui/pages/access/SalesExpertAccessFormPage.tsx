import { useState } from "react"
import { useParams } from "react-router"
import type { components } from "../../../contract/schema.d.ts"
import { validateSalesExpertAccess, type SalesExpertAccess } from "../../../domain/access/SalesExpertAccess.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { CheckboxGroupField } from "../../components/form/CheckboxGroupField.tsx"
import { DecimalField } from "../../components/form/DecimalField.tsx"
import { FormCard } from "../../components/form/FormCard.tsx"
import { SubmitButton } from "../../components/form/SubmitButton.tsx"
import { Switch } from "../../components/form/Switch.tsx"
import { useEditLoadQuery } from "../../components/form/useEditLoad.ts"
import { useForm } from "../../components/form/useForm.ts"
import { useSaveAndReturn } from "../../components/form/useSaveAndReturn.ts"
import { useLookup } from "../lookup/api/useLookup.ts"
import { useServices } from "../../state/services.tsx"
import { fullName } from "./accessText.ts"
import { accessKeys } from "./api/accessKeys.ts"
import { accessQuery, saveAccess } from "./api/accessQueries.ts"

type Expert = components["schemas"]["SalesExpertAccessOne"]["data"]

interface Values {
  readonly may_see_all_customers: boolean
  readonly may_create_pre_buy: boolean
  readonly max_discount_percent: string | null
  readonly allowed_product_ids: ReadonlyArray<number>
  readonly is_active: boolean
}

const listPath = "/dashboard/sales-expert-access-list"
const productsField = "allowed_product_ids"

const initial: Values = {
  may_see_all_customers: false,
  may_create_pre_buy: false,
  max_discount_percent: "0",
  allowed_product_ids: [],
  is_active: true,
}

/** The stored access as the form holds it: the discount as text, so a stored 2.5 is typed over as it is. */
const valuesOf = (access: Expert["access"]): Values => ({ ...access, max_discount_percent: String(access.max_discount_percent) })

/** One sales expert's access: the rights, the highest discount, the products they may sell, and whether it is in force. */
export default function SalesExpertAccessFormPage() {
  const { id } = useParams()
  const { api } = useServices()
  const saveAndReturn = useSaveAndReturn(listPath, accessKeys.all)
  const [expert, setExpert] = useState<Expert | null>(null)

  // Access is only ever edited: every expert already has a row.
  const save = (valid: SalesExpertAccess): Promise<void> => saveAndReturn(form, true, () => saveAccess(api, Number(id), valid))

  const form = useForm<Values, SalesExpertAccess>({ initial, validate: validateSalesExpertAccess, onSubmit: save })
  const { replace } = form

  const missing =
    useEditLoadQuery(accessQuery(api, Number(id)), true, (row) => {
      setExpert(row)
      replace(valuesOf(row.access))
    }) === "missing"

  const products = useLookup("structures")
  // Without the products the form still opens, with nothing to tick; the failure has had its toast.
  const loaded = expert !== null && (products.rows !== undefined || products.failed)
  // The server names an unknown product by its place in the list; the group shows the first such message.
  const productsError =
    form.errorOf(productsField) ?? Object.entries(form.errors).find(([name]) => name.startsWith(`${productsField}.`))?.[1]

  return (
    <FormCard
      title="ویرایش دسترسی کارشناس فروش"
      backTo={listPath}
      onSubmit={form.submit}
      changed={form.changed}
      busy={form.submitting || (!loaded && !missing)}
    >
      {missing ? (
        <p className="text-gray-700">این کارشناس فروش پیدا نشد.</p>
      ) : (
        <>
          <p className="text-gray-800" aria-live="polite">
            {expert ? (
              <>
                <span className="font-medium">{fullName(expert)}</span>
                <span className="text-gray-600"> — کد پرسنلی {toPersianDigits(expert.personnel_code)}</span>
              </>
            ) : (
              <span className="block h-5 w-48 animate-pulse rounded bg-gray-200" />
            )}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Switch
              name="may_see_all_customers"
              label="مشاهده همه مشتریان"
              checked={form.values.may_see_all_customers}
              onChange={(value) => form.change("may_see_all_customers", value)}
              disabled={!loaded}
            />
            <Switch
              name="may_create_pre_buy"
              label="ثبت فاکتور پیش‌خرید"
              checked={form.values.may_create_pre_buy}
              onChange={(value) => form.change("may_create_pre_buy", value)}
              disabled={!loaded}
            />
            <DecimalField
              unit="٪"
              name="max_discount_percent"
              label="حداکثر درصد تخفیف"
              required
              value={form.values.max_discount_percent}
              onChange={(value) => form.change("max_discount_percent", value)}
              onBlur={form.blur}
              error={form.errorOf("max_discount_percent")}
              disabled={!loaded}
            />
          </div>
          <CheckboxGroupField
            name={productsField}
            label="محصولات مجاز"
            value={form.values.allowed_product_ids}
            options={(products.rows ?? []).map((product) => ({ value: product.id, label: product.name }))}
            onChange={(value) => form.change(productsField, value)}
            error={productsError}
            disabled={!loaded}
          />
          <Switch
            name="is_active"
            label="دسترسی فعال"
            checked={form.values.is_active}
            onChange={(value) => form.change("is_active", value)}
            disabled={!loaded}
          />
          <div className="flex justify-end">
            <SubmitButton loading={form.submitting}>ویرایش</SubmitButton>
          </div>
        </>
      )}
    </FormCard>
  )
}
