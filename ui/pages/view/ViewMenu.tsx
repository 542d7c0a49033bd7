import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react"
import { useQuery } from "@tanstack/react-query"
import { Result } from "effect"
import { useEffect, useState } from "react"
import { useSearchParams } from "react-router"
import { readsAsRecordId } from "../../../domain/identifiers/RecordId.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { validateViewForm } from "../../../domain/view/ViewForm.ts"
import type { ViewList } from "../../../domain/view/ViewLists.ts"
import { showToast } from "../../components/toast/toast.ts"
import { refusalText, SaveRefused } from "../../state/saveRefused.ts"
import { useServices } from "../../state/services.tsx"
import type { SavedView } from "./api/viewKeys.ts"
import { useDeleteView, useSaveView, viewQuery, viewsQuery } from "./api/viewQueries.ts"
import { currentFilters, namesOnlyView, searchOfView } from "./viewSearch.ts"

const itemButton =
  "flex min-h-9 w-full items-center rounded-md px-2 text-start text-sm hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600"

/**
 * A list's «نماها»: choose one of the user's views or their role's (its filters and order, a relative period worked
 * out today), save the current filters as a named view, delete one's own; a shared address (`?view=<id>`) is applied on arrival.
 */
export function ViewMenu({ list }: { readonly list: ViewList }) {
  const { api, clock } = useServices()
  const [search, setSearch] = useSearchParams()
  const views = useQuery(viewsQuery(api, list))
  const viewText = search.get("view") ?? ""
  const viewId = readsAsRecordId(viewText) ? Number(viewText) : undefined
  const shared = useQuery({ ...viewQuery(api, viewId ?? 0), enabled: viewId !== undefined })
  const saving = useSaveView()
  const deleting = useDeleteView()
  const [name, setName] = useState("")
  const [error, setError] = useState<string | undefined>(undefined)

  const apply = (view: SavedView, replace = false) => setSearch(searchOfView(view, clock.now()), { replace })
  // An address naming only a view is applied once its view is read; a view of a list the user may not read is said so.
  useEffect(() => {
    if (shared.data !== undefined && shared.data.list === list && namesOnlyView(search)) apply(shared.data, true)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shared.data, search])
  useEffect(() => {
    if (shared.isError) showToast({ kind: "error", text: "این نما پیدا نشد یا به فهرست آن دسترسی ندارید" })
  }, [shared.isError])

  const active = shared.data?.id === viewId ? shared.data : views.data?.find((view) => view.id === viewId)
  const save = (close: () => void) => {
    const sort = search.get("sort")
    const form = validateViewForm({ list, name, filters: currentFilters(list, search), sort })
    if (Result.isFailure(form)) {
      setError(Object.values(form.failure)[0])
      return
    }
    setError(undefined)
    saving.mutate(form.success, {
      onSuccess: (view) => {
        setName("")
        apply(view)
        close()
        showToast({ kind: "success", text: `نمای «${toPersianDigits(view.name)}» ثبت شد` })
      },
      onError: (refused) =>
        setError(refused instanceof SaveRefused && refused.fields["name"] ? refused.fields["name"] : refusalText(refused)),
    })
  }
  const remove = (view: SavedView) =>
    deleting.mutate(view.id, {
      onSuccess: () => showToast({ kind: "success", text: `نمای «${toPersianDigits(view.name)}» حذف شد` }),
      onError: (refused) => showToast({ kind: "error", text: refusalText(refused) }),
    })

  return (
    <Popover className="flex flex-col gap-1 text-sm text-gray-800">
      <span aria-hidden="true">نماها</span>
      <PopoverButton
        data-view-menu
        className="flex h-11 max-w-56 items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        <span aria-hidden="true" className="i-tabler-bookmarks h-5 w-5 shrink-0 text-sky-700" />
        <span className="truncate">{active ? toPersianDigits(active.name) : "نماها"}</span>
        <span className="sr-only">(نماهای ثبت‌شده این فهرست)</span>
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: "bottom end", gap: 4 }}
        className="z-40 flex w-72 max-w-[calc(100vw-1.5rem)] flex-col gap-2 rounded-lg border border-gray-200 bg-white p-2 text-gray-900 shadow-lg"
      >
        {({ close }) => (
          <>
            <p className="px-2 pt-1 text-xs font-medium text-gray-600">نماهای این فهرست</p>
            {views.data !== undefined && views.data.length === 0 && (
              <p className="px-2 text-sm text-gray-600">هنوز نمایی ثبت نشده است.</p>
            )}
            <ul aria-label="نماهای این فهرست" className="flex flex-col gap-0.5">
              {(views.data ?? []).map((view) => (
                <li key={view.id} className="flex items-center gap-1">
                  <button
                    type="button"
                    aria-current={view.id === viewId ? "true" : undefined}
                    className={`${itemButton} ${view.id === viewId ? "bg-sky-50 font-medium" : ""}`}
                    onClick={() => {
                      apply(view)
                      close()
                    }}
                  >
                    <span className="min-w-0 flex-1 break-words">{toPersianDigits(view.name)}</span>
                    {view.of_role && <span className="ms-2 shrink-0 text-xs text-gray-500">نمای نقش</span>}
                  </button>
                  {view.own && (
                    <button
                      type="button"
                      aria-label={`حذف نمای ${toPersianDigits(view.name)}`}
                      title="حذف"
                      disabled={deleting.isPending}
                      onClick={() => remove(view)}
                      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-sky-600"
                    >
                      <span aria-hidden="true" className="i-tabler-trash h-4 w-4" />
                    </button>
                  )}
                </li>
              ))}
            </ul>
            <form
              className="flex flex-col gap-1 border-t border-gray-200 px-2 pt-2"
              onSubmit={(event) => {
                // The panel is drawn inside the list's search form: this form's submit must not search.
                event.preventDefault()
                event.stopPropagation()
                save(close)
              }}
            >
              <label className="flex flex-col gap-1 text-sm">
                <span>ثبت فیلترهای فعلی با نام</span>
                <input
                  name="view-name"
                  value={toPersianDigits(name)}
                  onChange={(event) => setName(event.target.value)}
                  aria-invalid={error !== undefined}
                  aria-describedby={error === undefined ? undefined : "view-name-error"}
                  className="h-10 rounded-lg border border-gray-300 px-3 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200"
                />
              </label>
              {error !== undefined && (
                <p id="view-name-error" role="alert" className="text-xs text-red-700">
                  {toPersianDigits(error)}
                </p>
              )}
              <button
                type="submit"
                disabled={saving.isPending}
                className="h-10 rounded-lg bg-sky-700 px-3 text-sm font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
              >
                ثبت نما
              </button>
            </form>
          </>
        )}
      </PopoverPanel>
    </Popover>
  )
}
