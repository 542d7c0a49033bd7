import type { Context, Hono } from "hono"
import { Option, Result } from "effect"
import { listSorts } from "../../domain/pagination/listSorts.ts"
import { effectiveAccess, noAccess, type SalesExpertAccess } from "../../domain/access/SalesExpertAccess.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf, Schemas } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { csvAnswer, maxExportRows } from "../http/csv.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { listQuery, listSortOf } from "../http/listQuery.ts"
import { invalid, notFound } from "../http/problems.ts"
import { pathIdOf } from "../http/pathId.ts"
import { UserId } from "../../domain/identifiers/Ids.ts"
import { answerRefusal } from "../http/refusal.ts"
import { metaOf } from "../db/paging.ts"
import type { AccessRefusal } from "./AccessRefusal.ts"
import type { ExpertFilter, SalesExpertRecord } from "./accessStore.ts"

type One = AnswerOf<"/Admin/sales_expert_access/{id}", "get", 200>

const accessAnswer = (access: SalesExpertAccess): Schemas["SalesExpertAccess"] => ({
  may_see_all_customers: access.may_see_all_customers,
  may_create_pre_buy: access.may_create_pre_buy,
  max_discount_percent: access.max_discount_percent,
  allowed_product_ids: [...access.allowed_product_ids],
  is_active: access.is_active,
})

const person = (expert: SalesExpertRecord) => ({
  id: expert.id,
  name: expert.name,
  last_name: expert.last_name,
  personnel_code: expert.personnel_code,
  mobile: expert.mobile,
  is_active: expert.is_active,
})

/** The form reads the access as stored, so switching it off keeps its rights for when it is switched on again. */
const one = (expert: SalesExpertRecord): One => ({
  data: { ...person(expert), access: accessAnswer(Option.getOrElse(expert.access, () => noAccess)) },
})

/** The list shows the access that applies (product.md section 3): none, or an inactive one, is no access. */
const row = (expert: SalesExpertRecord, key: number): Schemas["SalesExpertAccessRow"] => ({
  ...person(expert),
  key,
  access: accessAnswer(effectiveAccess(expert.access)),
})

/** The list's filters, or the 422 of an order it does not offer. */
const filterOf = (c: Context): Result.Result<ExpertFilter, FieldErrors> => {
  const { search, active } = listQuery(c)
  return Result.map(listSortOf(c, listSorts.salesExpertAccess), (sort) => ({ search, active, sort }))
}

const yesNo = (flag: boolean) => (flag ? "بله" : "خیر")

/** One sales expert's answer, or the answer of its refusal. */
const answered = (c: Context, outcome: Result.Result<SalesExpertRecord, AccessRefusal>) =>
  Result.match(outcome, {
    onSuccess: (expert) => c.json(one(expert) satisfies One, 200),
    onFailure: (refusal) => answerRefusal(c, refusal),
  })

/** Sales experts' access: the list of sales experts with their access, its CSV export, one, and its update; each handler decodes, calls its use case and answers. */
export const accessRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const salesExperts = deps.useCases.access

  api.get("/Admin/sales_expert_access", guard(deps, "GET /Admin/sales_expert_access"), async (c) => {
    const { request } = listQuery(c)
    const filter = filterOf(c)
    if (Result.isFailure(filter)) return invalid(c, filter.failure)
    const page = await salesExperts.list(filter.success, request)
    const data = page.rows.map((expert, index) => row(expert, request.offset + index + 1))
    return c.json({ data, meta: metaOf(request, page.total) } satisfies AnswerOf<"/Admin/sales_expert_access", "get", 200>, 200)
  })

  // Registered before "/:id", which would otherwise read "export" as an id.
  api.get("/Admin/sales_expert_access/export", guard(deps, "GET /Admin/sales_expert_access/export"), async (c) => {
    const filter = filterOf(c)
    if (Result.isFailure(filter)) return invalid(c, filter.failure)
    const experts = await salesExperts.exported(filter.success, maxExportRows)
    const header = [
      "ردیف",
      "نام",
      "نام خانوادگی",
      "کد پرسنلی",
      "شماره همراه",
      "کاربر فعال",
      "مشاهده همه مشتریان",
      "ثبت پیش‌خرید",
      "حداکثر درصد تخفیف",
      "تعداد محصولات مجاز",
      "دسترسی فعال",
    ]
    const rows = experts.map((expert, index) => {
      const access = effectiveAccess(expert.access)
      return [
        index + 1,
        expert.name,
        expert.last_name,
        expert.personnel_code,
        expert.mobile,
        yesNo(expert.is_active),
        yesNo(access.may_see_all_customers),
        yesNo(access.may_create_pre_buy),
        access.max_discount_percent,
        access.allowed_product_ids.length,
        yesNo(access.is_active),
      ]
    })
    return csvAnswer(c, "sales-expert-access.csv", header, rows)
  })

  api.get("/Admin/sales_expert_access/:id", guard(deps, "GET /Admin/sales_expert_access/{id}"), async (c) => {
    const id = pathIdOf(UserId, c.req.param("id"))
    return id === undefined ? notFound(c) : answered(c, await salesExperts.read(id))
  })

  api.put("/Admin/sales_expert_access/:id", guard(deps, "PUT /Admin/sales_expert_access/{id}"), async (c) => {
    const id = pathIdOf(UserId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return answered(c, await salesExperts.save(id, await jsonBody(c)))
  })
}
