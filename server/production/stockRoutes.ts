import { answerRefusal } from "../http/refusal.ts"
import type { Context, Hono } from "hono"
import { Result } from "effect"
import { formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import { offcutStateLabels } from "../../domain/production/OffcutStates.ts"
import { offcutSorts, stockSheetSorts } from "../../domain/production/StockSorts.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { csvAnswer, maxExportRows } from "../http/csv.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { listSortOf } from "../http/listQuery.ts"
import { invalid, notFound } from "../http/problems.ts"
import { pathIdOf } from "../http/pathId.ts"
import { OffcutId, StockSheetId } from "../../domain/identifiers/Ids.ts"
import { metaOf, pageRequest } from "../db/paging.ts"
import { offcutFilterOf, stockSheetFilterOf } from "./stockListQuery.ts"
import type { StockRefusal } from "./StockRefusal.ts"

const sheetHeader = ["ردیف", "نوع شیشه", "ضخامت (میلی‌متر)", "عرض (میلی‌متر)", "ارتفاع (میلی‌متر)", "تعداد در انبار", "وضعیت"]
const offcutHeader = ["ردیف", "نوع شیشه", "ضخامت (میلی‌متر)", "عرض (میلی‌متر)", "ارتفاع (میلی‌متر)", "جای قفسه", "وضعیت", "تاریخ"]

/** A number as the exports write it: Persian digits. */
const digits = (value: number): string => toPersianDigits(String(value))

const exportRequest = { page: 1, perPage: maxExportRows, offset: 0 }

/** Stock sheets, offcuts and the materials production cuts (production.md sections 3 and 8); each handler decodes, calls, answers. */
export const stockRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const stock = deps.useCases.stock
  const refused = (c: Context, refusal: StockRefusal) => answerRefusal(c, refusal)

  api.get("/Admin/production/materials", guard(deps, "GET /Admin/production/materials"), async (c) =>
    c.json({ data: [...(await stock.materials())] } satisfies AnswerOf<"/Admin/production/materials", "get", 200>, 200),
  )

  api.get("/Admin/production/stock_sheet", guard(deps, "GET /Admin/production/stock_sheet"), async (c) => {
    const request = pageRequest(c.req.query("page"), c.req.query("per_page"))
    const sort = listSortOf(c, stockSheetSorts)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const page = await stock.sheets(stockSheetFilterOf(c), request, sort.success)
    return c.json(
      { data: [...page.rows], meta: metaOf(request, page.total) } satisfies AnswerOf<"/Admin/production/stock_sheet", "get", 200>,
      200,
    )
  })

  // Registered before /:id, and /:id takes digits only, so "export" is never read as an id.
  api.get("/Admin/production/stock_sheet/export", guard(deps, "GET /Admin/production/stock_sheet/export"), async (c) => {
    const sort = listSortOf(c, stockSheetSorts)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const { rows } = await stock.sheets(stockSheetFilterOf(c), exportRequest, sort.success)
    const cells = rows.map((row, index) => [
      digits(index + 1),
      row.glass_type_name,
      digits(row.thickness),
      digits(row.width),
      digits(row.height),
      row.count === null ? "به هر تعداد" : digits(row.count),
      row.is_active ? "فعال" : "غیرفعال",
    ])
    return csvAnswer(c, "stock-sheets.csv", sheetHeader, cells)
  })

  api.get("/Admin/production/stock_sheet/:id{[0-9]+}", guard(deps, "GET /Admin/production/stock_sheet/{id}"), async (c) => {
    const id = pathIdOf(StockSheetId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return Result.match(await stock.sheet(id), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/production/stock_sheet/{id}", "get", 200>, 200),
      onFailure: (refusal) => refused(c, refusal),
    })
  })

  api.post("/Admin/production/stock_sheet", guard(deps, "POST /Admin/production/stock_sheet"), async (c) =>
    Result.match(await stock.createSheet(await jsonBody(c)), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/production/stock_sheet", "post", 201>, 201),
      onFailure: (refusal) => refused(c, refusal),
    }),
  )

  api.put("/Admin/production/stock_sheet/:id{[0-9]+}", guard(deps, "PUT /Admin/production/stock_sheet/{id}"), async (c) => {
    const id = pathIdOf(StockSheetId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return Result.match(await stock.updateSheet(id, await jsonBody(c)), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/production/stock_sheet/{id}", "put", 200>, 200),
      onFailure: (refusal) => refused(c, refusal),
    })
  })

  api.delete("/Admin/production/stock_sheet/:id{[0-9]+}", guard(deps, "DELETE /Admin/production/stock_sheet/{id}"), async (c) => {
    const id = pathIdOf(StockSheetId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return Result.match(await stock.deleteSheet(id), {
      onSuccess: () => c.body(null, 204),
      onFailure: (refusal) => refused(c, refusal),
    })
  })

  api.get("/Admin/production/offcut", guard(deps, "GET /Admin/production/offcut"), async (c) => {
    const request = pageRequest(c.req.query("page"), c.req.query("per_page"))
    const sort = listSortOf(c, offcutSorts)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const page = await stock.offcuts(offcutFilterOf(c), request, sort.success)
    return c.json(
      { data: [...page.rows], meta: metaOf(request, page.total) } satisfies AnswerOf<"/Admin/production/offcut", "get", 200>,
      200,
    )
  })

  api.get("/Admin/production/offcut/export", guard(deps, "GET /Admin/production/offcut/export"), async (c) => {
    const sort = listSortOf(c, offcutSorts)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const { rows } = await stock.offcuts(offcutFilterOf(c), exportRequest, sort.success)
    const cells = rows.map((row, index) => [
      digits(index + 1),
      row.glass_type_name,
      digits(row.thickness),
      digits(row.width),
      digits(row.height),
      row.rack_slot === null ? null : toPersianDigits(row.rack_slot),
      offcutStateLabels[row.state],
      toPersianDigits(formatJalali(todayInTehran(Date.parse(row.created_at)))),
    ])
    return csvAnswer(c, "offcuts.csv", offcutHeader, cells)
  })

  api.delete("/Admin/production/offcut/:id{[0-9]+}", guard(deps, "DELETE /Admin/production/offcut/{id}"), async (c) => {
    const id = pathIdOf(OffcutId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return Result.match(await stock.discardOffcut(id), {
      onSuccess: () => c.body(null, 204),
      onFailure: (refusal) => refused(c, refusal),
    })
  })
}
