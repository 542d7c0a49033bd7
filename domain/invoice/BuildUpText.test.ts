import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { buildUpText, type HeldBuildUp } from "./BuildUpText.ts"
import { buildUps, structures } from "./InvoiceOptions.ts"
import { sampleCatalog as catalog } from "./testing/catalogs.ts"

const layer = (glass_type_id: number, thickness: number, material: number) => ({ glass_type_id, thickness, material })

describe("a line's build-up in words", () => {
  it("names a double-glazed unit pane by pane with its spacer between", () => {
    const line: HeldBuildUp = {
      structure: "double",
      layers: [layer(1, 6, 2), layer(2, 4, 1)],
      laminates: [],
      spacers: [{ spacer_id: 1 }],
    }
    expect(buildUpText(line, catalog)).toBe("ساده ۶ سکوریت + اسپیسر ۱۲ میلی‌متر + برنز ۴ خام")
  })

  it("puts the film between the panes it joins, the inner pair of a double-laminated unit", () => {
    const line: HeldBuildUp = {
      structure: "double_laminated",
      layers: [layer(1, 6, 2), layer(1, 4, 1), layer(1, 4, 1)],
      laminates: [{ laminate_color_id: 1, thickness: 2 }],
      spacers: [{ spacer_id: 1 }],
    }
    expect(buildUpText(line, catalog)).toBe(
      "ساده ۶ سکوریت + اسپیسر ۱۲ میلی‌متر + ساده ۴ خام + طلق شفاف ۰٫۷۶ میلی‌متر + ساده ۴ خام",
    )
  })

  it("writes every structure's panes, films and spacers in Persian digits only", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...structures),
        fc.integer({ min: 2, max: 19 }),
        fc.constantFrom(1, 2, 3),
        (structure, thickness, material) => {
          const buildUp = buildUps[structure]
          const line: HeldBuildUp = {
            structure,
            layers: Array.from({ length: buildUp.layers }, () => layer(1, thickness, material)),
            laminates: Array.from({ length: buildUp.laminates }, () => ({ laminate_color_id: 1, thickness: 1 })),
            spacers: Array.from({ length: buildUp.spacers }, () => ({ spacer_id: 1 })),
          }
          const text = buildUpText(line, catalog)
          expect(text).not.toMatch(/[0-9]/)
          expect(text.split(" + ")).toHaveLength(buildUp.layers + buildUp.laminates + buildUp.spacers)
        },
      ),
    )
  })
})
