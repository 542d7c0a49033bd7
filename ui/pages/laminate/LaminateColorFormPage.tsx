import { useEffect, useState } from "react"
import { useNavigate, useParams } from "react-router"
import { validateLaminateColorForm, type LaminateColorForm } from "../../../domain/laminate/LaminateColorForm.ts"
import { FormCard } from "../../components/form/FormCard.tsx"
import { serverFieldErrors } from "../../components/form/serverErrors.ts"
import { SubmitButton } from "../../components/form/SubmitButton.tsx"
import { TextField } from "../../components/form/TextField.tsx"
import { useForm } from "../../components/form/useForm.ts"
import { showToast } from "../../components/toast/toast.ts"
import { genericErrorMessage, saveErrorMessage } from "../../state/errors.ts"
import { invalidateLookup } from "../../state/lookups.ts"
import { useServices } from "../../state/services.tsx"

interface Values {
  readonly name: string | null
  readonly price: number | null
}

const listPath = "/dashboard/laminate-color-list"
/** The pause between the success toast and the return to the list (specification section 9). */
const redirectDelayMs = 500

/** Adds a laminate colour, or edits the one named by the route's id. */
export default function LaminateColorFormPage() {
  const { id } = useParams()
  const editing = id !== undefined
  const { api } = useServices()
  const navigate = useNavigate()
  const [loaded, setLoaded] = useState(!editing)

  const save = async (valid: LaminateColorForm) => {
    try {
      const { data, error, response } = editing
        ? await api.PATCH("/Admin/glass_laminate_color/{id}", { params: { path: { id: Number(id) } }, body: valid })
        : await api.POST("/Admin/glass_laminate_color", { body: valid })
      if (data) {
        invalidateLookup("laminateColors")
        showToast({ kind: "success", text: editing ? "با موفقیت ویرایش شد" : "با موفقیت افزوده شد" })
        setTimeout(() => navigate(listPath), redirectDelayMs)
        return
      }
      if (response.status === 422) form.setServerErrors(serverFieldErrors(error))
      showToast({ kind: "error", text: saveErrorMessage(error, response.status) })
    } catch {
      showToast({ kind: "error", text: genericErrorMessage })
    }
  }

  const form = useForm<Values, LaminateColorForm>({ initial: { name: null, price: null }, validate: validateLaminateColorForm, onSubmit: save })
  const { replace } = form

  useEffect(() => {
    if (!editing) return
    let current = true
    api
      .GET("/Admin/glass_laminate_color/{id}", { params: { path: { id: Number(id) } } })
      .then(({ data, error, response }) => {
        if (!current) return
        if (data) replace({ name: data.data.name, price: data.data.price })
        else showToast({ kind: "error", text: saveErrorMessage(error, response.status) })
        setLoaded(true)
      })
      .catch(() => current && showToast({ kind: "error", text: genericErrorMessage }))
    return () => {
      current = false
    }
  }, [api, editing, id, replace])

  return (
    <FormCard title={editing ? "ویرایش رنگ" : "افزودن رنگ"} backTo={listPath} onSubmit={form.submit} busy={form.submitting || !loaded}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="نام" value={form.values.name} onChange={(value) => form.change("name", value)} onBlur={form.blur} error={form.errorOf("name")} disabled={!loaded} />
        <TextField
          name="price"
          label="قیمت"
          unit="ریال"
          numeric
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
