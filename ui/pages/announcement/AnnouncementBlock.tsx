import type { JalaliDate } from "../../../domain/calendar/Jalali.ts"
import { pdfHeadLength } from "../../../domain/announcement/AnnouncementForm.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { DatePicker } from "../../components/datepicker/DatePicker.tsx"
import { FileField } from "../../components/form/FileField.tsx"
import { Switch } from "../../components/form/Switch.tsx"
import { TextAreaField } from "../../components/form/TextAreaField.tsx"
import { TextField } from "../../components/form/TextField.tsx"
import type { BlockValues } from "./announcementValues.ts"

interface AnnouncementBlockProps {
  readonly index: number
  readonly block: BlockValues
  readonly removable: boolean
  readonly today: JalaliDate
  readonly errorOf: (name: string) => string | undefined
  readonly change: (name: string, value: unknown) => void
  readonly blur: () => void
  readonly onRemove: () => void
}

/** Reads what the PDF rule needs of a chosen file: its type and first bytes. */
const chosen = async (file: File) => ({
  type: file.type,
  head: new Uint8Array(await file.slice(0, pdfHeadLength).arrayBuffer()),
  blob: file,
})

/** One numbered announcement block: content, dates, link, PDF, pinned and active switches. */
export function AnnouncementBlock({ index, block, removable, today, errorOf, change, blur, onRemove }: AnnouncementBlockProps) {
  const name = (field: string) => `announcements.${index}.${field}`
  const heading = `اطلاعیه ${toPersianDigits(index + 1)}`
  const headingId = `announcement-block-${index}`
  return (
    <fieldset
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-gray-200 p-4"
      data-testid="announcement-block"
    >
      <div className="flex items-center justify-between">
        <h2 id={headingId} className="font-bold text-gray-900">
          {heading}
        </h2>
        {removable && (
          <button
            type="button"
            onClick={onRemove}
            aria-label={`حذف ${heading}`}
            title="حذف"
            className="flex h-8 w-8 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
          >
            <span aria-hidden="true" className="i-tabler-trash h-5 w-5" />
          </button>
        )}
      </div>
      <TextAreaField
        name={name("content")}
        label="محتوا"
        required
        value={block.content}
        onChange={(value) => change(name("content"), value)}
        onBlur={blur}
        error={errorOf(name("content"))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DatePicker
          name={name("show_from")}
          label="تاریخ شروع"
          required
          value={block.show_from}
          onChange={(value) => change(name("show_from"), value)}
          onBlur={blur}
          error={errorOf(name("show_from"))}
          today={today}
        />
        <DatePicker
          name={name("show_until")}
          label="تاریخ پایان"
          value={block.show_until}
          onChange={(value) => change(name("show_until"), value)}
          onBlur={blur}
          error={errorOf(name("show_until"))}
          today={today}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name={name("link")}
          label="پیوند"
          type="url"
          dir="ltr"
          placeholder="https://"
          value={block.link}
          onChange={(value) => change(name("link"), value)}
          onBlur={blur}
          error={errorOf(name("link"))}
        />
        <div className="flex flex-col gap-1">
          <FileField
            name={name("file")}
            label="فایل PDF"
            accept="application/pdf"
            fileName={block.file?.blob.name ?? null}
            error={errorOf(name("file"))}
            onChange={(file) =>
              void (file === null
                ? Promise.resolve(change(name("file"), null))
                : chosen(file).then((read) => change(name("file"), read)))
            }
          />
          {block.storedFile !== null && (
            <a
              href={block.storedFile}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm text-sky-800 underline"
            >
              <span aria-hidden="true" className="i-tabler-file-type-pdf h-4 w-4" />
              {block.file === null ? "فایل پیوست فعلی" : "فایل پیوست قبلی (با فایل جدید جایگزین می‌شود)"}
            </a>
          )}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Switch
          label="مهم"
          description="در ابتدای داشبورد و با نشان «مهم» نمایش داده شود"
          checked={block.is_pinned}
          onChange={(value) => change(name("is_pinned"), value)}
        />
        <Switch
          label="فعال"
          description="این اطلاعیه در بازه تاریخ خود در داشبورد نمایش داده شود"
          checked={block.is_active}
          onChange={(value) => change(name("is_active"), value)}
        />
      </div>
    </fieldset>
  )
}
