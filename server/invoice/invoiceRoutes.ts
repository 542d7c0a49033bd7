import { answerRefusal } from "../http/refusal.ts"
import type { Context, Hono } from "hono"
import { Result } from "effect"
import { listSorts } from "../../domain/pagination/listSorts.ts"
import { invoiceKindLabels, invoiceStateLabels } from "../../domain/invoice/InvoiceOptions.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf, ReadonlyAnswer, Schemas } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { csvAnswer, maxExportRows } from "../http/csv.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { listSortOf } from "../http/listQuery.ts"
import { invalid, notFound, forbidden } from "../http/problems.ts"
import { pathIdOf } from "../http/pathId.ts"
import { InvoiceId } from "../../domain/identifiers/Ids.ts"
import { metaOf, pageRequest } from "../db/paging.ts"
import { invoiceMoves } from "../../domain/invoice/InvoiceWorkflow.ts"
import { revisionAnswer } from "./invoiceAnswer.ts"
import { invoiceFilterOf } from "./invoiceListQuery.ts"
import type { InvoiceRefusal } from "./InvoiceRefusal.ts"
import type { Caller } from "./invoiceUseCases.ts"

/** The CSV columns of the export, in Persian. */
const exportHeader = [
  "ردیف",
  "شماره",
  "نوع",
  "تاریخ",
  "مشتری",
  "کارشناس فروش",
  "تعداد ردیف",
  "تعداد قطعه",
  "متراژ (متر مربع)",
  "مبلغ کل (ریال)",
  "وضعیت",
  "یادداشت",
]

const one = (c: Context<ApiEnv>, outcome: Result.Result<Schemas["Invoice"], InvoiceRefusal>, status: 200 | 201) =>
  Result.match(outcome, {
    onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/invoice/{id}", "get", 200>, status),
    onFailure: (refusal) => answerRefusal(c, refusal),
  })

/** Invoices: the list with its filters and CSV, the catalog the editor prices with, one, create, replace and reprice; each handler decodes, calls its use case and answers. */
export const invoiceRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const invoices = deps.useCases.invoice
  // The guard has already refused roles without the permission; a signed-in user always has a role here.
  const caller = (c: Context<ApiEnv>): Caller | undefined =>
    c.var.user.role ? { id: c.var.user.id, role: c.var.user.role } : undefined

  api.get("/Admin/invoice", guard(deps, "GET /Admin/invoice"), async (c) => {
    const who = caller(c)
    if (!who) return forbidden(c)
    const request = pageRequest(c.req.query("page"), c.req.query("per_page"))
    const sort = listSortOf(c, listSorts.invoices)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const { page, rows } = await invoices.list(who, invoiceFilterOf(c), request, sort.success)
    return c.json(
      { data: [...rows], meta: metaOf(request, page.total, page.capped) } satisfies AnswerOf<"/Admin/invoice", "get", 200>,
      200,
    )
  })

  // Registered before /:id, and /:id takes digits only, so "export" is never read as an id.
  api.get("/Admin/invoice/export", guard(deps, "GET /Admin/invoice/export"), async (c) => {
    const who = caller(c)
    if (!who) return forbidden(c)
    const sort = listSortOf(c, listSorts.invoices)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const rows = await invoices.exported(who, invoiceFilterOf(c), maxExportRows, sort.success)
    return csvAnswer(
      c,
      "invoices.csv",
      exportHeader,
      rows.map((row, index) => [
        index + 1,
        toPersianDigits(row.serial_number),
        invoiceKindLabels[row.kind],
        toPersianDigits(row.date),
        row.customer_name,
        row.sales_expert_name,
        row.lines,
        row.pieces,
        row.area_mm2 / 1_000_000,
        row.total,
        invoiceStateLabels[row.state],
        row.note,
      ]),
    )
  })

  api.get("/Admin/invoice/catalog", guard(deps, "GET /Admin/invoice/catalog"), async (c) => {
    const who = caller(c)
    if (!who) return forbidden(c)
    return c.json(
      { data: await invoices.catalog(who) } satisfies ReadonlyAnswer<AnswerOf<"/Admin/invoice/catalog", "get", 200>>,
      200,
    )
  })

  api.post("/Admin/invoice", guard(deps, "POST /Admin/invoice"), async (c) => {
    const who = caller(c)
    if (!who) return forbidden(c)
    return one(c, await invoices.create(who, await jsonBody(c)), 201)
  })

  api.get("/Admin/invoice/:id{[0-9]+}", guard(deps, "GET /Admin/invoice/{id}"), async (c) => {
    const who = caller(c)
    const id = pathIdOf(InvoiceId, c.req.param("id"))
    if (!who) return forbidden(c)
    if (id === undefined) return notFound(c)
    return one(c, await invoices.read(who, id), 200)
  })

  api.put("/Admin/invoice/:id{[0-9]+}", guard(deps, "PUT /Admin/invoice/{id}"), async (c) => {
    const who = caller(c)
    const id = pathIdOf(InvoiceId, c.req.param("id"))
    if (!who) return forbidden(c)
    if (id === undefined) return notFound(c)
    return one(c, await invoices.update(who, id, await jsonBody(c)), 200)
  })

  api.post("/Admin/invoice/:id{[0-9]+}/reprice", guard(deps, "POST /Admin/invoice/{id}/reprice"), async (c) => {
    const who = caller(c)
    const id = pathIdOf(InvoiceId, c.req.param("id"))
    if (!who) return forbidden(c)
    if (id === undefined) return notFound(c)
    return one(c, await invoices.reprice(who, id, await jsonBody(c)), 200)
  })

  for (const move of invoiceMoves)
    api.post(`/Admin/invoice/:id{[0-9]+}/${move}`, guard(deps, `POST /Admin/invoice/{id}/${move}`), async (c) => {
      const who = caller(c)
      const id = pathIdOf(InvoiceId, c.req.param("id"))
      if (!who) return forbidden(c)
      if (id === undefined) return notFound(c)
      return one(c, await invoices.move(who, id, move, await jsonBody(c)), 200)
    })

  api.get("/Admin/invoice/:id{[0-9]+}/history", guard(deps, "GET /Admin/invoice/{id}/history"), async (c) => {
    const who = caller(c)
    const id = pathIdOf(InvoiceId, c.req.param("id"))
    if (!who) return forbidden(c)
    if (id === undefined) return notFound(c)
    return Result.match(await invoices.history(who, id), {
      onSuccess: (revisions) =>
        c.json({ data: revisions.map(revisionAnswer) } satisfies AnswerOf<"/Admin/invoice/{id}/history", "get", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })

  api.get("/Admin/invoice/:id{[0-9]+}/buyer", guard(deps, "GET /Admin/invoice/{id}/buyer"), async (c) => {
    const who = caller(c)
    const id = pathIdOf(InvoiceId, c.req.param("id"))
    if (!who) return forbidden(c)
    if (id === undefined) return notFound(c)
    return Result.match(await invoices.buyer(who, id), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/invoice/{id}/buyer", "get", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })

  api.get("/Admin/invoice/:id{[0-9]+}/tax_export", guard(deps, "GET /Admin/invoice/{id}/tax_export"), async (c) => {
    const who = caller(c)
    const id = pathIdOf(InvoiceId, c.req.param("id"))
    if (!who) return forbidden(c)
    if (id === undefined) return notFound(c)
    return Result.match(await deps.useCases.taxExport(who, id), {
      onSuccess: (data) => c.json({ data } satisfies ReadonlyAnswer<AnswerOf<"/Admin/invoice/{id}/tax_export", "get", 200>>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })
}
