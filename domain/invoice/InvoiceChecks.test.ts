import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { noAccess, type SalesExpertAccess } from "../access/SalesExpertAccess.ts"
import { heightLimitMessage, widthLimitMessage } from "../glass/SizeLimitCheck.ts"
import type { Catalog } from "./Catalog.ts"
import { nothingKept, resolveInvoice, type InvoiceContext } from "./InvoiceChecks.ts"
import { validateInvoiceForm } from "./InvoiceForm.ts"
import {
  discountCapMessage,
  invoiceMessages as m,
  laminatesCountMessage,
  layersCountMessage,
  spacersCountMessage,
} from "./InvoiceMessages.ts"
import { priceInvoice } from "./Pricing.ts"
import { defaultPricingSettings } from "./PricingSettings.ts"
import { sampleCatalog } from "./testing/catalogs.ts"

// The shared sample catalog (testing/catalogs.ts), with its one size limit on the 6 mm tempered clear glass.
const catalog: Catalog = {
  ...sampleCatalog,
  sizeLimits: [
    { glass_type_id: 1, width_id: 3, material: 2, min_width: 300, max_width: 2400, min_height: 350, max_height: 4500 },
  ],
}
const { glassTypes } = catalog

const expertAccess: SalesExpertAccess = {
  may_see_all_customers: false,
  may_create_pre_buy: false,
  max_discount_percent: 10,
  allowed_product_ids: [1, 2, 3],
  is_active: true,
}
const manager: InvoiceContext = {
  actor: { id: 1, role: "sales-manager", access: noAccess },
  customer: { id: 10, sales_expert_id: 7, is_active: true },
  salesExpertIds: [7, 8],
  today: { year: 1405, month: 9, day: 3 },
  kept: nothingKept,
}
const expert: InvoiceContext = { ...manager, actor: { id: 7, role: "sales-expert", access: expertAccess } }

const layer = (glass_type_id: number, width_id: number, material = 1) => ({ glass_type_id, width_id, material })
const laminate = (glue: number, laminate_color_id = 1) => ({ laminate_color_id, thickness: 2, glue })
const spacer = (spacer_id = 1) => ({ spacer_id, color: 1, glue: 1 })
const single = { product_id: 1, width: 1000, height: 1000, count: 1, layers: [layer(1, 3)] }
const body = (lines: ReadonlyArray<object> = [single], header: object = {}) => ({
  kind: "informal",
  customer_id: 10,
  lines,
  ...header,
})
const resolve = (input: object, context: InvoiceContext = manager) =>
  resolveInvoice(Result.getOrThrow(validateInvoiceForm(input)), catalog, context)
const errorsOf = (input: object, context: InvoiceContext = manager) =>
  Result.match(resolve(input, context), { onSuccess: () => ({}), onFailure: (errors) => errors })

