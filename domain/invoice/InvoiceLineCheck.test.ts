import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { noAccess } from "../access/SalesExpertAccess.ts"
import { widthLimitMessage } from "../glass/SizeLimitCheck.ts"
import type { FieldErrors } from "../validation/FieldErrors.ts"
import { resolveInvoice, savedDateOf, type InvoiceContext } from "./InvoiceChecks.ts"
import { validateInvoiceForm } from "./InvoiceForm.ts"
import { checkInvoiceLine, checkLine, keyedAt } from "./InvoiceLineCheck.ts"
import { invoiceMessages as m } from "./InvoiceMessages.ts"
import { keptChoicesOf } from "./KeptChoices.ts"
import { lineBodyFor, managerContext as manager, sampleCatalog as catalog, type LineBody } from "./testing/catalogs.ts"

const expert: InvoiceContext = {
  ...manager,
  actor: { id: 7, role: "sales-expert", access: { ...noAccess, allowed_product_ids: [1, 3], max_discount_percent: 10 } },
}
const body = (lines: ReadonlyArray<unknown>) => ({ kind: "informal", customer_id: 10, lines })
const errorsOf = <A>(result: Result.Result<A, FieldErrors>): FieldErrors =>
  Result.match(result, { onSuccess: () => ({}), onFailure: (errors) => errors })
/** What the server answers for a body: its shape's errors, else the stored data's. */
const serverErrors = (input: unknown, context: InvoiceContext = manager): FieldErrors =>
  Result.match(validateInvoiceForm(input), {
    onFailure: (errors) => errors,
    onSuccess: (form) => errorsOf(resolveInvoice(form, catalog, context)),
  })

const valid = lineBodyFor(catalog)
type Mutable = Record<string, unknown>
/** One way a typed line may go wrong: a side, a count, a product, a part's choice or a part too many or too few. */
const breakage: fc.Arbitrary<(line: LineBody) => Mutable> = fc.oneof(
  fc
    .oneof(fc.integer({ min: -5, max: 7000 }), fc.constantFrom("abc", "", "۲۵۰۰", "12.5", null))
    .map((width) => (line: LineBody) => ({ ...line, width })),
  fc
    .oneof(fc.integer({ min: 0, max: 7000 }), fc.constantFrom("x", "۴۶۰۰"))
    .map((height) => (line: LineBody) => ({ ...line, height })),
  fc.oneof(fc.integer({ min: 0, max: 7 }), fc.constant(null)).map((product_id) => (line: LineBody) => ({ ...line, product_id })),
  fc.constantFrom(0, 10_001, "۳", 2.5).map((count) => (line: LineBody) => ({ ...line, count })),
  fc
    .record({
      glass_type_id: fc.integer({ min: 1, max: 5 }),
      width_id: fc.integer({ min: 1, max: 6 }),
      material: fc.integer({ min: 1, max: 4 }),
    })
    .map((layer) => (line: LineBody) => ({ ...line, layers: [layer, ...line.layers.slice(1)] })),
  fc.constant((line: LineBody) => ({ ...line, layers: line.layers.slice(1) })),
  fc.constant((line: LineBody) => ({ ...line, spacers: [...line.spacers, { spacer_id: 2, color: 1, glue: 1 }] })),
  fc
    .record({
      laminate_color_id: fc.integer({ min: 1, max: 3 }),
      thickness: fc.integer({ min: 1, max: 4 }),
      glue: fc.integer({ min: 4, max: 8 }),
    })
    .map((laminate) => (line: LineBody) => ({ ...line, laminates: [laminate] })),
  fc.integer({ min: 1, max: 5 }).map((description_id) => (line: LineBody) => ({
    ...line,
    descriptions: [...line.descriptions, { description_id, quantity: 1 }],
  })),
)
const brokenLine = fc.tuple(valid, breakage).map(([line, broken]) => broken(line))

