import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { refusedCharacterMessage } from "../../domain/text/refusedCharacters.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { announcementForm, validBlock } from "../testing/forms.ts"
import { testServer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"
import { withField, writeCalls } from "../testing/writeCalls.ts"

afterAll(dropTestSchemas)

/** Texts holding a refused character: NUL (PostgreSQL answered 500 to it), another control, a direction override, a lone surrogate. */
const refusedTexts = ["a\u0000b", "نام\u0007", "\u202eکاوه", "متن\ud800"]

/** Every list that searches, asked for searches made of refused characters. */
const searchedLists = [
  "/api/Admin/glass_laminate_color",
  "/api/Admin/glass_laminate_color/export",
  "/api/Admin/description_dimension",
  "/api/Admin/fares",
  "/api/Admin/glass_type",
  "/api/Admin/glass_width",
  "/api/Admin/glass_spacer",
  "/api/Admin/user",
  "/api/Admin/user/export",
  "/api/Admin/customer",
  "/api/Admin/customer/export",
  "/api/Admin/sales_expert_access",
  "/api/Admin/invoice",
  "/api/Admin/invoice/export",
]
const refusedSearches = ["%00", "a%00b", "%E2%80%AE", "%0A%09", "%ED%A0%80", "%C0%80"]

describe.each(testDialects)("text input on %s", (dialect) => {
  let t: TestServer
  let token: string
  beforeEach(async () => {
    t = await testServer(dialect)
    token = await t.signIn("super-admin")
  })
  afterEach(() => {
    expect(t.faults).toEqual([])
    return t.close()
  })

  it("refuses a refused character in every text field of every write endpoint with 422 in Persian, writing nothing", async () => {
    const before = await snapshot(t.db)
    for (const call of writeCalls) {
      for (const [field, kind] of Object.entries(call.fields)) {
        if (kind !== "text" && kind !== "digits") continue
        for (const text of refusedTexts) {
          const answer = await t.request(call.method, call.path, { token, json: withField(call.body, field, text) })
          const what = `${call.method} ${call.path} ${field}: ${JSON.stringify(text)}`
          expect(answer.status, what).toBe(422)
          expect((answer.body as { errors?: Record<string, unknown> }).errors?.[field], what).toEqual([refusedCharacterMessage])
        }
      }
    }
    expect(await snapshot(t.db)).toEqual(before)
  })

  it("refuses one in a multipart announcement's title and content too", async () => {
    const before = await snapshot(t.db)
    const title = await t.request("POST", "/api/Admin/announcement_title", {
      token,
      form: announcementForm("a\u0000b", "1", [validBlock]),
    })
    expect(title.body).toEqual({ message: refusedCharacterMessage, errors: { title: [refusedCharacterMessage] } })
    const content = await t.request("POST", "/api/Admin/announcement_title", {
      token,
      form: announcementForm("ساعات کاری", "1", [{ ...validBlock, content: "a\u0000b" }]),
    })
    expect(content.body).toEqual({
      message: refusedCharacterMessage,
      errors: { "announcements.0.content": [refusedCharacterMessage] },
    })
    expect(await snapshot(t.db)).toEqual(before)
  })

  it("keeps line breaks and tabs in multi-line fields and ZWNJ everywhere, stored as sent on both databases", async () => {
    const [, , createCustomer] = writeCalls
    const json = {
      ...createCustomer?.body,
      name: "مهر‌انگیز",
      address: "تهران،\nخیابان ولیعصر\tپلاک ۱۲",
      notes: "سطر یک\r\nسطر دو",
    }
    const created = await t.request("POST", "/api/Admin/customer", { token, json })
    expect(created.status).toBe(201)
    expect((created.body as { data: Record<string, unknown> }).data).toMatchObject({
      name: json.name,
      address: json.address,
      notes: json.notes,
    })
    expect(await t.request("POST", "/api/Admin/customer", { token, json: { ...json, city: "تهران\nکرج" } })).toMatchObject({
      status: 422,
      body: { errors: { city: [refusedCharacterMessage] } },
    })
  })

  it("removes refused characters from a search instead: every list answers 200, never 500", async () => {
    for (const path of searchedLists)
      for (const search of refusedSearches) {
        const answer = await t.request("GET", `${path}?search=${search}`, { token })
        expect(answer.status, `${path}?search=${search}`).toBe(200)
      }
  })

  it("reads a search holding NUL as the search without it", async () => {
    const plain = await t.request("GET", "/api/Admin/glass_laminate_color?search=%D8%A8%D8%B1%D9%86%D8%B2", { token })
    const withNul = await t.request("GET", "/api/Admin/glass_laminate_color?search=%D8%A8%D8%B1%00%D9%86%D8%B2", { token })
    expect((plain.body as { meta: { total: number } }).meta.total).toBeGreaterThan(0)
    expect(withNul.body).toEqual(plain.body)
  })

  it("drops invisible characters (a zero-width space, a BOM, a word joiner) from every text field and every search, keeping ZWNJ", async () => {
    const [, , createCustomer] = writeCalls
    const json = {
      ...createCustomer?.body,
      name: "\u200bمهر\u200cانگیز\ufeff",
      last_name: "\u2060رضایی",
      address: "تهران\u200b،\nخیابان ولیعصر",
      mobile: "\ufeff09121234567",
    }
    const created = await t.request("POST", "/api/Admin/customer", { token, json })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect((created.body as { data: Record<string, unknown> }).data).toMatchObject({
      name: "مهر\u200cانگیز",
      last_name: "رضایی",
      address: "تهران،\nخیابان ولیعصر",
      mobile: "09121234567",
    })
    // The same national code sent with a zero-width space in it is the same code: the uniqueness rule sees it.
    const code = String((json as { national_code?: unknown }).national_code)
    const again = await t.request("POST", "/api/Admin/customer", {
      token,
      json: { ...json, national_code: `${code.slice(0, 3)}\u200b${code.slice(3)}\ufeff` },
    })
    expect(again.body).toEqual({
      message: "این کد ملی قبلاً ثبت شده است",
      errors: { national_code: ["این کد ملی قبلاً ثبت شده است"] },
    })
    const plain = await t.request("GET", `/api/Admin/customer?search=${encodeURIComponent("مهر\u200cانگیز")}`, { token })
    const invisible = await t.request(
      "GET",
      `/api/Admin/customer?search=${encodeURIComponent("\u200bمهر\u200c\ufeffانگیز\u2060")}`,
      { token },
    )
    expect((plain.body as { meta: { total: number } }).meta.total).toBe(1)
    expect(invisible.body).toEqual(plain.body)
  })
})
