import type { Context, Hono } from "hono"
import { Option, Result } from "effect"
import { listSorts } from "../../domain/pagination/listSorts.ts"
import {
  customerConflicts,
  customerMessages,
  customerTypeLabels,
  readCustomerType,
  validateCustomerForm,
  type CustomerForm,
} from "../../domain/customer/CustomerForm.ts"
import { canSeeCustomer } from "../../domain/access/SalesExpertAccess.ts"
import { validateActiveToggle } from "../../domain/validation/ActiveToggle.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf, Schemas } from "../http/answers.ts"
import { isToggleBody, jsonBody } from "../http/body.ts"
import { csvAnswer, maxExportRows } from "../http/csv.ts"
import { guard, type ApiEnv, type SignedIn } from "../http/guard.ts"
import { listQuery, listSortOf } from "../http/listQuery.ts"
import { idOf, invalid, notFound, problem } from "../http/problems.ts"
import type { CustomerFilter, CustomerRecord, Customers, Saved } from "./customerStore.ts"
import { metaOf } from "../db/paging.ts"

const one = (row: CustomerRecord): AnswerOf<"/Admin/customer/{id}", "patch", 200> => ({ data: row })

/** Whether the signed-in user may edit a customer they see: a manager any, a sales expert only their own. */
const mayEdit = (user: SignedIn, row: { readonly sales_expert_id: number | null }): boolean =>
  user.role !== "sales-expert" || row.sales_expert_id === user.id

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

/**
 * Who the signed-in user sees: everyone for a manager; for a sales expert, their own customers only unless their
 * active access lets them see all (`ownerOnly` is then undefined).
 */
export const visibilityOf = async (
  customers: Customers,
  user: SignedIn,
): Promise<{
  readonly expert: boolean
  readonly ownerOnly: number | undefined
  readonly sees: (row: { sales_expert_id: number | null }) => boolean
}> => {
  if (user.role !== "sales-expert") return { expert: false, ownerOnly: undefined, sees: () => true }
  const access = Option.fromNullishOr(await customers.accessOf(user.id))
  const sees = (row: { sales_expert_id: number | null }) => canSeeCustomer(access, user.id, row)
  // A customer owned by nobody is another's customer: seeing it means seeing all.
  return { expert: true, ownerOnly: sees({ sales_expert_id: null }) ? undefined : user.id, sees }
}

/** The list's filters as the query has them (an unreadable type or expert id means no filter), or the 422 of an order it does not offer. */
const filterOf = (c: Context<ApiEnv>, ownerOnly: number | undefined): Result.Result<CustomerFilter, FieldErrors> => {
  const { search, active } = listQuery(c)
  const type = Option.getOrUndefined(readCustomerType(c.req.query("type")))
  return Result.map(listSortOf(c, listSorts.customers), (sort) => ({
    search,
    active,
    type,
    salesExpertId: idOf(c.req.query("sales_expert_id")?.trim()),
    ownerOnly,
    sort,
  }))
}

