import fc from "fast-check"
import { Option, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  booleanOptions,
  doubleLaminateGlues,
  edgeTypes,
  glassMaterials,
  laminateGlues,
  laminateThicknesses,
  mirrorThicknesses,
  optionCode,
  optionLabel,
  rackTypes,
  shippingTypes,
  spacerColors,
  spacerGlues,
} from "./Options.ts"

const lists = [
  glassMaterials,
  laminateThicknesses,
  spacerColors,
  spacerGlues,
  laminateGlues,
  doubleLaminateGlues,
  mirrorThicknesses,
  booleanOptions,
  edgeTypes,
  rackTypes,
  shippingTypes,
]

describe("fixed option lists (specification section 3)", () => {
  it("pins the specification's codes with their Persian labels", () => {
    expect(glassMaterials).toEqual([
      { code: 1, label: "خام" },
      { code: 2, label: "سکوریت" },
      { code: 3, label: "نیمه سکوریت" },
    ])
    expect(laminateThicknesses).toEqual([
      { code: 1, label: "۰٫۳۸ میلی‌متر" },
      { code: 2, label: "۰٫۷۶ میلی‌متر" },
      { code: 3, label: "۱٫۵۲ میلی‌متر" },
    ])
    expect(spacerColors).toEqual([
      { code: 1, label: "نقره‌ای" },
      { code: 2, label: "مشکی" },
    ])
    expect(spacerGlues).toEqual([
      { code: 1, label: "پلی‌سولفاید" },
      { code: 2, label: "سیلیکون IG" },
      { code: 3, label: "سیلیکون SG" },
    ])
    expect(laminateGlues).toEqual([{ code: 7, label: "PVB آلمانی" }])
    expect(doubleLaminateGlues).toEqual([
      { code: 4, label: "PVB با پلی‌سولفاید" },
      { code: 5, label: "PVB با سیلیکون IG" },
      { code: 6, label: "PVB با سیلیکون SG" },
    ])
    expect(mirrorThicknesses).toEqual([
      { code: 1, label: "۴ میلی‌متر" },
      { code: 2, label: "۵ میلی‌متر" },
      { code: 3, label: "۶ میلی‌متر" },
    ])
    expect(booleanOptions).toEqual([
      { code: 1, label: "دارد" },
      { code: 2, label: "ندارد" },
    ])
  })

  it("pins the codes chosen for the lists the specification leaves uncoded", () => {
    expect(edgeTypes).toEqual([
      { code: 1, label: "الماسه" },
      { code: 2, label: "ابزار" },
      { code: 3, label: "فارسی‌بر" },
    ])
    expect(rackTypes).toEqual([
      { code: 1, label: "جرثقیل" },
      { code: 2, label: "لیفتراک" },
      { code: 3, label: "فله" },
    ])
    expect(shippingTypes).toEqual([
      { code: 1, label: "فله" },
      { code: 2, label: "بسته‌بندی" },
    ])
  })

  it("gives every list distinct codes and distinct, non-empty labels", () => {
    for (const items of lists) {
      expect(new Set(items.map((item) => item.code)).size).toBe(items.length)
      expect(new Set(items.map((item) => item.label)).size).toBe(items.length)
      for (const item of items) expect(item.label.trim()).not.toBe("")
    }
  })

  it("labels exactly the codes a list has, and its schema accepts exactly those codes", () => {
    const decodeMaterial = Schema.decodeUnknownOption(optionCode(glassMaterials))
    expect(decodeMaterial(2)).toEqual(Option.some(2))
    expect(decodeMaterial(7)).toEqual(Option.none())
    fc.assert(
      fc.property(fc.constantFrom(...lists), fc.integer({ min: -2, max: 10 }), (items, code) => {
        const item = items.find((i) => i.code === code)
        expect(optionLabel(items, code)).toEqual(item === undefined ? Option.none() : Option.some(item.label))
        const [first, ...rest] = items
        if (first !== undefined)
          expect(Option.isSome(Schema.decodeUnknownOption(optionCode([first, ...rest]))(code))).toBe(item !== undefined)
      }),
    )
  })
})
