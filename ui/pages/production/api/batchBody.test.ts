import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { batchBodyOf } from "./batchBody.ts"
import { glassTypeChoices } from "./queueQueries.ts"

const material = { glass_type_id: 3, glass_width_id: 7 }

describe("a new batch's body", () => {
  it("names the material and nothing else for all waiting panes", () => {
    expect(batchBodyOf(material, "all", new Set([1, 2]), "1404/07/10")).toEqual({ glass_type_id: 3, glass_width_id: 7 })
  })

  it("carries exactly the orders ticked, or the date chosen (an empty date for the server to refuse in Persian)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 100_000 })), (ids) => {
        const body = batchBodyOf(material, "orders", new Set(ids), null)
        expect([...(body.order_ids ?? [])].sort()).toEqual([...ids].sort())
        expect(body.promised_until).toBeUndefined()
      }),
    )
    expect(batchBodyOf(material, "date", new Set(), "1404/07/10")).toEqual({ ...material, promised_until: "1404/07/10" })
    expect(batchBodyOf(material, "date", new Set(), null).promised_until).toBe("")
  })
})

describe("the batch list's glass type filter", () => {
  it("offers each glass type once, whatever its thicknesses", () => {
    const choices = glassTypeChoices([
      { glass_type_id: 1, glass_type_name: "فلوت شفاف" },
      { glass_type_id: 1, glass_type_name: "فلوت شفاف" },
      { glass_type_id: 4, glass_type_name: "رفلکس" },
    ])
    expect(choices).toEqual([
      { value: "1", label: "فلوت شفاف" },
      { value: "4", label: "رفلکس" },
    ])
  })
})