/** Customers: the management list, its CSV export, one, create, and update or toggle. */
export const customerRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const { customers } = deps.repos
  const nowIso = () => new Date(deps.clock.now()).toISOString()

  /** The errors only stored data can tell: a taken national code or ID, an owner who is no active sales expert. */
  const storedErrors = async (
    form: CustomerForm,
    id: number | undefined,
    ownerBefore: number | null | undefined,
  ): Promise<FieldErrors> => {
    const keys = {
      type: form.type,
      national_code: form.type === "individual" ? form.national_code : null,
      national_id: form.type === "legal" ? form.national_id : null,
    }
    const conflicts = customerConflicts({ ...keys, id }, await customers.holding(keys))
    // An owner kept unchanged by an edit stays valid even if that expert has since been deactivated.
    const ownerChanged = form.sales_expert_id !== null && form.sales_expert_id !== ownerBefore
    const owner: FieldErrors =
      ownerChanged && !(await customers.isActiveExpert(form.sales_expert_id ?? 0))
        ? { sales_expert_id: customerMessages.salesExpertInvalid }
        : {}
    return { ...conflicts, ...owner }
  }

  const answerSaved = (c: Context<ApiEnv>, saved: Saved, status: 200 | 201) => {
    if ("taken" in saved)
      return invalid(c, {
        [saved.taken]: saved.taken === "national_code" ? customerMessages.nationalCodeTaken : customerMessages.nationalIdTaken,
      })
    if ("missing" in saved) return notFound(c)
    return c.json(one(saved.saved), status)
  }

  api.get("/Admin/customer", guard(deps, "GET /Admin/customer"), async (c) => {
    const { ownerOnly, expert } = await visibilityOf(customers, c.var.user)
    const { request } = listQuery(c)
    const filter = filterOf(c, ownerOnly)
    if (Result.isFailure(filter)) return invalid(c, filter.failure)
    const page = await customers.page(filter.success, request)
    const data = page.rows.map((row, index): Schemas["CustomerRow"] => ({
      key: request.offset + index + 1,
      can_edit: !expert || row.sales_expert_id === c.var.user.id,
      ...row,
    }))
    return c.json({ data, meta: metaOf(request, page.total) } satisfies AnswerOf<"/Admin/customer", "get", 200>, 200)
  })

  // Registered before /:id, and /:id takes digits only, so neither "export" nor the "top" lookup is read as an id.
  api.get("/Admin/customer/export", guard(deps, "GET /Admin/customer/export"), async (c) => {
    const { ownerOnly } = await visibilityOf(customers, c.var.user)
    const filter = filterOf(c, ownerOnly)
    if (Result.isFailure(filter)) return invalid(c, filter.failure)
    const rows = await customers.exported(filter.success, maxExportRows)
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
    const id = idOf(c.req.param("id"))
    const row = id === undefined ? undefined : await customers.one(id)
    if (!row) return notFound(c)
    const { sees } = await visibilityOf(customers, c.var.user)
    return sees(row)
      ? c.json(
          { data: { ...row, can_edit: mayEdit(c.var.user, row) } } satisfies AnswerOf<"/Admin/customer/{id}", "get", 200>,
          200,
        )
      : notFound(c)
  })

  api.post("/Admin/customer", guard(deps, "POST /Admin/customer"), async (c) => {
    const { expert } = await visibilityOf(customers, c.var.user)
    const checked = validateCustomerForm(await jsonBody(c))
    if (Result.isFailure(checked)) return invalid(c, checked.failure)
    // A sales expert's new customer is always their own.
    const form: CustomerForm = expert ? { ...checked.success, sales_expert_id: c.var.user.id } : checked.success
    const errors = await storedErrors(form, undefined, expert ? c.var.user.id : undefined)
    if (Object.keys(errors).length > 0) return invalid(c, errors)
    return answerSaved(c, await customers.create(form, nowIso()), 201)
  })

  api.patch("/Admin/customer/:id{[0-9]+}", guard(deps, "PATCH /Admin/customer/{id}"), async (c) => {
    const id = idOf(c.req.param("id"))
    const stored = id === undefined ? undefined : await customers.one(id)
    if (id === undefined || !stored) return notFound(c)
    const { expert, sees } = await visibilityOf(customers, c.var.user)
    if (!sees(stored)) return notFound(c)
    // Seeing every customer is not editing them: a sales expert changes only their own (docs/people-customers.md).
    if (expert && stored.sales_expert_id !== c.var.user.id) return problem(c, 403, customerMessages.notYourCustomer)
    const body = await jsonBody(c)
    if (isToggleBody(body)) {
      const toggle = validateActiveToggle(body)
      if (Result.isFailure(toggle)) return invalid(c, toggle.failure)
      const row = await customers.setActive(id, toggle.success.is_active, nowIso())
      return row ? c.json(one(row), 200) : notFound(c)
    }
    const checked = validateCustomerForm(body)
    if (Result.isFailure(checked)) return invalid(c, checked.failure)
    // A sales expert cannot hand their customer to someone else: the owner stays themself.
    const form: CustomerForm = expert ? { ...checked.success, sales_expert_id: c.var.user.id } : checked.success
    const errors = await storedErrors(form, id, stored.sales_expert_id)
    if (Object.keys(errors).length > 0) return invalid(c, errors)
    return answerSaved(c, await customers.update(id, form, nowIso()), 200)
  })
}
