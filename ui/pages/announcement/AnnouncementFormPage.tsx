import { useSignals } from "@preact/signals-react/runtime"
import { useCallback, useEffect, useMemo, useRef } from "react"
import { useNavigate, useParams } from "react-router"
import { maxBlocks, validateAnnouncementForm, type AnnouncementForm } from "../../../domain/announcement/AnnouncementForm.ts"
import { todayInTehran } from "../../../domain/calendar/Jalali.ts"
import { FormCard } from "../../components/form/FormCard.tsx"
import { SubmitButton } from "../../components/form/SubmitButton.tsx"
import { Switch } from "../../components/form/Switch.tsx"
import { TextField } from "../../components/form/TextField.tsx"
import { useForm } from "../../components/form/useForm.ts"
import { showToast } from "../../components/toast/toast.ts"
import { placeOf } from "../../components/table/listPlaces.ts"
import { refusalText, SaveRefused } from "../../state/saveRefused.ts"
import { useServices } from "../../state/services.tsx"
import { AnnouncementBlock } from "./AnnouncementBlock.tsx"
import { useSaveAnnouncement } from "./api/announcementQueries.ts"
import { announcementFields, announcementFormData } from "./announcementPayload.ts"
import { useAnnouncements } from "./api/useAnnouncements.ts"
import { emptyAnnouncement, newBlock, valuesOf, type AnnouncementValues } from "./announcementValues.ts"

const listPath = "/dashboard/announcement-list"
/** The pause between the success toast and the return to the list (specification section 9). */
const redirectDelayMs = 500

/** Adds an announcement title with its blocks, or edits the one named by the route's id (taken from the loaded list). */
export default function AnnouncementFormPage() {
  useSignals()
  const { id } = useParams()
  const editing = id !== undefined
  const { clock } = useServices()
  const navigate = useNavigate()
  const today = useMemo(() => todayInTehran(clock.now()), [clock])
  const mode = editing ? "edit" : "create"
  const announcements = useAnnouncements()
  const stored = editing ? announcements.titles?.find((title) => String(title.id) === id) : undefined

  const validate = useCallback((values: AnnouncementValues) => validateAnnouncementForm(values, { mode, today }), [mode, today])

  const save = useSaveAnnouncement()
  const submit = async (valid: AnnouncementForm, values: AnnouncementValues) => {
    const fields = announcementFields(valid)
    const files = values.announcements.map((block) => block.file?.blob ?? null)
    try {
      await save.mutateAsync({
        id: editing ? Number(id) : undefined,
        fields,
        body: () => announcementFormData(fields, files),
      })
    } catch (error) {
      if (error instanceof SaveRefused) form.setServerErrors(error.fields)
      showToast({ kind: "error", text: refusalText(error) })
      return
    }
    showToast({ kind: "success", text: editing ? "اطلاعیه با موفقیت ویرایش شد" : "اطلاعیه با موفقیت افزوده شد" })
    form.markSaved()
    setTimeout(() => navigate(placeOf(listPath)), redirectDelayMs)
  }

  const form = useForm<AnnouncementValues, AnnouncementForm>({ initial: emptyAnnouncement(today), validate, onSubmit: submit })
  const { replace } = form

  // The stored announcement fills the form once, when the list holding it arrives.
  const filled = useRef(false)
  useEffect(() => {
    if (stored === undefined || filled.current) return
    filled.current = true
    replace(valuesOf(stored))
  }, [stored, replace])

  if (editing && stored === undefined)
    return (
      <p
        className="rounded-xl border border-gray-200 bg-white px-4 py-10 text-center text-gray-700"
        aria-busy={announcements.loading}
      >
        {announcements.titles === undefined ? "در حال بارگذاری…" : "این اطلاعیه پیدا نشد."}
      </p>
    )

  const blocks = form.values.announcements
  return (
    <FormCard
      title={editing ? "ویرایش اطلاعیه" : "افزودن اطلاعیه"}
      backTo={listPath}
      onSubmit={form.submit}
      changed={form.changed}
      busy={save.isPending}
    >
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_auto]">
        <TextField
          name="title"
          label="عنوان"
          required
          value={form.values.title}
          onChange={(value) => form.change("title", value)}
          onBlur={form.blur}
          error={form.errorOf("title")}
        />
        {/* Lined up with the input, not its label, and unmoved when an error shows under the input. */}
        <div className="flex min-h-10 items-center sm:mt-6 sm:max-w-56">
          <Switch
            label="فعال"
            description="این عنوان و اطلاعیه‌های فعال آن در داشبورد نمایش داده شوند"
            checked={form.values.is_active}
            onChange={(value) => form.change("is_active", value)}
          />
        </div>
      </div>
      {blocks.map((block, index) => (
        <AnnouncementBlock
          key={block.key}
          index={index}
          block={block}
          removable={blocks.length > 1}
          today={today}
          errorOf={form.errorOf}
          change={form.change}
          blur={form.blur}
          onRemove={() =>
            form.change(
              "announcements",
              blocks.filter((other) => other.key !== block.key),
            )
          }
        />
      ))}
      {form.errorOf("announcements") !== undefined && (
        <p className="text-sm text-red-700" role="alert">
          {form.errorOf("announcements")}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          disabled={blocks.length >= maxBlocks}
          onClick={() => form.change("announcements", [...blocks, newBlock(today)])}
          className="inline-flex h-10 items-center gap-2 rounded-lg border border-sky-700 px-4 font-medium text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-50"
        >
          <span aria-hidden="true" className="i-tabler-plus h-5 w-5" />
          افزودن اطلاعیه
        </button>
        <SubmitButton loading={save.isPending}>{editing ? "ویرایش" : "ثبت"}</SubmitButton>
      </div>
    </FormCard>
  )
}