describe("invoice checks against the catalog", () => {
  it("resolves every part of a double-laminated line with the catalog's prices", () => {
    const line = {
      product_id: 4,
      width: 1200,
      height: 1500,
      count: 2,
      layers: [layer(1, 3, 2), layer(2, 1), layer(2, 1)],
      laminates: [laminate(5)],
      spacers: [spacer()],
    }
    const resolved = Result.getOrThrow(resolve(body([line], { fare_id: 1, discount_percent: 5 })))
    expect(resolved).toMatchObject({
      customer_id: 10,
      sales_expert_id: 7,
      date: "1405/09/03",
      fare_id: 1,
      fare_title: "تهران",
      fare_amount: 3_000_000,
      discount_percent: 5,
    })
    expect(resolved.lines).toEqual([
      {
        ...{
          id: null,
          product_id: 4,
          product_name: "دوجداره لمینت",
          structure: "double_laminated",
          min_area_mm2: 400_000,
          width: 1200,
          height: 1500,
          count: 2,
          edge_type: null,
          note: null,
        },
        layers: [
          { glass_type_id: 1, width_id: 3, material: 2, thickness: 6, unit_price: 8_200_000, mirror_thickness: null },
          { glass_type_id: 2, width_id: 1, material: 1, thickness: 4, unit_price: 6_100_000, mirror_thickness: null },
          { glass_type_id: 2, width_id: 1, material: 1, thickness: 4, unit_price: 6_100_000, mirror_thickness: null },
        ],
        laminates: [{ laminate_color_id: 1, thickness: 2, glue: 5, films: 2, unit_price: 1_200_000 }],
        spacers: [{ spacer_id: 1, color: 1, glue: 1, unit_price: 250_000 }],
        descriptions: [],
      },
    ])
  })

  it("lets a sales expert sell only the products their access allows", () => {
    const line = {
      product_id: 4,
      width: 1000,
      height: 1000,
      count: 1,
      layers: [layer(1, 3), layer(1, 3), layer(1, 3)],
      laminates: [laminate(4)],
      spacers: [spacer()],
    }
    expect(errorsOf(body([single, line]), expert)).toEqual({ "lines.1.product_id": m.productNotAllowed })
    expect(errorsOf(body([single, line]), manager)).toEqual({})
    expect(errorsOf(body([{ ...single, product_id: 99 }]))).toEqual({ "lines.0.product_id": m.productInvalid })
  })

  it("asks for the layers, laminates and spacers of the product's build-up", () => {
    expect(errorsOf(body([{ ...single, product_id: 2 }]))).toEqual({
      "lines.0.layers": layersCountMessage(2),
      "lines.0.laminates": laminatesCountMessage(1),
    })
    expect(errorsOf(body([{ ...single, laminates: [laminate(7)], spacers: [spacer()] }]))).toEqual({
      "lines.0.laminates": laminatesCountMessage(0),
      "lines.0.laminates.0.glue": m.laminateGlueInvalid,
      "lines.0.spacers": spacersCountMessage(0),
    })
    expect(errorsOf(body([{ ...single, product_id: 3, layers: [layer(1, 3), layer(1, 3)] }]))).toEqual({
      "lines.0.spacers": "این محصول 1 اسپیسر دارد",
    })
    expect(
      errorsOf(body([{ ...single, product_id: 3, layers: [layer(1, 3), layer(1, 3), layer(1, 3)], spacers: [spacer()] }])),
    ).toEqual({ "lines.0.layers": "این محصول 2 لایه شیشه دارد" })
  })

  it("takes PVB 7 only in a laminated product and glues 4-6 only in a double-laminated one", () => {
    const laminated = (glue: number) => ({
      ...single,
      product_id: 2,
      layers: [layer(1, 1), layer(1, 1)],
      laminates: [laminate(glue)],
    })
    const doubleLaminated = (glue: number) => ({
      ...single,
      product_id: 4,
      layers: [layer(1, 3), layer(1, 1), layer(1, 1)],
      laminates: [laminate(glue)],
      spacers: [spacer()],
    })
    expect(errorsOf(body([laminated(7), doubleLaminated(4), doubleLaminated(5), doubleLaminated(6)]))).toEqual({})
    expect(errorsOf(body([laminated(4), doubleLaminated(7)]))).toEqual({
      "lines.0.laminates.0.glue": m.laminateGlueInvalid,
      "lines.1.laminates.0.glue": m.laminateGlueInvalid,
    })
  })

  it("refuses a glass type the product does not allow, an unknown one, and an inactive one unless the invoice keeps it", () => {
    expect(errorsOf(body([{ ...single, layers: [layer(4, 1)] }]))).toEqual({
      "lines.0.layers.0.glass_type_id": m.glassTypeNotAllowed,
    })
    expect(errorsOf(body([{ ...single, layers: [layer(99, 3)] }]))).toEqual({
      "lines.0.layers.0.glass_type_id": m.glassTypeInvalid,
    })
    expect(errorsOf(body([{ ...single, layers: [layer(3, 3)] }]))).toEqual({
      "lines.0.layers.0.glass_type_id": m.glassTypeInactive,
    })
    expect(
      errorsOf(body([{ ...single, layers: [layer(3, 3)] }]), { ...manager, kept: { ...nothingKept, glass_type_ids: [3] } }),
    ).toEqual({})
  })

  it("refuses a thickness the type has no price for, an unknown one and an inactive one", () => {
    expect(errorsOf(body([{ ...single, layers: [layer(1, 4, 2)] }]))).toEqual({
      "lines.0.layers.0.width_id": m.thicknessNotOffered,
    })
    expect(errorsOf(body([{ ...single, layers: [layer(2, 2)] }]))).toEqual({ "lines.0.layers.0.width_id": m.thicknessNotOffered })
    expect(errorsOf(body([{ ...single, layers: [layer(1, 99)] }]))).toEqual({ "lines.0.layers.0.width_id": m.thicknessInvalid })
    expect(errorsOf(body([{ ...single, layers: [layer(1, 5)] }]))).toEqual({ "lines.0.layers.0.width_id": m.thicknessInactive })
    expect(
      errorsOf(body([{ ...single, layers: [layer(1, 5)] }]), { ...manager, kept: { ...nothingKept, width_ids: [5] } }),
    ).toEqual({})
  })

  it("takes a mirror of 4, 5 or 6 mm only, answering its thickness code", () => {
    const mirror = (width_id: number) => ({ ...single, product_id: 5, layers: [layer(4, width_id)] })
    expect(errorsOf(body([mirror(4)]))).toEqual({ "lines.0.layers.0.width_id": m.mirrorThicknessInvalid })
    const codes = Result.map(resolve(body([mirror(1), mirror(2), mirror(3), single])), (r) =>
      r.lines.map((l) => l.layers[0]?.mirror_thickness),
    )
    expect(codes).toEqual(Result.succeed([1, 2, 3, null]))
  })

  it("checks the customer, the owner and the pre-buy right", () => {
    const others = { ...manager.customer, id: 11, sales_expert_id: 8, is_active: true }
    expect(errorsOf(body([single], { customer_id: 11 }), { ...expert, customer: others })).toEqual({
      customer_id: m.customerNotYours,
    })
    expect(
      Result.map(resolve(body([single], { customer_id: 11 }), { ...manager, customer: others }), (r) => r.sales_expert_id),
    ).toEqual(Result.succeed(8))
    expect(errorsOf(body(), { ...manager, customer: undefined })).toEqual({ customer_id: m.customerInvalid })
    expect(errorsOf(body(), { ...expert, customer: { id: 10, sales_expert_id: 7, is_active: false } })).toEqual({
      customer_id: m.customerInactive,
    })
    expect(errorsOf(body([single], { sales_expert_id: 9 }))).toEqual({ sales_expert_id: m.salesExpertInvalid })
    expect(errorsOf(body([single], { kind: "pre-buy" }), expert)).toEqual({ kind: m.preBuyNotAllowed })
    expect(
      errorsOf(body([single], { kind: "pre-buy" }), {
        ...expert,
        actor: { ...expert.actor, access: { ...expertAccess, may_create_pre_buy: true } },
      }),
    ).toEqual({})
    expect(errorsOf(body([single], { kind: "pre-buy" }), manager)).toEqual({})
    // The right is about creating: a pre-buy already made stays editable by its owner once the right is withdrawn.
    expect(
      errorsOf(body([single], { kind: "pre-buy" }), { ...expert, stored: { date: "1405/09/01", sales_expert_id: 7 } }),
    ).toEqual({})
  })

  it("caps a sales expert's discount at their access and a manager's at 100", () => {
    expect(errorsOf(body([single], { discount_percent: 10.01 }), expert)).toEqual({ discount_percent: discountCapMessage(10) })
    expect(errorsOf(body([single], { discount_percent: 10.01 }), expert)).toEqual({
      discount_percent: "درصد تخفیف شما حداکثر 10 است",
    })
    expect(errorsOf(body([single], { discount_percent: 10 }), expert)).toEqual({})
    expect(errorsOf(body([single], { discount_percent: 100 }), manager)).toEqual({})
  })

  it("lets a manager date an invoice in this or last Jalali year only, and dates a sales expert's today", () => {
    const dateOf = (date: string, context: InvoiceContext = manager) =>
      Result.match(resolve(body([single], { date }), context), { onSuccess: (r) => r.date, onFailure: (errors) => errors })
    expect([dateOf("1404/01/01"), dateOf("۱۴۰۵/۱۲/۲۹"), dateOf("1403/12/29"), dateOf("1406/01/01")]).toEqual([
      "1404/01/01",
      "1405/12/29",
      { date: m.dateOutOfRange },
      { date: m.dateOutOfRange },
    ])
    expect(dateOf("1390/01/01", expert)).toBe("1405/09/03")
    // A stored date saved again unchanged stays, even once its year is past the window (a manager's reprice a year later).
    expect(dateOf("1403/05/01", { ...manager, stored: { date: "1403/05/01", sales_expert_id: 7 } })).toBe("1403/05/01")
    expect(dateOf("1403/05/02", { ...manager, stored: { date: "1403/05/01", sales_expert_id: 7 } })).toEqual({
      date: m.dateOutOfRange,
    })
  })

  it("refuses a piece outside its size limit under the side that is out", () => {
    const tempered6 = (width: number, height: number) => ({ ...single, width, height, layers: [layer(1, 3, 2)] })
    expect(errorsOf(body([tempered6(2400, 4500), tempered6(250, 1000), tempered6(1000, 5000)]))).toEqual({
      "lines.1.width": widthLimitMessage(300, 2400),
      "lines.2.height": heightLimitMessage(350, 4500),
    })
    expect(errorsOf(body([{ ...tempered6(250, 1000), layers: [layer(1, 3, 1)] }]))).toEqual({})
  })

  it("refuses inactive or unknown colours, spacers, descriptions and fares, and descriptions the product does not allow", () => {
    const doubleLine = {
      ...single,
      product_id: 3,
      layers: [layer(1, 3), layer(1, 3)],
      spacers: [spacer(2)],
      descriptions: [{ description_id: 2 }],
    }
    const laminated = {
      ...single,
      product_id: 2,
      layers: [layer(1, 1), layer(1, 1)],
      laminates: [laminate(7, 2)],
      descriptions: [{ description_id: 99 }],
    }
    expect(errorsOf(body([doubleLine, laminated, { ...single, descriptions: [{ description_id: 4 }] }], { fare_id: 2 }))).toEqual(
      {
        fare_id: m.fareInactive,
        "lines.0.spacers.0.spacer_id": m.spacerInactive,
        "lines.0.descriptions.0.description_id": m.descriptionNotAllowed,
        "lines.1.laminates.0.laminate_color_id": m.laminateColorInactive,
        "lines.1.descriptions.0.description_id": m.descriptionInvalid,
        "lines.2.descriptions.0.description_id": m.descriptionInactive,
      },
    )
    expect(errorsOf(body([single], { fare_id: 3 }))).toEqual({ fare_id: m.fareInvalid })
  })
})

