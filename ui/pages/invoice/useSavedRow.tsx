import { useIsFetching } from "@tanstack/react-query"
import { useEffect, useRef } from "react"
import { useLocation } from "react-router"
import { invoiceKindLabels, type InvoiceKind } from "../../../domain/invoice/InvoiceOptions.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import type { RowsPage } from "../../components/table/useListRows.ts"
import { invoiceKeys } from "./api/invoiceKeys.ts"
import { savedRowOf } from "./savedRow.ts"

/** Whether both edges of a row are on screen and uncovered (the sticky top bar hides what scrolls under it). */
const wholeInSight = (row: HTMLElement): boolean => {
  const box = row.getBoundingClientRect()
  const x = box.left + box.width / 2
  const seen = (y: number) => y >= 0 && y <= window.innerHeight && row.contains(document.elementFromPoint(x, y))
  return seen(box.top + 2) && seen(box.bottom - 2)
}

/**
 * The invoice the editor just saved, as the list it returned to shows it: its row marked (amber, `aria-current`) and
 * scrolled to the middle of the screen once loaded, until the next change of page or filter; a row not on this page is
 * named in a note with a way to show it.
 */
export function useSavedRow(
  kind: InvoiceKind,
  page: RowsPage<{ readonly id: number }> | undefined,
  showSerial: (serial: string) => void,
) {
  const saved = savedRowOf(useLocation().state)
  const shown = saved !== undefined && page !== undefined && page.rows.some((row) => row.id === saved.id)
  // The rows cached from before the save are shown while the list is read again: the note waits for the fresh ones.
  const reading = useIsFetching({ queryKey: invoiceKeys.lists() }) > 0
  const scrolled = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (!shown || saved === undefined || scrolled.current === saved.id) return
    scrolled.current = saved.id
    requestAnimationFrame(() => {
      const row = document.querySelector<HTMLElement>(`tr[aria-current="true"]`)
      if (row !== null && !wholeInSight(row)) row.scrollIntoView({ block: "center", behavior: "smooth" })
    })
  }, [shown, saved])
  const note =
    saved !== undefined && page !== undefined && !shown && !reading ? (
      <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
        <span>
          {invoiceKindLabels[kind]} {toPersianDigits(saved.serial)} ثبت شد و در این صفحه از فهرست نیست.
        </span>
        <button
          type="button"
          className="rounded px-2 py-1 text-sky-800 underline hover:bg-sky-50"
          onClick={() => showSerial(String(saved.serial))}
        >
          نمایش آن
        </button>
      </p>
    ) : null
  return { isSaved: (id: number) => saved?.id === id, note }
}