describe("checking one line as the editor types it", () => {
  it("resolves a line exactly as the whole body resolves it, wherever it stands", () => {
    fc.assert(
      fc.property(fc.array(valid, { minLength: 1, maxLength: 5 }), (lines) => {
        const whole = Result.getOrThrow(resolveInvoice(Result.getOrThrow(validateInvoiceForm(body(lines))), catalog, manager))
        lines.forEach((line, i) => expect(checkInvoiceLine(line, i, catalog, manager)).toEqual(Result.succeed(whole.lines[i])))
      }),
    )
  })

  it("gives a broken line the errors the server's 422 gives it, under the same keys", () => {
    fc.assert(
      fc.property(
        fc.array(valid, { maxLength: 3 }),
        brokenLine,
        fc.array(valid, { maxLength: 2 }),
        fc.constantFrom(manager, expert),
        (before, broken, after, context) => {
          fc.pre(context === manager || [...before, ...after].every((line) => [1, 3].includes(line.product_id)))
          const index = before.length
          expect(errorsOf(checkInvoiceLine(broken, index, catalog, context))).toEqual(
            serverErrors(body([...before, broken, ...after]), context),
          )
        },
      ),
    )
  })

  it("gives the errors of lines broken only against the catalog as the body's together", () => {
    const againstCatalog = brokenLine.filter(
      (line) => Result.isFailure(checkLine(line, catalog, manager)) && Result.isSuccess(validateInvoiceForm(body([line]))),
    )
    fc.assert(
      fc.property(fc.array(fc.oneof(valid, againstCatalog), { minLength: 1, maxLength: 5 }), (lines) => {
        const each = Object.assign({}, ...lines.map((line, i) => errorsOf(checkInvoiceLine(line, i, catalog, manager))))
        expect(each).toEqual(serverErrors(body(lines)))
      }),
    )
  })

  it("puts a size-limit message under the side that is out, keyed by the line's place", () => {
    const tempered = {
      product_id: 1,
      width: 2500,
      height: 1000,
      count: 1,
      layers: [{ glass_type_id: 1, width_id: 1, material: 2 }],
      laminates: [],
      spacers: [],
      descriptions: [],
    }
    expect(checkInvoiceLine(tempered, 3, catalog, manager)).toEqual(
      Result.fail({ "lines.3.width": widthLimitMessage(300, 2400) }),
    )
    expect(checkInvoiceLine({ ...tempered, width: "۲۴۰۰" }, 3, catalog, manager)).toSatisfy(Result.isSuccess)
    expect(checkLine({ ...tempered, width: "" }, catalog, manager)).toEqual(Result.fail({ width: expect.any(String) }))
  })

  it("refuses a sales expert a product their access does not allow, and an inactive choice unless the invoice holds it", () => {
    const laminated = {
      product_id: 2,
      width: 1000,
      height: 1000,
      count: 1,
      layers: [
        { glass_type_id: 1, width_id: 3, material: 1 },
        { glass_type_id: 1, width_id: 3, material: 1 },
      ],
      laminates: [{ laminate_color_id: 2, thickness: 1, glue: 7 }],
      spacers: [],
      descriptions: [],
    }
    expect(checkLine(laminated, catalog, expert)).toEqual(
      Result.fail({ product_id: m.productNotAllowed, "laminates.0.laminate_color_id": m.laminateColorInactive }),
    )
    const kept = keptChoicesOf({ customer_id: 10, fare_id: null, lines: [laminated] })
    expect(checkLine(laminated, catalog, { ...manager, kept })).toSatisfy(Result.isSuccess)
  })

  it("keys a line's errors by its place in the body", () => {
    expect(keyedAt(4, { width: "a", "layers.0.width_id": "b" })).toEqual({
      "lines.4.width": "a",
      "lines.4.layers.0.width_id": "b",
    })
    expect(keyedAt(0, {})).toEqual({})
  })
})

describe("the saved date", () => {
  it("is the fallback for a sales expert or a missing date, else the date chosen", () => {
    const date = fc.option(fc.constantFrom("1404/01/01", "1405/09/03"), { nil: null })
    fc.assert(
      fc.property(
        fc.constantFrom("super-admin" as const, "sales-manager" as const, "sales-expert" as const),
        date,
        (role, chosen) => {
          expect(savedDateOf(role, chosen, "1405/10/10")).toBe(role === "sales-expert" || chosen === null ? "1405/10/10" : chosen)
        },
      ),
    )
  })
})

describe("the choices an invoice keeps", () => {
  it("lists every line's glass types, thicknesses, colours, spacers and descriptions with the customer and fare", () => {
    fc.assert(
      fc.property(
        fc.array(valid, { maxLength: 4 }),
        fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
        (lines, fare_id) => {
          const kept = keptChoicesOf({ customer_id: 3, fare_id, lines })
          expect(kept.customer_id).toBe(3)
          expect(kept.fare_id).toBe(fare_id)
          expect(kept.glass_type_ids).toEqual(lines.flatMap((line) => line.layers.map((layer) => layer.glass_type_id)))
          expect(kept.width_ids).toEqual(lines.flatMap((line) => line.layers.map((layer) => layer.width_id)))
          expect(kept.laminate_color_ids).toEqual(
            lines.flatMap((line) => line.laminates.map((laminate) => laminate.laminate_color_id)),
          )
          expect(kept.spacer_ids).toEqual(lines.flatMap((line) => line.spacers.map((spacer) => spacer.spacer_id)))
          expect(kept.description_ids).toEqual(
            lines.flatMap((line) => line.descriptions.map((description) => description.description_id)),
          )
        },
      ),
    )
  })
})