// Valid bodies against the catalog: active, allowed choices with a price cell, pieces within the size limit.
const active = <A extends { readonly id: number; readonly is_active: boolean }>(
  items: ReadonlyArray<A>,
  ids: ReadonlyArray<number>,
) => items.filter((x) => x.is_active && ids.includes(x.id))
const sizeOf = (widthId: number) => catalog.thicknesses.find((t) => t.id === widthId)
const glues: Record<string, ReadonlyArray<number>> = { laminated: [7], double_laminated: [4, 5, 6] }
const parts: Record<string, readonly [number, number, number]> = {
  single: [1, 0, 0],
  laminated: [2, 1, 0],
  double: [2, 0, 1],
  double_laminated: [3, 1, 1],
  mirror: [1, 0, 0],
}
const validLine = fc
  .record({
    product: fc.constantFrom(...catalog.products),
    width: fc.integer({ min: 1, max: 6000 }),
    height: fc.integer({ min: 1, max: 6000 }),
    count: fc.integer({ min: 1, max: 10_000 }),
  })
  .chain(({ product, width, height, count }) => {
    // The one limited cell (type 1, 6 mm, tempered) is offered only to a piece within 300-2400 × 350-4500 mm.
    const withinLimit = width >= 300 && width <= 2400 && height >= 350 && height <= 4500
    const choices = active(glassTypes, product.glass_type_ids).flatMap((type) =>
      type.prices
        .filter(
          (c) =>
            sizeOf(c.width_id)?.is_active === true &&
            (product.structure !== "mirror" || [4, 5, 6].includes(sizeOf(c.width_id)?.size ?? 0)),
        )
        .filter((c) => withinLimit || !(type.id === 1 && c.width_id === 3 && c.material === 2))
        .map((c) => layer(type.id, c.width_id, c.material)),
    )
    const [layers, laminates, spacers] = parts[product.structure] ?? [0, 0, 0]
    return fc.record({
      product_id: fc.constant(product.id),
      ...{ width: fc.constant(width), height: fc.constant(height), count: fc.constant(count) },
      layers: fc.array(fc.constantFrom(...choices), { minLength: layers, maxLength: layers }),
      laminates: fc.array(
        fc.record({
          laminate_color_id: fc.constant(1),
          thickness: fc.constantFrom(1, 2, 3),
          glue: fc.constantFrom(...(glues[product.structure] ?? [0])),
        }),
        { minLength: laminates, maxLength: laminates },
      ),
      spacers: fc.array(fc.record({ spacer_id: fc.constant(1), color: fc.constantFrom(1, 2), glue: fc.constantFrom(1, 2, 3) }), {
        minLength: spacers,
        maxLength: spacers,
      }),
      descriptions: fc
        .subarray(active(catalog.descriptions, product.description_ids).map((d) => d.id))
        .chain((ids) =>
          fc.tuple(
            ...ids.map((id) => fc.record({ description_id: fc.constant(id), quantity: fc.integer({ min: 1, max: 1000 }) })),
          ),
        ),
    })
  })
