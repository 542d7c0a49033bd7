import { Result, Schema } from "effect"
import { Password } from "./LoginForm.ts"
import { formBody, withFormErrors } from "../validation/FormBody.ts"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { DigitsField } from "../validation/fields.ts"

/** The longest password the login rules let anyone set, so a longer "current password" cannot be right. */
const longestPassword = 20

/** The Persian messages of the password change (the new password's own are `loginMessages`). */
export const passwordChangeMessages = {
  currentRequired: "رمز عبور فعلی را وارد کنید",
  currentWrong: "رمز عبور فعلی اشتباه است",
  repeatRequired: "تکرار رمز عبور جدید را وارد کنید",
  repeatMismatch: "تکرار رمز عبور با رمز عبور جدید یکسان نیست",
  sameAsCurrent: "رمز عبور جدید باید با رمز عبور فعلی متفاوت باشد",
} as const

/** The edit-password form as the user fills it: current password, new password, and its repeat. */
const PasswordChangeFields = Schema.Struct({
  current_password: DigitsField.check(
    Schema.isMinLength(1, { message: passwordChangeMessages.currentRequired }),
    Schema.isMaxLength(longestPassword, { message: passwordChangeMessages.currentWrong }),
  ),
  new_password: Password,
})

/** A valid password change: what the server checks against the stored hash, and what it stores. */
export type PasswordChange = typeof PasswordChangeFields.Type

const validateFields = validateWith(PasswordChangeFields)
const readTexts = validateWith(Schema.Struct({ current: DigitsField, next: DigitsField, repeat: DigitsField }))

/** The rules spanning fields: the repeat matches the new password, and the new one differs from the current one. */
const acrossFields = (body: Readonly<Record<string, unknown>>): FieldErrors =>
  Result.match(readTexts({ current: body.current_password, next: body.new_password, repeat: body.new_password_confirmation }), {
    onFailure: () => ({}),
    onSuccess: ({ current, next, repeat }): FieldErrors => ({
      ...(current !== "" && next === current ? { new_password: passwordChangeMessages.sameAsCurrent } : {}),
      ...(repeat === ""
        ? { new_password_confirmation: passwordChangeMessages.repeatRequired }
        : repeat !== next
          ? { new_password_confirmation: passwordChangeMessages.repeatMismatch }
          : {}),
    }),
  })

/** Checks the edit-password form (`current_password`, `new_password`, `new_password_confirmation`), answering the two passwords or each field's first Persian message. */
export const validatePasswordChange = (input: unknown): Result.Result<PasswordChange, FieldErrors> => {
  const body = formBody(input)
  return withFormErrors(validateFields(body), acrossFields(body))
}
