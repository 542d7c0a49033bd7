import { useSignals } from "@preact/signals-react/runtime"
import { useCallback, useState } from "react"
import { useParams } from "react-router"
import { validateUserForm, type EditedUserForm } from "../../../domain/user/UserForm.ts"
import { assignableRoles, canEditUser, userRuleMessages } from "../../../domain/user/UserRules.ts"
import { holdsStations } from "../../../domain/user/UserStations.ts"
import { stationLabels, stations, type Station } from "../../../domain/production/Stations.ts"
import { roleLabels, type Role } from "../../../domain/roles/Role.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { CheckboxGroupField } from "../../components/form/CheckboxGroupField.tsx"
import { FormCard } from "../../components/form/FormCard.tsx"
import { PasswordField } from "../../components/form/PasswordField.tsx"
import { SelectField } from "../../components/form/SelectField.tsx"
import { SubmitButton } from "../../components/form/SubmitButton.tsx"
import { Switch } from "../../components/form/Switch.tsx"
import { TextField } from "../../components/form/TextField.tsx"
import { useEditLoadQuery } from "../../components/form/useEditLoad.ts"
import { useForm } from "../../components/form/useForm.ts"
import { useSaveAndReturn } from "../../components/form/useSaveAndReturn.ts"
import { useServices } from "../../state/services.tsx"
import { $role } from "../../state/session.ts"
import { userKeys } from "./api/userKeys.ts"
import { saveUser, userQuery } from "./api/userQueries.ts"

interface Values {
  readonly name: string | null
  readonly last_name: string | null
  readonly personnel_code: string | null
  readonly mobile: string | null
  readonly role: Role | null
  readonly password: string | null
  readonly is_active: boolean
  readonly stations: ReadonlyArray<Station>
}

const empty: Values = {
  name: null,
  last_name: null,
  personnel_code: null,
  mobile: null,
  role: null,
  password: null,
  is_active: true,
  stations: [],
}

/** The nine stations, in station order, as the operator's ticks. */
const stationOptions = stations.map((station) => ({ value: station, label: stationLabels[station] }))

const listPath = "/dashboard/user-list"

/** Digits are shown in Persian as they are typed; the rules read Persian digits as their ASCII ones. */
const persianText = (value: string | null) => (value === null ? null : toPersianDigits(value))

/** Adds a user, or edits the one named by the route's id; the role select offers only the roles the signed-in user may give. */
export default function UserFormPage() {
  useSignals()
  const { id } = useParams()
  const editing = id !== undefined
  const mode = editing ? "edit" : "create"
  const { api } = useServices()
  const saveAndReturn = useSaveAndReturn(listPath, userKeys.all)
  const actorRole = $role.value
  const [storedRole, setStoredRole] = useState<Role | null>(null)
  const locked = actorRole !== null && storedRole !== null && !canEditUser(actorRole, { role: storedRole })

  const save = (valid: EditedUserForm): Promise<void> =>
    saveAndReturn(form, editing, () => saveUser(api, editing ? Number(id) : undefined, valid))

  const validate = useCallback((values: Values) => validateUserForm(values, { mode }), [mode])
  const form = useForm<Values, EditedUserForm>({ initial: empty, validate, onSubmit: save })
  const { replace } = form

  const loaded =
    useEditLoadQuery(userQuery(api, Number(id)), editing, (user) => {
      setStoredRole(user.role)
      replace({
        ...user,
        personnel_code: toPersianDigits(user.personnel_code),
        mobile: toPersianDigits(user.mobile),
        password: null,
      })
    }) !== "loading"

  const offered = actorRole ? assignableRoles(actorRole) : []
  // A stored role the signed-in user may not give is still shown, so the select never looks empty.
  const roleOptions = [...offered, ...(storedRole !== null && !offered.includes(storedRole) ? [storedRole] : [])].map((role) => ({
    value: role,
    label: roleLabels[role],
  }))
  const disabled = !loaded || locked

  // Codes are typed with Persian digits shown, on the phone's digit keypad; names keep what was typed. Codes are not offered by the browser's autofill.
  const text = (name: "name" | "last_name" | "personnel_code" | "mobile", label: string, keypad?: "numeric" | "tel") => (
    <TextField
      name={name}
      label={label}
      required
      inputMode={keypad}
      autoComplete={keypad ? "off" : undefined}
      value={form.values[name]}
      onChange={(value) => form.change(name, keypad ? persianText(value) : value)}
      onBlur={form.blur}
      error={form.errorOf(name)}
      disabled={disabled}
    />
  )

  return (
    <FormCard
      title={editing ? "ویرایش کاربر" : "افزودن کاربر"}
      backTo={listPath}
      onSubmit={form.submit}
      changed={form.changed}
      busy={form.submitting || !loaded}
    >
      {locked && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {storedRole === "operator" ? userRuleMessages.operatorReserved : userRuleMessages.superAdminReserved}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", "نام")}
        {text("last_name", "نام خانوادگی")}
        {text("personnel_code", "کد پرسنلی", "numeric")}
        {text("mobile", "شماره همراه", "tel")}
        <SelectField
          name="role"
          label="نقش"
          required
          value={form.values.role}
          options={roleOptions}
          placeholder="انتخاب نقش"
          onChange={(value) => form.change("role", value)}
          onBlur={form.blur}
          error={form.errorOf("role")}
          disabled={disabled}
        />
        <div className="flex flex-col gap-1">
          <PasswordField
            name="password"
            label="رمز عبور"
            required={!editing}
            autoComplete="new-password"
            value={form.values.password}
            onChange={(value) => form.change("password", value)}
            onBlur={form.blur}
            error={form.errorOf("password")}
          />
          {editing && <p className="text-xs text-gray-600">برای نگه داشتن رمز عبور فعلی، این فیلد را خالی بگذارید.</p>}
        </div>
      </div>
      {/* Only an operator works at stations of their own; the ticks of another role are neither shown nor kept. */}
      {form.values.role !== null && holdsStations(form.values.role) && (
        <CheckboxGroupField
          name="stations"
          label="ایستگاه‌های اپراتور"
          required
          value={form.values.stations}
          options={stationOptions}
          onChange={(value) => form.change("stations", value)}
          error={form.errorOf("stations")}
          disabled={disabled}
        />
      )}
      <Switch
        name="is_active"
        label="فعال"
        checked={form.values.is_active}
        onChange={(checked) => form.change("is_active", checked)}
        disabled={disabled}
      />
      <div className="flex justify-end">
        {!locked && <SubmitButton loading={form.submitting}>{editing ? "ویرایش" : "ثبت"}</SubmitButton>}
      </div>
    </FormCard>
  )
}
