import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from "@headlessui/react"
import { useSignals } from "@preact/signals-react/runtime"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { useNavigate } from "react-router"
import { maxSearchQueryLength, searchKinds } from "../../../domain/search/SearchQuery.ts"
import { useServices } from "../../state/services.tsx"
import { searchQuery, type SearchHit } from "./api/searchQueries.ts"
import { hitDetail, hitPath, hitTitle, searchGroupLabels, searchStatus, searchTexts } from "./searchHits.ts"
import { $searchOpen } from "./searchShortcut.ts"

/** How long typing pauses before the server is searched. */
const searchDelayMs = 250

/** The text typed, once typing has paused. */
const useSettled = (text: string): string => {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), searchDelayMs)
    return () => clearTimeout(timer)
  }, [text])
  return settled
}

/** The hits, each kind's under its heading; the arrow keys walk them in this order and Enter opens the one marked. */
function HitGroups({ hits }: { readonly hits: ReadonlyArray<SearchHit> }) {
  return searchKinds.map((kind) => {
    const ofKind = hits.filter((hit) => hit.kind === kind)
    if (ofKind.length === 0) return null
    return (
      <div key={kind} role="group" aria-labelledby={`search-group-${kind}`} data-search-group={kind}>
        <div id={`search-group-${kind}`} className="px-3 pb-1 pt-3 text-xs font-bold text-gray-600">
          {searchGroupLabels[kind]}
        </div>
        {ofKind.map((hit) => (
          <ComboboxOption
            key={`${hit.kind}-${hit.id}`}
            value={hit}
            data-kind={hit.kind}
            className="group flex cursor-pointer flex-col gap-0.5 rounded-lg px-3 py-2 data-[focus]:bg-sky-50 data-[focus]:outline-2 data-[focus]:outline-sky-600"
          >
            <span className="font-medium text-gray-900" data-hit-title>
              {hitTitle(hit)}
            </span>
            {hitDetail(hit) !== "" && <span className="text-sm text-gray-600">{hitDetail(hit)}</span>}
          </ComboboxOption>
        ))}
      </div>
    )
  })
}

/**
 * The search everywhere (Ctrl+K or `/`): invoices and orders by serial, customers by name, mobile or national code,
 * cheques by Sayad ID and pieces by code, each only where the signed-in user may open it; the keyboard alone reaches
 * and opens any hit.
 */
export function SearchDialog() {
  useSignals()
  const open = $searchOpen.value
  const { api } = useServices()
  const navigate = useNavigate()
  const [typed, setTyped] = useState("")
  const text = useSettled(typed).trim()
  const found = useQuery({ ...searchQuery(api, text), enabled: open && text !== "", placeholderData: keepPreviousData })
  const close = () => {
    $searchOpen.value = false
    setTyped("")
  }
  const hits = text === "" ? [] : (found.data?.hits ?? [])
  const settled = text !== "" && text === typed.trim() && !found.isFetching && found.data !== undefined
  return (
    <Dialog
      open={open}
      onClose={close}
      className="fixed inset-0 z-50 flex items-start justify-center p-3 pt-[8vh] md:p-4 md:pt-[12vh]"
    >
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <DialogPanel
        className="relative w-full max-w-xl overflow-hidden rounded-xl bg-white shadow-xl"
        data-testid="search-dialog"
        // Whether the hits shown are those of the text typed: a test (and a screen reader's busy state) waits on it.
        aria-busy={text !== typed.trim() || found.isFetching}
      >
        <DialogTitle className="sr-only">{searchTexts.title}</DialogTitle>
        <Combobox<SearchHit | null>
          value={null}
          onChange={(hit) => {
            if (hit === null) return
            close()
            void navigate(hitPath(hit))
          }}
        >
          <div className="relative border-b border-gray-200">
            <span aria-hidden="true" className="i-tabler-search absolute inset-y-0 start-3 my-auto h-5 w-5 text-gray-500" />
            <ComboboxInput
              autoFocus
              aria-label={searchTexts.title}
              placeholder={searchTexts.placeholder}
              maxLength={maxSearchQueryLength}
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              // The combobox keeps Escape for its own list, which here is always open: one Escape closes the search.
              onKeyDown={(event) => {
                if (event.key === "Escape") close()
              }}
              className="h-12 w-full bg-white pe-3 ps-10 text-gray-900 placeholder:text-sm placeholder:text-gray-500 focus:outline-none"
            />
          </div>
          <ComboboxOptions static className="max-h-[60vh] overflow-y-auto p-2 empty:hidden">
            <HitGroups hits={hits} />
          </ComboboxOptions>
          <p role="status" data-testid="search-status" className="px-4 py-3 text-sm text-gray-600 empty:hidden">
            {searchStatus({
              text,
              settled,
              error: found.isError ? found.error.message : undefined,
              hits: hits.length,
              hiddenMatches: found.data?.hiddenMatches === true,
            })}
          </p>
        </Combobox>
      </DialogPanel>
    </Dialog>
  )
}
