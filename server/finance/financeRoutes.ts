import { answerRefusal } from "../http/refusal.ts"
import type { Context, Hono } from "hono"
import { Result } from "effect"
import { formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import { chequeStateLabels } from "../../domain/finance/ChequeStates.ts"
import { orderStateLabels } from "../../domain/finance/OrderStates.ts"
import { listSorts } from "../../domain/pagination/listSorts.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { csvAnswer, maxExportRows } from "../http/csv.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { listSortOf } from "../http/listQuery.ts"
import { forbidden, invalid, notFound } from "../http/problems.ts"
import { pathIdOf } from "../http/pathId.ts"
import { ChequeId, InvoiceId, OrderId, UserId } from "../../domain/identifiers/Ids.ts"
import { metaOf, pageRequest } from "../db/paging.ts"
import { chequeFilterOf, orderFilterOf } from "./financeListQuery.ts"
import type { FinanceRefusal } from "./FinanceRefusal.ts"
import type { Caller } from "./financeUseCases.ts"

const orderHeader = [
  "ردیف",
  "شماره",
  "مشتری",
  "مبلغ کل (ریال)",
  "پرداخت شده (ریال)",
  "چک در جریان (ریال)",
  "مانده (ریال)",
  "وضعیت تولید",
  "تاریخ آماده شدن",
  "تاریخ تحویل",
]
const chequeHeader = [
  "ردیف",
  "شماره صیاد",
  "سریال",
  "بانک",
  "صادرکننده",
  "تاریخ سررسید",
  "مبلغ (ریال)",
  "وضعیت",
  "شماره فاکتور",
  "مشتری",
]

/** An instant as the exports write it: its Jalali date in Tehran, in Persian digits. */
const jalaliDay = (iso: string | null): string | null =>
  iso === null ? null : toPersianDigits(formatJalali(todayInTehran(Date.parse(iso))))

const exportRequest = { page: 1, perPage: maxExportRows, offset: 0 }

/** Orders, payments and cheques (invoices.md section 10); each handler decodes, calls its use case and answers. */
export const financeRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const finance = deps.useCases.finance
  // The guard has already refused roles without the permission; a signed-in user always has a role here.
  const caller = (c: Context<ApiEnv>): Caller | undefined =>
    c.var.user.role ? { id: UserId(c.var.user.id), role: c.var.user.role } : undefined
  const refused = (c: Context, refusal: FinanceRefusal) => answerRefusal(c, refusal)

  api.get("/Admin/order", guard(deps, "GET /Admin/order"), async (c) => {
    const request = pageRequest(c.req.query("page"), c.req.query("per_page"))
    const sort = listSortOf(c, listSorts.orders)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const page = await finance.orders(orderFilterOf(c), request, sort.success)
    return c.json({ data: [...page.rows], meta: metaOf(request, page.total) } satisfies AnswerOf<"/Admin/order", "get", 200>, 200)
  })

  // Registered before /:id, and /:id takes digits only, so "export" is never read as an id.
  api.get("/Admin/order/export", guard(deps, "GET /Admin/order/export"), async (c) => {
    const sort = listSortOf(c, listSorts.orders)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const { rows } = await finance.orders(orderFilterOf(c), exportRequest, sort.success)
    return csvAnswer(
      c,
      "orders.csv",
      orderHeader,
      rows.map((row) => [
        row.key,
        toPersianDigits(row.serial_number),
        row.customer_name,
        row.total,
        row.paid,
        row.in_cheques,
        row.remaining,
        orderStateLabels[row.production_state],
        jalaliDay(row.ready_at),
        jalaliDay(row.delivered_at),
      ]),
    )
  })

  api.get("/Admin/order/:id{[0-9]+}", guard(deps, "GET /Admin/order/{id}"), async (c) => {
    const id = pathIdOf(OrderId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return Result.match(await finance.order(id), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/order/{id}", "get", 200>, 200),
      onFailure: (refusal) => refused(c, refusal),
    })
  })

  api.patch("/Admin/order/:id{[0-9]+}", guard(deps, "PATCH /Admin/order/{id}"), async (c) => {
    const who = caller(c)
    const id = pathIdOf(OrderId, c.req.param("id"))
    if (!who) return forbidden(c)
    if (id === undefined) return notFound(c)
    return Result.match(await finance.moveOrder(who, id, await jsonBody(c)), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/order/{id}", "patch", 200>, 200),
      onFailure: (refusal) => refused(c, refusal),
    })
  })

  api.get("/Admin/invoice/:id{[0-9]+}/payments", guard(deps, "GET /Admin/invoice/{id}/payments"), async (c) => {
    const who = caller(c)
    const id = pathIdOf(InvoiceId, c.req.param("id"))
    if (!who) return forbidden(c)
    if (id === undefined) return notFound(c)
    return Result.match(await finance.payments(who, id), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/invoice/{id}/payments", "get", 200>, 200),
      onFailure: (refusal) => refused(c, refusal),
    })
  })

  for (const [path, add] of [
    ["payments", finance.addPayment],
    ["cheques", finance.addCheque],
  ] as const)
    api.post(`/Admin/invoice/:id{[0-9]+}/${path}`, guard(deps, `POST /Admin/invoice/{id}/${path}`), async (c) => {
      const who = caller(c)
      const id = pathIdOf(InvoiceId, c.req.param("id"))
      if (!who) return forbidden(c)
      if (id === undefined) return notFound(c)
      return Result.match(await add(who, id, await jsonBody(c)), {
        onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/invoice/{id}/payments", "post", 201>, 201),
        onFailure: (refusal) => refused(c, refusal),
      })
    })

  api.get("/Admin/cheque", guard(deps, "GET /Admin/cheque"), async (c) => {
    const request = pageRequest(c.req.query("page"), c.req.query("per_page"))
    const sort = listSortOf(c, listSorts.cheques)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const page = await finance.cheques(chequeFilterOf(c), request, sort.success)
    return c.json(
      { data: page.rows, meta: { ...metaOf(request, page.total), totals: page.totals } } satisfies AnswerOf<
        "/Admin/cheque",
        "get",
        200
      >,
      200,
    )
  })

  api.get("/Admin/cheque/export", guard(deps, "GET /Admin/cheque/export"), async (c) => {
    const sort = listSortOf(c, listSorts.cheques)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const { rows } = await finance.cheques(chequeFilterOf(c), exportRequest, sort.success)
    return csvAnswer(
      c,
      "cheques.csv",
      chequeHeader,
      rows.map((row) => [
        row.key,
        toPersianDigits(row.sayad_id),
        toPersianDigits(row.serial),
        row.bank,
        row.drawer,
        toPersianDigits(row.due_date),
        row.amount,
        chequeStateLabels[row.state],
        toPersianDigits(row.serial_number),
        row.customer_name,
      ]),
    )
  })

  api.patch("/Admin/cheque/:id{[0-9]+}", guard(deps, "PATCH /Admin/cheque/{id}"), async (c) => {
    const who = caller(c)
    const id = pathIdOf(ChequeId, c.req.param("id"))
    if (!who) return forbidden(c)
    if (id === undefined) return notFound(c)
    return Result.match(await finance.moveCheque(who, id, await jsonBody(c)), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/cheque/{id}", "patch", 200>, 200),
      onFailure: (refusal) => refused(c, refusal),
    })
  })
}
