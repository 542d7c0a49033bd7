import type { Context, Hono } from "hono"
import { Result, Schema } from "effect"
import { listSorts } from "../../domain/pagination/listSorts.ts"
import { glassMaterials } from "../../domain/options/Options.ts"
import { ChoiceField } from "../../domain/validation/ChoiceField.ts"
import { validateActiveToggle } from "../../domain/validation/ActiveToggle.ts"
import { formBody } from "../../domain/validation/FormBody.ts"
import { IdField } from "../../domain/validation/IdField.ts"
import { Millimetres } from "../../domain/validation/NumberField.ts"
import {
  glassSizeLimitConflicts,
  glassSizeLimitMessages,
  validateGlassSizeLimitForm,
} from "../../domain/glass/GlassSizeLimitForm.ts"
import { unknownThicknessErrors, validateGlassTypeForm, type GlassMaterial } from "../../domain/glass/GlassTypeForm.ts"
import { checkPiece } from "../../domain/glass/SizeLimitCheck.ts"
import { validateWith, type FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf, Schemas } from "../http/answers.ts"
import { isToggleBody, jsonBody } from "../http/body.ts"
import { csvAnswer, maxExportRows } from "../http/csv.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { listQuery, listSortOf } from "../http/listQuery.ts"
import { idOf, invalid, notFound } from "../http/problems.ts"
import { unlessTaken } from "../http/unlessTaken.ts"
import type { GlassTypeDetail } from "./glassTypeStore.ts"
import { metaOf, pageRequest } from "../db/paging.ts"
import type { SizeLimitRecord } from "./sizeLimitStore.ts"

/** The message of a glass type name already used (the specification is silent; the other reference forms word it so). */
export const glassTypeNameTaken = "این نوع شیشه قبلاً ثبت شده است"

const materialLabel = (code: number): string => glassMaterials.find((material) => material.code === code)?.label ?? ""

const oneType = (type: GlassTypeDetail): AnswerOf<"/Admin/glass_type/{id}", "get", 200> => ({
  data: {
    id: type.id,
    name: type.name,
    width_ids: [...type.width_ids],
    prices: [...type.prices],
    may_rotate: type.may_rotate,
    is_active: type.is_active,
  },
})

const limitOf = (row: SizeLimitRecord): Schemas["GlassSizeLimit"] => ({
  id: row.id,
  glass_type_id: row.glass_type_id,
  width_id: row.width_id,
  size: row.size,
  material: row.material,
  material_label: materialLabel(row.material),
  min_width: row.min_width,
  max_width: row.max_width,
  min_height: row.min_height,
  max_height: row.max_height,
})

/** A piece of an invoice line as the size check reads it (sizes 1-6000 mm). */
const validatePiece = validateWith(
  Schema.Struct({
    width_id: IdField({ required: glassSizeLimitMessages.thicknessRequired, invalid: glassSizeLimitMessages.thicknessInvalid }),
    material: ChoiceField(glassMaterials, glassSizeLimitMessages.materialRequired),
    width: Millimetres("عرض", 1, 6000),
    height: Millimetres("ارتفاع", 1, 6000),
  }),
)