const validCase = fc
  .constantFrom(manager, {
    ...expert,
    actor: { ...expert.actor, access: { ...expertAccess, allowed_product_ids: [1, 2, 3, 4, 5], may_create_pre_buy: true } },
  })
  .chain((context) =>
    fc.record({
      context: fc.constant(context),
      body: fc.record({
        kind: fc.constantFrom("informal", "pre-buy"),
        customer_id: fc.constant(10),
        fare_id: fc.constantFrom(null, 1),
        date: fc.constantFrom(null, "1404/01/01", "1405/12/29"),
        discount_percent: fc.integer({ min: 0, max: context.actor.role === "sales-expert" ? 1000 : 10_000 }).map((h) => h / 100),
        lines: fc.array(validLine, { minLength: 1, maxLength: 4 }),
      }),
    }),
  )

describe("invoice checks: properties", () => {
  it("resolves every valid body at the catalog's prices, and prices it or refuses it as TotalTooLarge, never throwing", () => {
    fc.assert(
      fc.property(validCase, ({ context, body: sent }) => {
        const resolved = Result.getOrThrow(resolve(sent, context))
        resolved.lines.forEach((line, i) => {
          for (const l of line.layers)
            expect(l.unit_price).toBe(
              glassTypes
                .find((t) => t.id === l.glass_type_id)
                ?.prices.find((c) => c.width_id === l.width_id && c.material === l.material)?.price,
            )
          for (const l of line.layers) expect(l.thickness).toBe(sizeOf(l.width_id)?.size)
          for (const l of line.laminates) expect([l.unit_price, l.films]).toEqual([1_200_000, { 1: 1, 2: 2, 3: 4 }[l.thickness]])
          for (const s of line.spacers) expect(s.unit_price).toBe(250_000)
          for (const d of line.descriptions)
            expect([d.unit_price, d.unit]).toEqual([
              catalog.descriptions.find((x) => x.id === d.description_id)?.price,
              catalog.descriptions.find((x) => x.id === d.description_id)?.unit,
            ])
          expect(line.descriptions.map((d) => [d.description_id, d.quantity])).toEqual(
            sent.lines[i]?.descriptions.map((d) => [d.description_id, d.quantity]),
          )
        })
        expect(resolved.fare_amount).toBe(sent.fare_id === 1 ? 3_000_000 : 0)
        const priced = priceInvoice(resolved, defaultPricingSettings)
        if (Result.isFailure(priced)) expect(priced.failure._tag).toBe("TotalTooLarge")
      }),
    )
  })
})
