import fc from "fast-check"
import { AnnouncementId, LaminateColorId } from "../../domain/identifiers/Ids.ts"
import { announcementStoreIn } from "../announcement/announcementStore.ts"
import { laminateColorsIn } from "../laminate/laminateStore.ts"
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { pdfBytes } from "../testing/forms.ts"
import { testServer, type Answer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"

afterAll(dropTestSchemas)

const runs = { numRuns: 60 }

/** Values that break naive servers: huge and odd numbers, Persian digits, near-valid texts, nesting. */
const nasty = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(
    1e308,
    -1e308,
    2 ** 63,
    -0,
    "1e99",
    "۱۲۳۴",
    "-۵",
    "abc",
    "",
    " ",
    "null",
    "NaN",
    "Infinity",
    "0x10",
    "1403/12/20",
    "۱۴۰۳/۱۲/۲۰",
    "https://example.com",
    true,
    "1",
    "0",
  ),
  fc.string(),
)
const jsonBody = fc.oneof(
  fc.record({ name: nasty, price: nasty, is_active: nasty }, { requiredKeys: [] }),
  fc.record({ username: nasty, mobile: nasty, password: nasty }, { requiredKeys: [] }),
  nasty,
)
/** A raw body with a content type that may not match it. */
const rawBody = fc.record({
  body: fc.oneof(
    fc.string(),
    jsonBody.map((value) => JSON.stringify(value) ?? ""),
  ),
  type: fc.constantFrom(
    "application/json",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/json; charset=utf-8",
    "",
  ),
})

const blockField = fc.constantFrom("id", "content", "link", "is_active", "is_pinned", "show_from", "show_until", "file", "other")
/** A multipart announcement form: mostly well-named fields with nasty values, files that may or may not be PDFs. */
const form = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom("title", "is_active"),
        fc.tuple(fc.nat(3), blockField).map(([k, field]) => `announcements[${k}][${field}]`),
        fc.string(),
      ),
      fc.oneof(
        nasty.map((value) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""))),
        fc.constantFrom("pdf", "html", "fake-type").map(
          (kind) =>
            new Blob([kind === "html" ? new TextEncoder().encode("<html>") : pdfBytes()], {
              type: kind === "fake-type" ? "text/plain" : "application/pdf",
            }),
        ),
      ),
    ),
    { maxLength: 14 },
  )
  .map((fields) => {
    const data = new FormData()
    for (const [name, value] of fields) data.append(name, value)
    return data
  })

/** Mostly the valid value, sometimes one of the bad ones. */
const mostly = <T>(valid: T, ...bad: ReadonlyArray<T>) =>
  fc.oneof({ arbitrary: fc.constant(valid), weight: 8 }, { arbitrary: fc.constantFrom(...bad), weight: 1 })

