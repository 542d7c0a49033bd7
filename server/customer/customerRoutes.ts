import type { Context, Hono } from "hono"
import { Option, Result } from "effect"
import { listSorts } from "../../domain/pagination/listSorts.ts"
import { customerTypeLabels, readCustomerType } from "../../domain/customer/CustomerForm.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf, Schemas } from "../http/answers.ts"
import { isToggleBody, jsonBody } from "../http/body.ts"
import { csvAnswer, maxExportRows } from "../http/csv.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { listQuery, listSortOf } from "../http/listQuery.ts"
import { invalid, notFound } from "../http/problems.ts"
import { pathIdOf } from "../http/pathId.ts"
import { CustomerId, UserId } from "../../domain/identifiers/Ids.ts"
import { answerRefusal } from "../http/refusal.ts"
import { metaOf } from "../db/paging.ts"
import type { CustomerRecord } from "./customerLists.ts"
import type { CustomerRefusal } from "./CustomerRefusal.ts"
import type { CustomerQuery } from "./customerUseCases.ts"

/** The CSV columns of the export, in Persian. */
const exportHeader = [
  "ردیف",
  "نوع مشتری",
  "نام / نام شرکت",
  "نام خانوادگی",
  "کد ملی / شناسه ملی",
  "کد اقتصادی",
  "نام نماینده",
  "شماره همراه",
  "تلفن",
  "کد پستی",
  "شهر",
  "نشانی",
  "کارشناس فروش",
  "سقف اعتبار (ریال)",
  "توضیحات",
  "وضعیت",
]

/** The list's filters as the query has them (an unreadable type or expert id means no filter), or the 422 of an order it does not offer. */
const queryOf = (c: Context<ApiEnv>): Result.Result<CustomerQuery, FieldErrors> => {
  const { search, active } = listQuery(c)
  const type = Option.getOrUndefined(readCustomerType(c.req.query("type")))
  return Result.map(listSortOf(c, listSorts.customers), (sort) => ({
    search,
    active,
    type,
    salesExpertId: pathIdOf(UserId, c.req.query("sales_expert_id")?.trim()),
    sort,
  }))
}

/** A saved customer's answer, or the answer of its refusal. */
const saved = (c: Context<ApiEnv>, outcome: Result.Result<CustomerRecord, CustomerRefusal>, status: 200 | 201) =>
  Result.match(outcome, {
    onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/customer/{id}", "patch", 200>, status),
    onFailure: (refusal) => answerRefusal(c, refusal),
  })

/** Customers: the management list, its CSV export, one, create, and update or toggle; each handler decodes, calls its use case and answers. */
export const customerRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const customers = deps.useCases.customer

  api.get("/Admin/customer", guard(deps, "GET /Admin/customer"), async (c) => {
    const { request } = listQuery(c)
    const query = queryOf(c)
    if (Result.isFailure(query)) return invalid(c, query.failure)
    const page = await customers.list(c.var.user, query.success, request)
    const data = page.rows.map(({ can_edit, ...row }, index): Schemas["CustomerRow"] => ({
      key: request.offset + index + 1,
      can_edit,
      ...row,
    }))
    return c.json(
      { data, meta: metaOf(request, page.total, page.capped), hidden_matches: page.hidden_matches } satisfies AnswerOf<
        "/Admin/customer",
        "get",
        200
      >,
      200,
    )
  })

  // Registered before /:id, and /:id takes digits only, so neither "export" nor the "top" lookup is read as an id.
  api.get("/Admin/customer/export", guard(deps, "GET /Admin/customer/export"), async (c) => {
    const query = queryOf(c)
    if (Result.isFailure(query)) return invalid(c, query.failure)
    const rows = await customers.exported(c.var.user, query.success, maxExportRows)
    // Codes and phone numbers are written in Persian digits: Excel would read ASCII ones as numbers and drop their leading zeros.
    const code = (text: string | null) => text && toPersianDigits(text)
    return csvAnswer(
      c,
      "customers.csv",
      exportHeader,
      rows.map((row, index) => [
        index + 1,
        customerTypeLabels[row.type],
        row.type === "individual" ? row.name : row.company_name,
        row.last_name,
        code(row.type === "individual" ? row.national_code : row.national_id),
        code(row.economic_code),
        row.representative_name,
        code(row.type === "individual" ? row.mobile : row.representative_mobile),
        code(row.phone),
        code(row.postal_code),
        row.city,
        row.address,
        row.sales_expert_name,
        row.credit_limit,
        row.notes,
        row.is_active ? "فعال" : "غیرفعال",
      ]),
    )
  })

  api.get("/Admin/customer/:id{[0-9]+}", guard(deps, "GET /Admin/customer/{id}"), async (c) => {
    const id = pathIdOf(CustomerId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return Result.match(await customers.read(c.var.user, id), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/customer/{id}", "get", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })

  api.post("/Admin/customer", guard(deps, "POST /Admin/customer"), async (c) =>
    saved(c, await customers.create(c.var.user, await jsonBody(c)), 201),
  )

  api.patch("/Admin/customer/:id{[0-9]+}", guard(deps, "PATCH /Admin/customer/{id}"), async (c) => {
    const id = pathIdOf(CustomerId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    const body = await jsonBody(c)
    return saved(
      c,
      isToggleBody(body) ? await customers.toggle(c.var.user, id, body) : await customers.update(c.var.user, id, body),
      200,
    )
  })
}
