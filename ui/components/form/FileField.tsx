import { FieldError } from "./FieldError.tsx"
import { fieldControl } from "./LabelledField.tsx"

interface FileFieldProps {
  readonly name: string
  readonly label: string
  readonly accept: string
  /** The name of the file chosen in this form, if any. */
  readonly fileName: string | null
  readonly onChange: (file: File | null) => void
  readonly error?: string | undefined
}

/** A file input with Persian text: the browser's own button would speak the browser's language, so it is drawn here over a hidden input. */
export function FileField({ name, label, accept, fileName, onChange, error }: FileFieldProps) {
  const { id, invalid, aria } = fieldControl(name, error)
  return (
    <div className="flex flex-col" data-field={name}>
      <span className="mb-1 text-sm font-medium text-gray-800" aria-hidden="true">
        {label}
      </span>
      <div className="flex min-w-0 items-center gap-3">
        <input
          id={id}
          name={name}
          type="file"
          accept={accept}
          aria-label={label}
          {...aria}
          onChange={(event) => {
            onChange(event.target.files?.[0] ?? null)
            // Choosing the same file again must still report a change.
            event.target.value = ""
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={`inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg border bg-white px-3 text-sm text-gray-800 hover:bg-gray-50 peer-focus-visible:outline-2 peer-focus-visible:outline-sky-600 ${
            invalid ? "border-red-600" : "border-gray-300"
          }`}
        >
          <span aria-hidden="true" className="i-tabler-upload h-4 w-4" />
          انتخاب فایل
        </label>
        <span className="min-w-0 truncate text-sm text-gray-700" dir="auto">
          {fileName ?? "فایلی انتخاب نشده است"}
        </span>
      </div>
      <FieldError name={name} error={error} />
    </div>
  )
}
