import { Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Json } from "./InvoiceDiff.ts"
import { revisionActionLabels, revisionFieldLabel, revisionValueText } from "./RevisionText.ts"

describe("how the history writes a revision", () => {
  it("names every action and the fields a person compares, in Persian, and leaves ids out", () => {
    expect(revisionActionLabels).toEqual({
      create: "ایجاد",
      save: "ویرایش",
      reprice: "قیمت‌گذاری دوباره",
      send: "ارسال برای تایید",
      approve: "تایید",
      reject: "رد",
      cancel: "لغو",
      call_off: "تبدیل به فاکتور رسمی",
      confirm: "تایید مالی",
    })
    expect([revisionFieldLabel("discount_percent"), revisionFieldLabel("total"), revisionFieldLabel("width")]).toEqual([
      Option.some("درصد تخفیف"),
      Option.some("مبلغ کل (ریال)"),
      Option.some("عرض (میلی‌متر)"),
    ])
    for (const id of ["customer_id", "sales_expert_id", "fare_id", "product_id"])
      expect(revisionFieldLabel(id)).toEqual(Option.none())
  })

  it("writes amounts grouped, codes and states by name, decimals with the Persian sign, nothing as «—»", () => {
    expect(revisionValueText("total", 111_078_880)).toBe("۱۱۱٬۰۷۸٬۸۸۰")
    expect(revisionValueText("state", "pending")).toBe("در انتظار تایید")
    expect(revisionValueText("kind", "formal")).toBe("فاکتور رسمی")
    expect(revisionValueText("rack_type", 2)).toBe("لیفتراک")
    expect(revisionValueText("edge_type", 3)).toBe("فارسی‌بر")
    expect(revisionValueText("area", 7.2)).toBe("۷٫۲")
    expect(revisionValueText("note", null)).toBe("—")
    expect(revisionValueText("date", "1405/09/03")).toBe("۱۴۰۵/۰۹/۰۳")
    expect(
      revisionValueText("layers", [
        {
          glass_type_id: 1,
          width_id: 3,
          material: 2,
          thickness: 6,
          unit_price: 12_620_000,
          chargeable_area: 1.8,
          mirror_thickness: null,
        },
      ]),
    ).toBe("۶ میلی‌متر، سکوریت، ۱۲٬۶۲۰٬۰۰۰ ریال")
    expect(revisionValueText("descriptions", [{ description_id: 1, quantity: 2, unit: "piece", unit_price: 350_000 }])).toBe(
      "۲ عدد، ۳۵۰٬۰۰۰ ریال",
    )
    expect(revisionValueText("laminates", [])).toBe("—")
  })

  it("names a build-up's glass types, films, spacers and processes when the reader may see the catalog, and their codes by label", () => {
    const names = {
      glassType: (id: number) => (id === 1 ? "فلوت شفاف" : undefined),
      laminateColor: () => "شفاف",
      spacer: () => "12",
      description: () => "سوراخ‌کاری",
    }
    const layer = {
      glass_type_id: 1,
      width_id: 3,
      material: 3,
      thickness: 6,
      unit_price: 12_620_000,
      chargeable_area: 1.8,
      mirror_thickness: null,
    }
    expect(revisionValueText("layers", [layer, { ...layer, glass_type_id: 9, material: 1 }], names)).toBe(
      "فلوت شفاف، ۶ میلی‌متر، نیمه سکوریت، ۱۲٬۶۲۰٬۰۰۰ ریال | ۶ میلی‌متر، خام، ۱۲٬۶۲۰٬۰۰۰ ریال",
    )
    expect(
      revisionValueText("laminates", [{ laminate_color_id: 1, thickness: 2, glue: 7, films: 2, unit_price: 1_000_000 }], names),
    ).toBe("شفاف، ۰٫۷۶ میلی‌متر، PVB آلمانی، ۱٬۰۰۰٬۰۰۰ ریال")
    expect(revisionValueText("spacers", [{ spacer_id: 4, color: 2, glue: 1, unit_price: 250_000 }], names)).toBe(
      "۱۲، مشکی، پلی‌سولفاید، ۲۵۰٬۰۰۰ ریال",
    )
    expect(
      revisionValueText("descriptions", [{ description_id: 1, quantity: 2, unit: "piece", unit_price: 350_000 }], names),
    ).toBe("سوراخ‌کاری، ۲ عدد، ۳۵۰٬۰۰۰ ریال")
  })

  it("writes any stored value without a Latin digit and without failing", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("total", "area", "note", "state", "kind", "rack_type", "layers", "width", "unknown", "constructor"),
        fc.oneof(
          fc.jsonValue(),
          fc.stringMatching(/^[0-9a-z]{1,6}$/),
          fc.constantFrom("constructor", "toString", "__proto__"),
        ) as fc.Arbitrary<Json>,
        (field, value) => {
          const text = revisionValueText(field, value)
          expect(typeof text).toBe("string")
          expect(text).not.toMatch(/[0-9]/)
        },
      ),
      { numRuns: 500 },
    )
  })
})
