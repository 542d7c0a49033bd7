import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { SearchHit } from "./api/searchQueries.ts"
import { hitDetail, hitPath, hitTitle, searchGroupLabels, searchStatus, searchTexts } from "./searchHits.ts"

const hit = (overrides: Partial<SearchHit> & Pick<SearchHit, "kind">): SearchHit => ({
  id: 7,
  serial_number: null,
  invoice_kind: null,
  invoice_id: null,
  name: null,
  code: null,
  ...overrides,
})

const latinDigits = /[0-9]/

describe("the search's hits as the dialog shows them", () => {
  it("pins the headings and texts", () => {
    expect(searchGroupLabels).toEqual({
      invoice: "فاکتورها",
      order: "سفارش‌ها",
      customer: "مشتریان",
      cheque: "چک‌ها",
      piece: "قطعه‌ها",
    })
    expect(searchTexts).toEqual({
      title: "جستجو",
      placeholder: "شماره فاکتور یا سفارش، نام، کد ملی، شماره همراه، شناسه صیادی یا کد قطعه",
      nothing: "نتیجه‌ای پیدا نشد",
      hidden: "مشتریانی با این مشخصات هستند که به شما سپرده نشده‌اند",
      searching: "در حال جستجو…",
    })
  })

  it("opens each kind's own page", () => {
    expect(hitPath(hit({ kind: "invoice", id: 12 }))).toBe("/dashboard/show-invoice/12")
    expect(hitPath(hit({ kind: "order", id: 4 }))).toBe("/dashboard/payments-and-checks/order/4")
    expect(hitPath(hit({ kind: "customer", id: 9 }))).toBe("/dashboard/customer-list/all/9")
    expect(hitPath(hit({ kind: "cheque", id: 3, invoice_id: 12 }))).toBe("/dashboard/payments-and-checks/invoice/12")
    expect(hitPath(hit({ kind: "piece", code: "1041-1-1-A" }))).toBe("/dashboard/piece/1041-1-1-A")
  })

  it("names every hit in Persian digits, a Sayad ID in groups of four and a code isolated left to right", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.stringMatching(/^[0-9]{16}$/),
        fc.constantFrom("informal", "formal", "pre-buy") as fc.Arbitrary<SearchHit["invoice_kind"]>,
        (serial, sayad, kind) => {
          const hits = [
            hit({ kind: "invoice", serial_number: serial, invoice_kind: kind, name: "علی ۲" }),
            hit({ kind: "order", serial_number: serial, name: "علی" }),
            hit({ kind: "customer", name: "شرکت 24", code: "0012345678" }),
            hit({ kind: "cheque", serial_number: serial, code: sayad, name: "علی" }),
            hit({ kind: "piece", serial_number: serial, code: `${serial}-1-2-A`, name: "علی" }),
          ]
          for (const one of hits) expect(`${hitTitle(one)} ${hitDetail(one)}`).not.toMatch(latinDigits)
          expect(hitTitle(hits[3] as SearchHit)).toMatch(/^چک \u2066[۰-۹]{4} [۰-۹]{4} [۰-۹]{4} [۰-۹]{4}\u2069$/)
          expect(hitTitle(hits[4] as SearchHit)).toMatch(/^قطعه \u2066[۰-۹]+-۱-۲-A\u2069$/)
        },
      ),
    )
    expect(hitTitle(hit({ kind: "invoice", serial_number: 1041, invoice_kind: "informal" }))).toBe("پیش‌فاکتور ۱۰۴۱")
    expect(hitTitle(hit({ kind: "order", serial_number: 1041 }))).toBe("سفارش ۱۰۴۱")
  })

  it("says searching, nothing found, or that hidden customers matched, only for a text typed", () => {
    const state = { text: "قاسمی", settled: true, error: undefined, hits: 0, hiddenMatches: false }
    expect(searchStatus({ ...state, text: "" })).toBe("")
    expect(searchStatus({ ...state, settled: false })).toBe(searchTexts.searching)
    expect(searchStatus(state)).toBe("نتیجه‌ای پیدا نشد")
    expect(searchStatus({ ...state, hiddenMatches: true })).toBe(
      "نتیجه‌ای پیدا نشد؛ مشتریانی با این مشخصات هستند که به شما سپرده نشده‌اند",
    )
    expect(searchStatus({ ...state, hits: 2 })).toBe("")
    expect(searchStatus({ ...state, error: "خطا" })).toBe("خطا")
  })
})
