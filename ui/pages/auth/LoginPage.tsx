import { useEffect, useRef } from "react"
import { useNavigate } from "react-router"
import { loginPayload, validateLoginForm } from "../../../domain/auth/LoginForm.ts"
import { PasswordField } from "../../components/form/PasswordField.tsx"
import { TextField } from "../../components/form/TextField.tsx"
import { useForm } from "../../components/form/useForm.ts"
import { showToast } from "../../components/toast/toast.ts"
import { FullScreenLoading } from "../../shell/PageLoading.tsx"
import { companyName } from "../../shell/brand.ts"
import { usePageTitle } from "../../shell/usePageTitle.ts"
import { signIn } from "../../state/auth.ts"

/** The failure toast of the login call (specification section 8). */
const loginFailed = "رمز عبور یا نام کاربری اشتباه است"

interface LoginValues {
  readonly usernameOrTel: string | null
  readonly password: string | null
}

/** The login card under the company name: identifier, password with show/hide, and the full-screen spinner while it runs. */
export default function LoginPage() {
  const navigate = useNavigate()
  usePageTitle("ورود")
  const card = useRef<HTMLFormElement>(null)
  // The clerk starts typing at once: the identifier has the focus when the card opens.
  useEffect(() => card.current?.querySelector<HTMLInputElement>('input[name="usernameOrTel"]')?.focus(), [])
  const form = useForm<LoginValues, Parameters<typeof loginPayload>[0]>({
    initial: { usernameOrTel: null, password: null },
    validate: validateLoginForm,
    onSubmit: async (valid) => {
      if (await signIn(loginPayload(valid))) await navigate("/dashboard", { replace: true })
      else showToast({ kind: "error", text: loginFailed })
    },
  })
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-sky-50 to-gray-100 px-4 py-10">
      <div className="mb-6 flex flex-col items-center gap-2">
        <span aria-hidden="true" className="i-tabler-window h-12 w-12 text-sky-700" />
        <p className="text-2xl font-bold text-sky-900">{companyName}</p>
      </div>
      <form
        ref={card}
        noValidate
        onSubmit={(event) => void form.submit(event)}
        className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-lg"
        aria-labelledby="login-title"
      >
        <h1 id="login-title" className="mb-5 text-center text-xl font-bold text-gray-900">
          ورود
        </h1>
        <div className="flex flex-col gap-4">
          <TextField
            name="usernameOrTel"
            label="نام کاربری / شماره همراه"
            value={form.values.usernameOrTel}
            onChange={(value) => form.change("usernameOrTel", value)}
            onBlur={form.blur}
            error={form.errorOf("usernameOrTel")}
            autoComplete="username"
            placeholder="مثلاً ۰۹۱۲۱۲۳۴۵۶۷"
          />
          <PasswordField
            name="password"
            label="رمز عبور"
            value={form.values.password}
            onChange={(value) => form.change("password", value)}
            onBlur={form.blur}
            error={form.errorOf("password")}
            autoComplete="current-password"
          />
          <button
            type="submit"
            disabled={form.submitting}
            className="mt-2 h-11 rounded-lg bg-sky-700 font-medium text-white transition hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-80"
          >
            ورود
          </button>
        </div>
      </form>
      {form.submitting && <FullScreenLoading label="در حال ورود…" />}
    </main>
  )
}
