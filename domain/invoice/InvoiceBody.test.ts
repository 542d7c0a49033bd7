import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { invoiceBodyOf } from "./InvoiceBody.ts"
import { validateInvoiceForm } from "./InvoiceForm.ts"
import { resolvedInvoice } from "./testing/arbitraries.ts"

describe("the body of a stored invoice", () => {
  it("keeps the header, version and every line's choices and sizes, and drops what pricing added", () => {
    fc.assert(
      fc.property(resolvedInvoice(), fc.integer({ min: 1, max: 99 }), (resolved, version) => {
        const stored = {
          ...resolved,
          version,
          lines: resolved.lines.map((line, i) => ({ ...line, id: 300 + i, amount: 1 })),
          subtotal: 5,
          total_in_words: "پنج ریال",
        }
        const body = invoiceBodyOf(stored)
        expect(Object.keys(body).sort()).toEqual([
          "customer_id",
          "date",
          "discount_percent",
          "fare_id",
          "kind",
          "lines",
          "note",
          "rack_type",
          "sales_expert_id",
          "shipping_type",
          "version",
        ])
        expect(body.lines.map((line) => Object.keys(line).sort())).toEqual(
          stored.lines.map(() => [
            "count",
            "descriptions",
            "edge_type",
            "height",
            "id",
            "laminates",
            "layers",
            "note",
            "product_id",
            "spacers",
            "width",
          ]),
        )
        expect(body.lines.flatMap((line) => line.layers.map((layer) => Object.keys(layer)))).toEqual(
          resolved.lines.flatMap((line) => line.layers.map(() => ["glass_type_id", "width_id", "material"])),
        )
        const form = validateInvoiceForm(body)
        if (Result.isSuccess(form))
          expect(form.success.lines.map((line) => [line.id, line.width, line.height, line.count])).toEqual(
            stored.lines.map((line) => [line.id, line.width, line.height, line.count]),
          )
        expect(body.lines.map((line) => [line.laminates, line.spacers, line.descriptions])).toEqual(
          resolved.lines.map((line) => [
            line.laminates.map(({ laminate_color_id, thickness, glue }) => ({ laminate_color_id, thickness, glue })),
            line.spacers.map(({ spacer_id, color, glue }) => ({ spacer_id, color, glue })),
            line.descriptions.map(({ description_id, quantity }) => ({ description_id, quantity })),
          ]),
        )
      }),
    )
  })
})
