import { useParams } from "react-router"
import { validateLaminateColorForm, type LaminateColorForm } from "../../../domain/laminate/LaminateColorForm.ts"
import { FormCard } from "../../components/form/FormCard.tsx"
import { SubmitButton } from "../../components/form/SubmitButton.tsx"
import { TextField } from "../../components/form/TextField.tsx"
import { useEditLoadQuery } from "../../components/form/useEditLoad.ts"
import { useForm } from "../../components/form/useForm.ts"
import { useSaveAndReturn } from "../../components/form/useSaveAndReturn.ts"
import { useServices } from "../../state/services.tsx"
import { laminateKeys } from "./api/laminateKeys.ts"
import { laminateQuery, saveLaminateColor } from "./api/laminateQueries.ts"

interface Values {
  readonly name: string | null
  readonly price: number | null
}

const listPath = "/dashboard/laminate-color-list"

/** Adds a laminate colour, or edits the one named by the route's id. */
export default function LaminateColorFormPage() {
  const { id } = useParams()
  const editing = id !== undefined
  const { api } = useServices()
  const saveAndReturn = useSaveAndReturn(listPath, laminateKeys.all)

  const save = (valid: LaminateColorForm): Promise<void> =>
    saveAndReturn(form, editing, () => saveLaminateColor(api, editing ? Number(id) : undefined, valid))

  const form = useForm<Values, LaminateColorForm>({
    initial: { name: null, price: null },
    validate: validateLaminateColorForm,
    onSubmit: save,
  })
  const { replace } = form

  const loaded =
    useEditLoadQuery(laminateQuery(api, Number(id)), editing, (row) => replace({ name: row.name, price: row.price })) !==
    "loading"

  return (
    <FormCard
      title={editing ? "ویرایش رنگ طلق" : "افزودن رنگ طلق"}
      backTo={listPath}
      onSubmit={form.submit}
      changed={form.changed}
      busy={form.submitting || !loaded}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label="نام"
          required
          value={form.values.name}
          onChange={(value) => form.change("name", value)}
          onBlur={form.blur}
          error={form.errorOf("name")}
          disabled={!loaded}
        />
        <TextField
          name="price"
          label="قیمت"
          unit="ریال"
          numeric
          required
          value={form.values.price}
          onChange={(value) => form.change("price", value)}
          onBlur={form.blur}
          error={form.errorOf("price")}
          disabled={!loaded}
        />
      </div>
      <div className="flex justify-end">
        <SubmitButton loading={form.submitting}>{editing ? "ویرایش" : "ثبت"}</SubmitButton>
      </div>
    </FormCard>
  )
}
