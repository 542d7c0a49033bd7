import fc from "fast-check"
import { Option } from "effect"
import { describe, expect, it } from "vitest"
import { edgeTypes } from "../options/Options.ts"
import { buildUpText, spacerName } from "./BuildUpText.ts"
import { buildUps, structures } from "./InvoiceOptions.ts"
import { edgeText, pricedParts, processText, unnamedProcess, type HeldParts } from "./PricedParts.ts"
import { sampleCatalog as catalog } from "./testing/catalogs.ts"

const layer = (glass_type_id: number, thickness: number, material: number) => ({ glass_type_id, thickness, material })

const doubleGlazed: HeldParts = {
  structure: "double",
  layers: [layer(1, 6, 2), layer(2, 4, 1)],
  laminates: [],
  spacers: [{ spacer_id: 1 }],
  edge_type: 2,
  descriptions: [{ description_id: 1, quantity: 2 }],
}

describe("a line's priced parts", () => {
  it("lists the build-up, the edge work and each extra process with its quantity", () => {
    expect(pricedParts(doubleGlazed, catalog)).toEqual([
      "ساده ۶ سکوریت + اسپیسر ۱۲ میلی‌متر + برنز ۴ خام",
      "لبه: ابزار",
      "سوراخ × ۲",
    ])
  })

  it("pins the edge and process wording", () => {
    expect(edgeText(1)).toEqual(Option.some("لبه: الماسه"))
    expect(edgeText(3)).toEqual(Option.some("لبه: فارسی‌بر"))
    expect(edgeText(null)).toEqual(Option.none())
    expect(processText("سندبلاست", 12)).toBe("سندبلاست × ۱۲")
    expect(unnamedProcess).toBe("خدمت")
  })

  it("names a process the catalog no longer holds rather than leave it out", () => {
    const line = { ...doubleGlazed, descriptions: [{ description_id: 999, quantity: 1 }] }
    expect(pricedParts(line, catalog)).toContain("خدمت × ۱")
  })

  it("gives a spacer named by a bare thickness its unit, and leaves a named one as it is", () => {
    expect(spacerName("12")).toBe("12 میلی‌متر")
    expect(spacerName("۱۲")).toBe("۱۲ میلی‌متر")
    expect(spacerName("12 میلی‌متر")).toBe("12 میلی‌متر")
    expect(
      buildUpText(
        { ...doubleGlazed, spacers: [{ spacer_id: 7 }] },
        { ...catalog, spacers: [{ id: 7, name: "14", price: 1, is_active: true }] },
      ),
    ).toBe("ساده ۶ سکوریت + اسپیسر ۱۴ میلی‌متر + برنز ۴ خام")
  })

  it("lists one part more than the build-up for edge work and one per process, all in Persian digits", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...structures),
        fc.option(fc.constantFrom(...edgeTypes.map((edge) => edge.code)), { nil: null }),
        fc.array(fc.record({ description_id: fc.constantFrom(1, 2, 3, 4, 999), quantity: fc.integer({ min: 1, max: 999 }) }), {
          maxLength: 4,
        }),
        (structure, edge_type, descriptions) => {
          const buildUp = buildUps[structure]
          const line: HeldParts = {
            structure,
            layers: Array.from({ length: buildUp.layers }, () => layer(1, 6, 1)),
            laminates: Array.from({ length: buildUp.laminates }, () => ({ laminate_color_id: 1, thickness: 1 })),
            spacers: Array.from({ length: buildUp.spacers }, () => ({ spacer_id: 1 })),
            edge_type,
            descriptions,
          }
          const parts = pricedParts(line, catalog)
          expect(parts).toHaveLength(1 + (edge_type === null ? 0 : 1) + descriptions.length)
          expect(parts[0]).toBe(buildUpText(line, catalog))
          for (const part of parts) expect(part).not.toMatch(/[0-9]/)
        },
      ),
    )
  })

  it("gives every bare thickness a unit and changes no other name", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.string(), (size, name) => {
        expect(spacerName(String(size))).toBe(`${size} میلی‌متر`)
        if (!/^[0-9۰-۹.٫]+$/.test(name.trim())) expect(spacerName(name)).toBe(name)
      }),
    )
  })
})
