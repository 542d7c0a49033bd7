import { useNavigate } from "react-router"
import { validatePasswordChange, type PasswordChange } from "../../../domain/auth/PasswordChange.ts"
import { LeaveGuard } from "../../components/form/LeaveGuard.tsx"
import { PasswordField } from "../../components/form/PasswordField.tsx"
import { RequiredNote } from "../../components/form/RequiredMark.tsx"
import { SubmitButton } from "../../components/form/SubmitButton.tsx"
import { useForm } from "../../components/form/useForm.ts"
import { showToast } from "../../components/toast/toast.ts"
import { usePageTitle } from "../../shell/usePageTitle.ts"
import { refusalText, SaveRefused } from "../../state/saveRefused.ts"
import { useChangePassword } from "./api/passwordQueries.ts"

interface Values {
  readonly current_password: string | null
  readonly new_password: string | null
  readonly new_password_confirmation: string | null
}

const empty: Values = { current_password: null, new_password: null, new_password_confirmation: null }

/** The pause between the success toast and the return to the dashboard, as after every save (specification section 9). */
const redirectDelayMs = 500

/** The signed-in user's password change (from the user menu, every role): current, new and its repeat. */
export default function EditPasswordPage() {
  usePageTitle("تغییر رمز عبور")
  const navigate = useNavigate()

  const change = useChangePassword()
  const submit = async (valid: PasswordChange) => {
    try {
      await change.mutateAsync(valid)
    } catch (error) {
      if (error instanceof SaveRefused) form.setServerErrors(error.fields)
      showToast({ kind: "error", text: refusalText(error) })
      return
    }
    showToast({ kind: "success", text: "رمز عبور با موفقیت تغییر کرد" })
    form.markSaved()
    setTimeout(() => navigate("/dashboard"), redirectDelayMs)
  }

  const form = useForm<Values, PasswordChange>({ initial: empty, validate: validatePasswordChange, onSubmit: submit })
  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <PasswordField
      name={name}
      label={label}
      required
      autoComplete={autoComplete}
      value={form.values[name]}
      onChange={(value) => form.change(name, value)}
      onBlur={form.blur}
      error={form.errorOf(name)}
    />
  )

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-bold text-gray-900">تغییر رمز عبور</h1>
      <form
        noValidate
        onSubmit={form.submit}
        aria-busy={change.isPending}
        className="flex max-w-xl flex-col gap-5 rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
      >
        <RequiredNote />
        {field("current_password", "رمز عبور فعلی", "current-password")}
        {field("new_password", "رمز عبور جدید", "new-password")}
        {field("new_password_confirmation", "تکرار رمز عبور جدید", "new-password")}
        <p className="text-xs leading-5 text-gray-600">
          رمز عبور جدید با حرف بزرگ انگلیسی آغاز شود، فقط حرف و رقم داشته باشد و ۶ تا ۲۰ کاراکتر باشد.
        </p>
        <div className="flex justify-end">
          <SubmitButton loading={change.isPending}>تغییر رمز عبور</SubmitButton>
        </div>
      </form>
      <LeaveGuard changed={form.changed} />
    </section>
  )
}