/** A form close to a valid one, so generated runs also reach the writing path. */
const nearlyValidForm = fc
  .record({
    title: mostly("ساعات كاري", "", "  "),
    is_active: mostly("1", "0", "2"),
    blocks: fc.array(
      fc.record({
        id: mostly("", "1", "3", "abc", "1e99"),
        content: fc.oneof({ arbitrary: fc.constant("متن اطلاعیه"), weight: 8 }, { arbitrary: fc.string(), weight: 1 }),
        link: mostly("https://example.com/x", "", "ftp://x", "not a link"),
        is_active: mostly("1", "0"),
        is_pinned: mostly("0", "1", "yes"),
        show_from: mostly("۱۴۰۳/۱۲/۲۵", "1403/12/20", "1403/12/19", "1403/13/01", ""),
        show_until: mostly("1404/02/29", "", "1403/12/01", "1404/02/32"),
        file: mostly("pdf", "none", "html"),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map(({ title, is_active, blocks }) => {
    const data = new FormData()
    data.append("title", title)
    data.append("is_active", is_active)
    blocks.forEach(({ file, ...fields }, index) => {
      for (const [name, value] of Object.entries(fields)) data.append(`announcements[${index}][${name}]`, value)
      if (file !== "none")
        data.append(
          `announcements[${index}][file]`,
          new Blob([file === "pdf" ? pdfBytes() : new TextEncoder().encode("<html>")], { type: "application/pdf" }),
        )
    })
    return data
  })

describe.each(testDialects)("generated bodies against every write endpoint on %s", (dialect) => {
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

  /** Never a 500; a refusal writes nothing. */
  const refusedCleanly = async (call: () => Promise<Answer>): Promise<Answer> => {
    const before = await snapshot(t.db)
    const answer = await call()
    expect(answer.status).toBeLessThan(500)
    if (answer.status >= 400) expect(await snapshot(t.db)).toEqual(before)
    return answer
  }

  it("POST /auth/login", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          jsonBody.map((json) => ({ json })),
          rawBody.map(({ body, type }) => ({ body, headers: { "content-type": type } })),
        ),
        async (options) => {
          t.clock.advance(3600_000)
          await refusedCleanly(() => t.request("POST", "/api/auth/login", options))
        },
      ),
      runs,
    )
  })

  it("POST /Admin/glass_laminate_color: created whole or not at all", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          jsonBody.map((json) => ({ json })),
          rawBody.map(({ body, type }) => ({ body, headers: { "content-type": type } })),
        ),
        async (options) => {
          const before = await laminateColorsIn(t.database).count()
          const answer = await refusedCleanly(() => t.request("POST", "/api/Admin/glass_laminate_color", { ...options, token }))
          const after = await laminateColorsIn(t.database).count()
          expect(after).toBe(answer.status === 201 ? before + 1 : before)
          expect((await laminateColorsIn(t.database).page({ page: 1, perPage: 1, offset: 0 })).total).toBe(after)
        },
      ),
      runs,
    )
  })

  it("PATCH /Admin/glass_laminate_color/{id}", async () => {
    const id = fc.oneof(
      fc.constantFrom("1", "2", "999", "abc", "1e99", "-1", "%20", "99999999999999999999"),
      fc.string().map(encodeURIComponent),
    )
    await fc.assert(
      fc.asyncProperty(id, jsonBody, async (target, json) => {
        const answer = await refusedCleanly(() =>
          t.request("PATCH", `/api/Admin/glass_laminate_color/${target}`, { json, token }),
        )
        if (answer.status === 200)
          expect(await laminateColorsIn(t.database).one(LaminateColorId(Number(target)))).toEqual(
            (answer.body as { data: unknown }).data,
          )
      }),
      runs,
    )
  })

  it("POST /Admin/announcement_title: a title with all its blocks, or nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(form, nearlyValidForm), async (data) => {
        const files = t.files.names().length
        const answer = await refusedCleanly(() => t.request("POST", "/api/Admin/announcement_title", { form: data, token }))
        if (answer.status === 201) {
          const saved = (answer.body as { data: { id: number; announcements: Array<{ file: string | null }> } }).data
          const stored = await announcementStoreIn(t.database.db).one(AnnouncementId(saved.id))
          expect(stored?.announcements).toHaveLength(saved.announcements.length)
          expect(t.files.names().length).toBe(files + saved.announcements.filter((block) => block.file !== null).length)
        } else expect(t.files.names().length).toBe(files)
      }),
      runs,
    )
  })

  it("POST /Admin/announcement_title/{id}", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("1", "2", "999", "abc"), fc.oneof(form, nearlyValidForm), async (target, data) => {
        const files = t.files.names().length
        const answer = await refusedCleanly(() =>
          t.request("POST", `/api/Admin/announcement_title/${target}`, { form: data, token }),
        )
        if (answer.status !== 200) expect(t.files.names().length).toBe(files)
      }),
      runs,
    )
  })

  it("POST /Admin/notifications/{id}, POST /Admin/notifications/ and POST /auth/logout ignore any body", async () => {
    await fc.assert(
      fc.asyncProperty(rawBody, fc.constantFrom("1", "abc", "1e99", ""), async ({ body, type }, id) => {
        const headers = { "content-type": type }
        await refusedCleanly(() => t.request("POST", `/api/Admin/notifications/${id}`, { body, headers, token }))
        const fresh = await t.signIn("sales-manager")
        expect((await t.request("POST", "/api/auth/logout", { body, headers, token: fresh })).status).toBe(200)
      }),
      { numRuns: 20 },
    )
  })
})

describe("a real fault", () => {
  it("answers 500 and is logged, not turned into a 4xx", async () => {
    const t = await testServer("sqlite")
    const token = await t.signIn("super-admin")
    await t.db.schema.dropTable("counters").execute()
    const answer = await t.request("GET", "/api/Admin/glass_laminate_color", { token })
    expect(answer.status).toBe(500)
    expect(answer.body).toEqual({ message: "خطایی رخ داد، لطفاً دوباره تلاش کنید" })
    expect(t.faults).toHaveLength(1)
    await t.close()
  })
})
