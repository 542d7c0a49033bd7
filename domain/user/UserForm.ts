import { Option, Result, Schema, SchemaTransformation } from "effect"
import { Password, personnelCodePattern } from "../auth/LoginForm.ts"
import { RequiredCode } from "../identifiers/CodeField.ts"
import { Mobile } from "../identifiers/Mobile.ts"
import { ActiveSwitch } from "../validation/ActiveToggle.ts"
import { conflictsOf, formBody } from "../validation/FormBody.ts"
import type { Station } from "../production/Stations.ts"
import { isRole, roles, type Role } from "../roles/Role.ts"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { TextField } from "../validation/fields.ts"
import { FirstName, LastName } from "../validation/PersonName.ts"
import { readUserStations } from "./UserStations.ts"

export { personNameMessages } from "../validation/PersonName.ts"
export { userStationMessages } from "./UserStations.ts"

/** The Persian messages of the user form's own rules (names: `personNameMessages`; mobile: `mobileMessages`; password: `loginMessages`). */
export const userMessages = {
  personnelCodeRequired: "کد پرسنلی الزامی است",
  personnelCodeInvalid: "کد پرسنلی نامعتبر است",
  roleRequired: "نقش کاربر را انتخاب کنید",
  personnelCodeTaken: "این کد پرسنلی قبلاً ثبت شده است",
  mobileTaken: "این شماره همراه قبلاً ثبت شده است",
} as const

/** Whether a personnel code can sign in: the login pattern, and not starting with 09, which the login form sends as a mobile number. */
export const isPersonnelCode = (digits: string): boolean => personnelCodePattern.test(digits) && !digits.startsWith("09")

/** A personnel code in the login rule's pattern, digits typed in Persian accepted. */
export const PersonnelCode = RequiredCode(isPersonnelCode, {
  required: userMessages.personnelCodeRequired,
  invalid: userMessages.personnelCodeInvalid,
})

/** One of the staff roles. */
export const RoleField = TextField.check(Schema.makeFilter(isRole, { message: userMessages.roleRequired })).pipe(
  Schema.decodeTo(
    Schema.Literals(roles),
    SchemaTransformation.transform<Role, string>({ decode: (text) => text as Role, encode: (role) => role }),
  ),
)

const userFields = {
  name: FirstName,
  last_name: LastName,
  personnel_code: PersonnelCode,
  mobile: Mobile,
  role: RoleField,
  is_active: ActiveSwitch,
}

/** A new user's own fields, the password under the login rules; the stations are read after them, by the role. */
export const NewUserForm = Schema.Struct({ ...userFields, password: Password })

/** A new user: every field, and an operator's stations (none for another role), in station order. */
export type NewUserForm = typeof NewUserForm.Type & { readonly stations: ReadonlyArray<Station> }

/** An edited user: the password is null when left empty (kept), else it follows the login rules. */
export type EditedUserForm = Omit<NewUserForm, "password"> & { readonly password: string | null }

const EditedWithoutPassword = Schema.Struct(userFields)
const validateNew = validateWith(NewUserForm)
const validateEditedWithoutPassword = validateWith(EditedWithoutPassword)
const decodeRole = Schema.decodeUnknownOption(Schema.Struct({ role: RoleField }))
const isBlank = (raw: unknown): boolean => raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")

/** Adds the stations to checked fields: read by the role sent, so an operator without a station is told under `stations`. */
const withStations = <A>(
  body: Readonly<Record<string, unknown>>,
  fields: Result.Result<A, FieldErrors>,
): Result.Result<A & { readonly stations: ReadonlyArray<Station> }, FieldErrors> => {
  // The role as the form reads it; with no known role there is nobody to need stations, and the role's own message speaks.
  const read = Option.match(decodeRole(body), {
    onNone: () => Result.succeed([]),
    onSome: ({ role }) => readUserStations(role, body.stations),
  })
  return Result.match(read, {
    // Under the other fields' messages, as the field sits below them on the form.
    onFailure: (message) =>
      Result.fail({ ...Result.match(fields, { onSuccess: () => ({}), onFailure: (errors) => errors }), stations: message }),
    onSuccess: (stations) => Result.map(fields, (user) => ({ ...user, stations })),
  })
}

/** Checks the user form in create mode (a password required) or edit mode (an empty password keeps the old one). */
export function validateUserForm(input: unknown, context: { readonly mode: "create" }): Result.Result<NewUserForm, FieldErrors>
export function validateUserForm(input: unknown, context: { readonly mode: "edit" }): Result.Result<EditedUserForm, FieldErrors>
export function validateUserForm(
  input: unknown,
  context: { readonly mode: "create" | "edit" },
): Result.Result<EditedUserForm, FieldErrors>
export function validateUserForm(
  input: unknown,
  context: { readonly mode: "create" | "edit" },
): Result.Result<EditedUserForm, FieldErrors> {
  const body = formBody(input)
  if (context.mode === "create" || !isBlank(body.password)) return withStations(body, validateNew(body))
  return withStations(
    body,
    Result.map(validateEditedWithoutPassword(body), (user) => ({ ...user, password: null })),
  )
}

/** The unique parts of a stored user. */
export interface StoredUserKeys {
  readonly id: number
  readonly personnel_code: string
  readonly mobile: string
}

/** The uniqueness errors of a user against the stored ones (the server answers them as 422); the user itself, by id, excepted. */
export const userConflicts = (
  candidate: { readonly id?: number | null; readonly personnel_code: string; readonly mobile: string },
  stored: ReadonlyArray<StoredUserKeys>,
): FieldErrors =>
  conflictsOf(candidate, stored, [
    { field: "personnel_code", clash: (a, b) => a.personnel_code === b.personnel_code, message: userMessages.personnelCodeTaken },
    { field: "mobile", clash: (a, b) => a.mobile === b.mobile, message: userMessages.mobileTaken },
  ])