/** Glass types with their price grid, and their size limits. */
export const glassTypeRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const { glassTypes, sizeLimits } = deps.repos

  /** The glass type of the path, or undefined (answered 404) for an unknown or malformed id. */
  const typeOf = async (c: Context<ApiEnv>) => {
    const id = idOf(c.req.param("id"))
    return id === undefined ? undefined : glassTypes.one(id)
  }

  api.get("/Admin/glass_type", guard(deps, "GET /Admin/glass_type"), async (c) => {
    const { request, search, active } = listQuery(c)
    const sort = listSortOf(c, listSorts.glassTypes)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const { rows, total } = await glassTypes.page(request, { search, active, sort: sort.success })
    const data = rows.map((row) => ({
      id: row.id,
      name: row.name,
      width_ids: [...row.width_ids],
      may_rotate: row.may_rotate,
      is_active: row.is_active,
    }))
    return c.json({ data, meta: metaOf(request, total) } satisfies AnswerOf<"/Admin/glass_type", "get", 200>, 200)
  })

  api.get("/Admin/glass_type/export", guard(deps, "GET /Admin/glass_type/export"), async (c) => {
    const { search, active } = listQuery(c)
    const sort = listSortOf(c, listSorts.glassTypes)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const types = await glassTypes.all({ search, active, sort: sort.success })
    const rows = types.flatMap((type) =>
      type.width_ids.map((width) => [
        type.name,
        width.size,
        ...glassMaterials.map(
          ({ code }) => type.prices.find((cell) => cell.width_id === width.id && cell.material === code)?.price,
        ),
        type.may_rotate ? "بله" : "خیر",
        type.is_active ? "فعال" : "غیرفعال",
      ]),
    )
    const header = ["نام", "ضخامت (میلی‌متر)", ...glassMaterials.map(({ label }) => `قیمت ${label} (ریال)`), "قابل چرخش", "وضعیت"]
    return csvAnswer(c, "glass-types.csv", header, rows.slice(0, maxExportRows))
  })

  api.get("/Admin/glass_type/:id", guard(deps, "GET /Admin/glass_type/{id}"), async (c) => {
    const type = await typeOf(c)
    return type ? c.json(oneType(type), 200) : notFound(c)
  })

  /** Checks the form, then what needs stored data: the thicknesses exist and the name is free. */
  const validType = async (body: unknown, exceptId?: number) => {
    const form = validateGlassTypeForm(body)
    if (Result.isFailure(form)) return form
    const stored = await glassTypes.storedWidthIds(form.success.width_ids)
    const errors: FieldErrors = {
      ...((await glassTypes.nameTaken(form.success.name, exceptId)) ? { name: glassTypeNameTaken } : {}),
      ...unknownThicknessErrors(form.success.width_ids, stored),
    }
    return Object.keys(errors).length > 0 ? Result.fail(errors) : form
  }

  api.post("/Admin/glass_type", guard(deps, "POST /Admin/glass_type"), async (c) => {
    const form = await validType(await jsonBody(c))
    if (Result.isFailure(form)) return invalid(c, form.failure)
    return unlessTaken(c, { name: glassTypeNameTaken }, async () => c.json(oneType(await glassTypes.create(form.success)), 201))
  })

  api.patch("/Admin/glass_type/:id", guard(deps, "PATCH /Admin/glass_type/{id}"), async (c) => {
    const id = idOf(c.req.param("id"))
    if (id === undefined) return notFound(c)
    const body = await jsonBody(c)
    if (isToggleBody(body)) {
      const toggle = validateActiveToggle(body)
      if (Result.isFailure(toggle)) return invalid(c, toggle.failure)
      const type = await glassTypes.toggle(id, toggle.success.is_active)
      return type ? c.json(oneType(type), 200) : notFound(c)
    }
    if (!(await glassTypes.one(id))) return notFound(c)
    const form = await validType(body, id)
    if (Result.isFailure(form)) return invalid(c, form.failure)
    return unlessTaken(c, { name: glassTypeNameTaken }, async () => {
      const type = await glassTypes.update(id, form.success)
      return type ? c.json(oneType(type), 200) : notFound(c)
    })
  })

  api.get("/Admin/glass_type/:id/size_limit", guard(deps, "GET /Admin/glass_type/{id}/size_limit"), async (c) => {
    const type = await typeOf(c)
    if (!type) return notFound(c)
    const request = pageRequest(c.req.query("page"), c.req.query("per_page"))
    const sort = listSortOf(c, listSorts.sizeLimits)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const { rows, total } = await sizeLimits.page(type.id, request, sort.success)
    const data = rows.map((row, index) => ({ ...limitOf(row), key: request.offset + index + 1 }))
    return c.json({ data, meta: metaOf(request, total) } satisfies AnswerOf<"/Admin/glass_type/{id}/size_limit", "get", 200>, 200)
  })

  api.get("/Admin/glass_type/:id/size_limit/export", guard(deps, "GET /Admin/glass_type/{id}/size_limit/export"), async (c) => {
    const type = await typeOf(c)
    if (!type) return notFound(c)
    const sort = listSortOf(c, listSorts.sizeLimits)
    if (Result.isFailure(sort)) return invalid(c, sort.failure)
    const rows = (await sizeLimits.all(type.id, sort.success)).map((row) => [
      row.size,
      materialLabel(row.material),
      row.min_width,
      row.max_width,
      row.min_height,
      row.max_height,
    ])
    const header = [
      "ضخامت (میلی‌متر)",
      "جنس",
      "حداقل عرض (میلی‌متر)",
      "حداکثر عرض (میلی‌متر)",
      "حداقل ارتفاع (میلی‌متر)",
      "حداکثر ارتفاع (میلی‌متر)",
    ]
    return csvAnswer(c, `glass-size-limits-${type.id}.csv`, header, rows.slice(0, maxExportRows))
  })

  api.post("/Admin/glass_type/:id/size_limit/check", guard(deps, "POST /Admin/glass_type/{id}/size_limit/check"), async (c) => {
    const type = await typeOf(c)
    if (!type) return notFound(c)
    const piece = validatePiece(formBody(await jsonBody(c)))
    if (Result.isFailure(piece)) return invalid(c, piece.failure)
    const { width_id, material, width, height } = piece.success
    const checked = checkPiece(await sizeLimits.all(type.id), {
      glassTypeId: type.id,
      thicknessId: width_id,
      material: material as GlassMaterial,
      widthMm: width,
      heightMm: height,
    })
    if (Result.isFailure(checked))
      return invalid(c, { [checked.failure._tag === "WidthOutsideLimit" ? "width" : "height"]: checked.failure.message })
    return c.json(
      { data: { fits: true as const } } satisfies AnswerOf<"/Admin/glass_type/{id}/size_limit/check", "post", 200>,
      200,
    )
  })

  /** Checks a size limit row, then what needs the stored rows: the type offers the thickness and the thickness and material are free. */
  const validLimit = async (type: GlassTypeDetail, body: unknown, id?: number) => {
    const form = validateGlassSizeLimitForm(body)
    if (Result.isFailure(form)) return form
    const errors = glassSizeLimitConflicts(
      { id: id ?? null, width_id: form.success.width_id, material: form.success.material },
      { offeredWidthIds: type.width_ids.map((width) => width.id), stored: await sizeLimits.stored(type.id) },
    )
    return Object.keys(errors).length > 0 ? Result.fail(errors) : form
  }

  api.post("/Admin/glass_type/:id/size_limit", guard(deps, "POST /Admin/glass_type/{id}/size_limit"), async (c) => {
    const type = await typeOf(c)
    if (!type) return notFound(c)
    const form = await validLimit(type, await jsonBody(c))
    if (Result.isFailure(form)) return invalid(c, form.failure)
    return unlessTaken(c, { material: glassSizeLimitMessages.taken }, async () =>
      c.json({ data: limitOf(await sizeLimits.create(type.id, form.success)) }, 201),
    )
  })

  api.get("/Admin/glass_type/:id/size_limit/:order", guard(deps, "GET /Admin/glass_type/{id}/size_limit/{order}"), async (c) => {
    const type = await typeOf(c)
    const order = idOf(c.req.param("order"))
    const row = type && order !== undefined ? await sizeLimits.one(type.id, order) : undefined
    return row ? c.json({ data: limitOf(row) }, 200) : notFound(c)
  })

  api.patch(
    "/Admin/glass_type/:id/size_limit/:order",
    guard(deps, "PATCH /Admin/glass_type/{id}/size_limit/{order}"),
    async (c) => {
      const type = await typeOf(c)
      const order = idOf(c.req.param("order"))
      if (!type || order === undefined || !(await sizeLimits.one(type.id, order))) return notFound(c)
      const form = await validLimit(type, await jsonBody(c), order)
      if (Result.isFailure(form)) return invalid(c, form.failure)
      return unlessTaken(c, { material: glassSizeLimitMessages.taken }, async () => {
        const row = await sizeLimits.update(type.id, order, form.success)
        return row ? c.json({ data: limitOf(row) }, 200) : notFound(c)
      })
    },
  )

  api.delete(
    "/Admin/glass_type/:id/size_limit/:order",
    guard(deps, "DELETE /Admin/glass_type/{id}/size_limit/{order}"),
    async (c) => {
      const type = await typeOf(c)
      const order = idOf(c.req.param("order"))
      const removed = type !== undefined && order !== undefined && (await sizeLimits.remove(type.id, order))
      return removed ? c.body(null, 204) : notFound(c)
    },
  )
}
