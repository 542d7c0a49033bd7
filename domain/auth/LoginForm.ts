import { Schema } from "effect"
import { validateWith } from "../validation/FieldErrors.ts"
import { DigitsField } from "../validation/fields.ts"

/** The Persian messages of the login rules, in the specification's order. */
export const loginMessages = {
  identifierRequired: "کد پرسنلی یا شماره همراه الزامی است",
  identifierFormat: "فرمت نوشته شده نادرست است",
  passwordRequired: "پسورد خود را وارد کنید",
  passwordTooShort: "رمز عبور باید حداقل 6 کاراکتر باشد",
  passwordTooLong: "رمز عبور باید حداکثر 20 کاراکتر باشد",
  passwordShape: "پسورد باید با حرف بزرگ آغاز شود و حداقل 6 کاراکتر باشد",
} as const

/** A mobile number: 09 and nine more digits. */
export const mobilePattern = /^09\d{9}$/
/** A personnel code: three digits, 0 and a digit 0-6, 0 or 1, four digits. */
export const personnelCodePattern = /^\d{3}0[0-6][01]\d{4}$/
/** The password's shape: an uppercase Latin letter, then letters or digits, six characters or more. */
export const passwordShapePattern = /^[A-Z][A-Za-z0-9]{5,}$/

/** The sign-in identifier: a mobile number or a personnel code, digits typed in Persian accepted. */
export const Identifier = DigitsField.check(
  Schema.isMinLength(1, { message: loginMessages.identifierRequired }),
  Schema.makeFilter((text: string) => mobilePattern.test(text) || personnelCodePattern.test(text), {
    message: loginMessages.identifierFormat,
  }),
)

/** A password under the login rules; the minimum is 4 although its message says 6, as specified. */
export const Password = DigitsField.check(
  Schema.isMinLength(1, { message: loginMessages.passwordRequired }),
  Schema.isMinLength(4, { message: loginMessages.passwordTooShort }),
  Schema.isMaxLength(20, { message: loginMessages.passwordTooLong }),
  Schema.isPattern(passwordShapePattern, { message: loginMessages.passwordShape }),
)

/** The login form as the user fills it. */
export const LoginForm = Schema.Struct({ usernameOrTel: Identifier, password: Password })
export type LoginForm = typeof LoginForm.Type

/** Checks the login form, answering it with normalised digits or each field's first Persian message. */
export const validateLoginForm = validateWith(LoginForm)

/** The login request body: an identifier starting with 09 goes as `mobile`, anything else as `username`. */
export type LoginPayload =
  { readonly mobile: string; readonly password: string } | { readonly username: string; readonly password: string }

/** Builds the login request from a valid form. */
export const loginPayload = (form: LoginForm): LoginPayload =>
  form.usernameOrTel.startsWith("09")
    ? { mobile: form.usernameOrTel, password: form.password }
    : { username: form.usernameOrTel, password: form.password }
