import type { ReactNode } from "react"
import type { components } from "../../../contract/schema.d.ts"
import { settingsFieldLabel, settingsValueText } from "../../../domain/settings/SettingsChanges.ts"
import { formatDateTime } from "../../shell/formatTime.ts"

type Revision = components["schemas"]["SettingsRevision"]

/** One titled group of the settings form. */
export function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 border-t border-gray-200 pt-4">
      <legend className="pl-2 text-base font-semibold text-gray-900">{title}</legend>
      {children}
    </fieldset>
  )
}

/** The settings' history under the form: who saved, when, and each field's old and new value. */
export function SettingsHistory({
  revisions,
  productName,
}: {
  readonly revisions: ReadonlyArray<Revision>
  readonly productName: (id: number) => string
}) {
  return (
    <Section title="تاریخچه تغییرات">
      {revisions.length === 0 ? (
        <p className="text-sm text-gray-600">هنوز تغییری ثبت نشده است.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="تاریخچه تغییرات تنظیمات">
          {revisions.map((revision) => (
            <li key={revision.number} className="rounded-lg border border-gray-200 p-3 text-sm">
              <p className="text-gray-700">
                {revision.user_name ?? "—"}، <time dateTime={revision.created_at}>{formatDateTime(revision.created_at)}</time>
              </p>
              <ul className="mt-2 flex flex-col gap-1">
                {revision.changes.map((change) => (
                  <li key={change.field} className="break-words text-gray-900">
                    <span className="font-medium">{settingsFieldLabel(change.field, productName)}</span>: از{" "}
                    <bdi>{settingsValueText(change.before)}</bdi> به <bdi>{settingsValueText(change.after)}</bdi>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}
