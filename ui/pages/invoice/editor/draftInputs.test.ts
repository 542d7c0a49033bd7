import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { components } from "../../../../contract/schema.d.ts"
import type { Catalog } from "../../../../domain/invoice/Catalog.ts"
import { nothingKept, resolveInvoice, type InvoiceContext } from "../../../../domain/invoice/InvoiceChecks.ts"
import { validateInvoiceForm } from "../../../../domain/invoice/InvoiceForm.ts"
import { invoiceMessages as m } from "../../../../domain/invoice/InvoiceMessages.ts"
import { priceInvoice, type InvoicePrice } from "../../../../domain/invoice/Pricing.ts"
import { defaultPricingSettings as pricing } from "../../../../domain/invoice/PricingSettings.ts"
import type { ResolvedInvoice } from "../../../../domain/invoice/ResolvedInvoice.ts"
import { lineBodyFor, sampleCatalog as catalog } from "../../../../domain/invoice/testing/catalogs.ts"
import { noAccess } from "../../../../domain/access/SalesExpertAccess.ts"
import { editDraftStart, emptyLine, heldNumber, newDraftStart } from "./draftInputs.ts"
import { createInvoiceDraft } from "./invoiceDraft.ts"

type Invoice = components["schemas"]["Invoice"]

const expert: InvoiceContext = {
  actor: {
    id: 7,
    role: "sales-expert",
    access: { ...noAccess, may_create_pre_buy: true, allowed_product_ids: [1, 2, 3, 4, 5], max_discount_percent: 20 },
  },
  customer: { id: 10, sales_expert_id: 7, is_active: true },
  salesExpertIds: [7],
  today: { year: 1405, month: 9, day: 3 },
  kept: nothingKept,
}
const setting = (over: Catalog = catalog) => ({ catalog: over, pricing, actor: expert.actor })
const bodies = fc.record({
  header: fc.record({
    kind: fc.constantFrom("informal", "pre-buy"),
    customer_id: fc.constant(10),
    discount_percent: fc.integer({ min: 0, max: 2000 }).map((h) => h / 100),
    fare_id: fc.constantFrom(1, null),
    rack_type: fc.constantFrom(1, 2, 3, null),
    note: fc.option(fc.string(), { nil: null }),
  }),
  lines: fc.array(lineBodyFor(catalog), { minLength: 1, maxLength: 5 }),
})

/** The answer the server gives once it saved a body: ids, version, names and every figure of the pricing. */
const answerOf = (resolved: ResolvedInvoice, price: InvoicePrice): Invoice => ({
  ...{
    id: 41,
    serial_number: 1041,
    kind: resolved.kind,
    state: "rejected",
    version: 3,
    customer_id: resolved.customer_id,
    customer_name: "مریم کاظمی",
    sales_expert_id: resolved.sales_expert_id,
    sales_expert_name: "سارا نوری",
  },
  ...{
    date: resolved.date,
    fare_id: resolved.fare_id,
    fare_title: resolved.fare_title,
    rack_type: resolved.rack_type,
    shipping_type: resolved.shipping_type,
    discount_percent: resolved.discount_percent,
    note: resolved.note,
  },
  lines: resolved.lines.map(({ min_area_mm2: _minimum, ...line }, i) => {
    const figures = price.lines[i]!
    const layers = line.layers.map((layer, j) => ({ ...layer, chargeable_area: (figures.layer_chargeable_mm2[j] ?? 0) / 1e6 }))
    return {
      ...line,
      id: 500 + i,
      layers,
      laminates: [...line.laminates],
      spacers: [...line.spacers],
      descriptions: [...line.descriptions],
      area: figures.area_mm2 / 1e6,
      chargeable_area: figures.chargeable_mm2 / 1e6,
      perimeter: figures.perimeter_mm / 1000,
      weight: figures.weight_grams / 1000,
      amount: figures.amount,
    }
  }),
  ...{
    pieces: price.pieces,
    area: price.area_mm2 / 1e6,
    subtotal: price.subtotal,
    discount: price.discount,
    fare: price.fare,
    vat_rate: price.vat_basis_points / 100,
    vat: price.vat,
    total: price.total,
  },
  ...{
    total_in_words: price.total_in_words,
    weight: price.weight_grams / 1000,
    actions: ["edit", "reprice", "send"],
    created_at: "2026-11-20T08:00:00.000Z",
    updated_at: "2026-11-21T08:00:00.000Z",
  },
})
const saved = (body: unknown, context: InvoiceContext = expert) => {
  const resolved = Result.getOrThrow(resolveInvoice(Result.getOrThrow(validateInvoiceForm(body)), catalog, context))
  return answerOf(resolved, Result.getOrThrow(priceInvoice(resolved, pricing)))
}

