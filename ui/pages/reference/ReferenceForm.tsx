import { useMemo } from "react"
import { useParams } from "react-router"
import { FormCard } from "../../components/form/FormCard.tsx"
import { SelectField } from "../../components/form/SelectField.tsx"
import { SubmitButton } from "../../components/form/SubmitButton.tsx"
import { Switch } from "../../components/form/Switch.tsx"
import { TextField } from "../../components/form/TextField.tsx"
import { useEditLoadQuery } from "../../components/form/useEditLoad.ts"
import { useForm } from "../../components/form/useForm.ts"
import { useSaveAndReturn } from "../../components/form/useSaveAndReturn.ts"
import { useServices } from "../../state/services.tsx"
import { referenceQuery } from "./api/referenceQueries.ts"
import type { FieldSpec, ReferenceEntity } from "./referenceEntity.ts"

/** Adds a reference record, or edits the one named by the route's id; every save drops the lookups that hold it. */
export function ReferenceForm<
  Row extends { readonly id: number; readonly is_active: boolean },
  Values extends { readonly is_active: boolean },
  Body,
>({ entity }: { readonly entity: ReferenceEntity<Row, Values, Body> }) {
  const { id } = useParams()
  const editing = id !== undefined
  const { api } = useServices()
  const calls = useMemo(() => entity.api(api), [entity, api])
  const saveAndReturn = useSaveAndReturn(entity.listPath, entity.tags)

  const save = (valid: Body): Promise<void> =>
    saveAndReturn(form, editing, () => (editing ? calls.update(Number(id), valid) : calls.create(valid)))

  const form = useForm<Values, Body>({ initial: entity.empty, validate: entity.validate, onSubmit: save })
  const { replace } = form

  const loaded =
    useEditLoadQuery(referenceQuery(calls, entity.tags[0], Number(id)), editing, (row) => replace(entity.valuesOf(row))) !==
    "loading"

  const input = (field: FieldSpec<Values>) => {
    // Every input of the reference forms is required: the active switch is the only optional field.
    const common = {
      name: field.name,
      label: field.label,
      onBlur: form.blur,
      error: form.errorOf(field.name),
      disabled: !loaded,
      required: true,
    }
    const value = form.values[field.name]
    switch (field.kind) {
      case "text":
        return (
          <TextField
            key={field.name}
            {...common}
            value={typeof value === "string" ? value : null}
            onChange={(next) => form.change(field.name, next)}
          />
        )
      case "number":
        return (
          <TextField
            key={field.name}
            {...common}
            numeric
            unit={field.unit}
            value={typeof value === "number" ? value : null}
            onChange={(next) => form.change(field.name, next)}
          />
        )
      case "select":
        return (
          <SelectField
            key={field.name}
            {...common}
            options={field.options}
            value={typeof value === "number" ? value : null}
            onChange={(next) => form.change(field.name, next)}
          />
        )
    }
  }

  return (
    <FormCard
      title={editing ? entity.editTitle : entity.createTitle}
      backTo={entity.listPath}
      onSubmit={form.submit}
      changed={form.changed}
      busy={form.submitting || !loaded}
    >
      <div className="grid gap-4 sm:grid-cols-2">{entity.fields.map(input)}</div>
      <Switch
        name="is_active"
        label="فعال"
        checked={form.values.is_active}
        onChange={(checked) => form.change("is_active", checked)}
        disabled={!loaded}
      />
      <div className="flex justify-end">
        <SubmitButton loading={form.submitting}>{editing ? "ویرایش" : "ثبت"}</SubmitButton>
      </div>
    </FormCard>
  )
}
