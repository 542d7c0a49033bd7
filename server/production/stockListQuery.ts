import type { Context } from "hono"
import { offcutStateFilter } from "../../domain/production/OffcutStates.ts"
import { toAsciiDigits } from "../../domain/text/digits.ts"
import { flagFilter, searchText } from "../http/listQuery.ts"
import { idOf } from "../http/problems.ts"
import type { MaterialFilter, OffcutFilter, StockSheetFilter } from "./stockLists.ts"

const id = (raw: string | undefined): number | undefined => (raw === undefined ? undefined : idOf(toAsciiDigits(raw.trim())))

/** Reads the search and the material filters both lists share; an unreadable id means no filter. */
const materialFilterOf = (c: Context): MaterialFilter => ({
  search: searchText(c.req.query("search")),
  glassTypeId: id(c.req.query("glass_type_id")),
  glassWidthId: id(c.req.query("glass_width_id")),
})

/** Reads the stock sheet list's filters: search, material and `is_active`. */
export const stockSheetFilterOf = (c: Context): StockSheetFilter => ({
  ...materialFilterOf(c),
  active: flagFilter(c.req.query("is_active")),
})

/** Reads the offcut list's filters: search, material and `state` (in stock unless another state or `all` is asked). */
export const offcutFilterOf = (c: Context): OffcutFilter => ({
  ...materialFilterOf(c),
  state: offcutStateFilter(c.req.query("state")),
})