describe("the draft's inputs", () => {
  it("start a new invoice with one empty line, dated today, and send the body the server reads", () => {
    fc.assert(
      fc.property(bodies, ({ header, lines }) => {
        const draft = createInvoiceDraft(setting(), newDraftStart("informal", "1405/09/03"))
        expect(draft.toBody().lines).toEqual([emptyLine])
        draft.changeHeader(header)
        lines.forEach((line, i) => (i === 0 ? draft.changeLine(draft.$lines.value[0]!.key, line) : draft.addLine(line)))
        const body = draft.toBody()
        expect(body).toEqual({
          ...header,
          sales_expert_id: null,
          date: null,
          shipping_type: null,
          version: null,
          lines: [{ ...emptyLine, ...lines[0] }, ...lines.slice(1)],
        })
        expect(Result.isSuccess(validateInvoiceForm(body))).toBe(true)
      }),
    )
  })

  it("open an invoice answer for editing as the body that saves it unchanged, its totals the saved ones", () => {
    fc.assert(
      fc.property(bodies, ({ header, lines }) => {
        const answer = saved({ ...header, lines })
        const draft = createInvoiceDraft(setting(), editDraftStart(answer))
        const body = draft.toBody()
        const unchanged = {
          ...header,
          sales_expert_id: 7,
          date: "1405/09/03",
          version: 3,
          lines: lines.map((line, i) => ({ ...line, id: 500 + i })),
        }
        expect(validateInvoiceForm(body)).toEqual(validateInvoiceForm(unchanged))
        expect([body.version, body.lines.map((line) => line.id)]).toEqual([3, lines.map((_, i) => 500 + i)])
        const totals = Result.getOrThrow(draft.$totals.value)
        expect([totals.subtotal, totals.discount, totals.fare, totals.vat, totals.total, totals.total_in_words]).toEqual([
          answer.subtotal,
          answer.discount,
          answer.fare,
          answer.vat,
          answer.total,
          answer.total_in_words,
        ])
        expect(draft.$lines.value.map((line) => line.$price.value?.figures.amount)).toEqual(
          answer.lines.map((line) => line.amount),
        )
        expect(saved(body, { ...expert, stored: { date: answer.date, sales_expert_id: 7 } }).total).toBe(answer.total)
      }),
    )
  })

  it("keep a choice deactivated since the invoice was saved, which a new invoice may not make", () => {
    const laminated = {
      product_id: 2,
      width: 1000,
      height: 1200,
      count: 2,
      edge_type: null,
      note: null,
      layers: [
        { glass_type_id: 2, width_id: 1, material: 1 },
        { glass_type_id: 1, width_id: 1, material: 1 },
      ],
      laminates: [{ laminate_color_id: 1, thickness: 2, glue: 7 }],
      spacers: [],
      descriptions: [],
    }
    const answer = saved({ kind: "informal", customer_id: 10, lines: [laminated] })
    const later: Catalog = { ...catalog, laminateColors: catalog.laminateColors.map((color) => ({ ...color, is_active: false })) }
    const edited = createInvoiceDraft(setting(later), editDraftStart(answer))
    expect([edited.$errors.value, Result.map(edited.$totals.value, (totals) => totals.total)]).toEqual([
      {},
      Result.succeed(answer.total),
    ])
    const start = newDraftStart("informal", "1405/09/03")
    const fresh = createInvoiceDraft(setting(later), {
      ...start,
      header: { ...start.header, customer_id: 10 },
      lines: [laminated],
    })
    expect(fresh.$errors.value).toEqual({ "lines.0.laminates.0.laminate_color_id": m.laminateColorInactive })
    expect(Result.map(fresh.$totals.value, (totals) => totals.subtotal)).toEqual(Result.succeed(0))
  })

  it("date a sales expert's invoice today or as stored, whatever date the header holds", () => {
    const draft = createInvoiceDraft(setting(), { ...newDraftStart("informal", "1405/09/03"), lines: [] })
    draft.changeHeader({ date: "1402/12/29" })
    expect(Result.map(draft.$totals.value, (totals) => totals.vat_basis_points)).toEqual(Result.succeed(1000))
    const manager = createInvoiceDraft(
      { ...setting(), actor: { role: "sales-manager", access: noAccess } },
      { ...newDraftStart("informal", "1405/09/03"), lines: [] },
    )
    manager.changeHeader({ date: "۱۴۰۲/۱۲/۲۹" })
    expect(Result.map(manager.$totals.value, (totals) => totals.vat_basis_points)).toEqual(Result.succeed(900))
  })
})

describe("a held value as the editor's inputs show it", () => {
  it("is the number it reads as, and null for nothing or for what reads as no number", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), (value) => {
        expect(heldNumber(value)).toBe(value)
        expect(heldNumber(String(value))).toBe(Number(String(value)))
      }),
    )
    for (const nothing of [null, undefined, "", "abc", Number.NaN]) expect(heldNumber(nothing)).toBeNull()
  })
})
