import { Option, Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateViewFilters, validateViewForm, validateViewName, viewMessages } from "./ViewForm.ts"
import { viewFilters, viewLists, viewSorts } from "./ViewLists.ts"

const errorsOf = <A>(result: Result.Result<A, Readonly<Record<string, string>>>) =>
  Result.isFailure(result) ? result.failure : {}

describe("saved view form: its Persian messages", () => {
  it("pins every message", () => {
    expect(viewMessages).toEqual({
      listInvalid: "این فهرست نما ندارد",
      nameRequired: "نام نما را وارد کنید",
      nameTooLong: "نام نما باید حداکثر ۶۰ کاراکتر باشد",
      nameTaken: "نمایی با این نام برای این فهرست دارید",
      filtersInvalid: "فیلترهای این نما برای این فهرست معتبر نیست",
      sortInvalid: "ترتیب این نما برای این فهرست معتبر نیست",
    })
  })

  it("asks for a name, refuses one too long, a list without views, filters or an order the list does not have", () => {
    expect(errorsOf(validateViewForm({ list: "order-list", name: "  " }))).toEqual({ name: viewMessages.nameRequired })
    expect(errorsOf(validateViewForm({ list: "order-list", name: "ن".repeat(61) }))).toEqual({ name: viewMessages.nameTooLong })
    expect(errorsOf(validateViewForm({ list: "user-list", name: "من" }))).toEqual({ list: viewMessages.listInvalid })
    expect(errorsOf(validateViewForm(null))).toEqual({ list: viewMessages.listInvalid, name: viewMessages.nameRequired })
    expect(errorsOf(validateViewForm({ list: "order-list", name: "الف", filters: { bank: "ملت" } }))).toEqual({
      filters: viewMessages.filtersInvalid,
    })
    expect(errorsOf(validateViewForm({ list: "checks-list", name: "الف", filters: { from: "1405/13/01" } }))).toEqual({
      filters: viewMessages.filtersInvalid,
    })
    expect(errorsOf(validateViewForm({ list: "order-list", name: "الف", sort: "due_date" }))).toEqual({
      sort: viewMessages.sortInvalid,
    })
    expect(errorsOf(validateViewName({ name: "" }))).toEqual({ name: viewMessages.nameRequired })
  })

  it("keeps a view as the URL names it: digits in ASCII, empty filters dropped, ي/ك as ی/ک", () => {
    expect(
      validateViewForm({
        list: "checks-list",
        name: " چک‌های بانك ",
        filters: { bank: "ملي", state: "in_hand", from: "۱۴۰۵/۰۹/۰۱", to: "" },
        sort: "-amount",
      }),
    ).toEqual(
      Result.succeed({
        list: "checks-list",
        name: "چک‌های بانک",
        filters: { bank: "ملی", state: "in_hand", from: "1405/09/01" },
        sort: "-amount",
      }),
    )
  })
})

const listArb = fc.constantFrom(...viewLists)
/** Persian words as typed: letters of the Persian keyboard, no Arabic ي/ك, no edge spaces. */
const persianText = (maxLength: number) =>
  fc.array(fc.constantFrom(..."ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی"), { minLength: 1, maxLength }).map((letters) => letters.join(""))
/** A value each filter kind accepts. */
const valueOf = (kind: (typeof viewFilters)[keyof typeof viewFilters][string]) =>
  typeof kind !== "string"
    ? fc.constantFrom(...kind)
    : kind === "text"
      ? persianText(20)
      : kind === "id"
        ? fc.integer({ min: 1, max: 2_000_000_000 }).map(String)
        : fc.constantFrom("1405/09/07", "1404/12/29", "1403/01/01")

describe("saved view form: properties", () => {
  it("accepts exactly the filters and orders its list offers, and keeps them as sent", () => {
    fc.assert(
      fc.property(
        listArb.chain((list) =>
          fc.record({
            list: fc.constant(list),
            filters: fc.record(
              Object.fromEntries(Object.entries(viewFilters[list]).map(([name, kind]) => [name, valueOf(kind)])),
              { requiredKeys: [] },
            ),
            sort: fc.option(fc.constantFrom(...viewSorts[list].flatMap((key) => [key, `-${key}`])), { nil: null }),
          }),
        ),
        persianText(60),
        ({ list, filters, sort }, name) => {
          const result = validateViewForm({ list, name, filters, sort })
          expect(result).toEqual(Result.succeed({ list, name, filters, sort }))
        },
      ),
    )
  })

  it("refuses any filter name its list does not accept", () => {
    fc.assert(
      fc.property(listArb, fc.string({ minLength: 1, maxLength: 12 }), (list, name) => {
        fc.pre(!Object.hasOwn(viewFilters[list], name))
        expect(Option.isNone(validateViewFilters(list, { [name]: "1" }))).toBe(true)
      }),
    )
  })

  it("refuses any order outside its list's sort keys", () => {
    fc.assert(
      fc.property(listArb, fc.string({ minLength: 1, maxLength: 12 }), (list, sort) => {
        fc.pre(!viewSorts[list].some((key) => sort === key || sort === `-${key}`))
        expect(errorsOf(validateViewForm({ list, name: "الف", sort }))).toEqual({ sort: viewMessages.sortInvalid })
      }),
    )
  })
})
