import { Result } from "effect"
import fc from "fast-check"
import * as jalaali from "jalaali-js"
import { describe, expect, it } from "vitest"
import { validateAnnouncementForm } from "./AnnouncementForm.ts"

type Day = { readonly year: number; readonly month: number; readonly day: number }
const today: Day = { year: 1403, month: 5, day: 10 }
const create = { mode: "create", today } as const
const edit = { mode: "edit", today } as const
const pdf = { type: "application/pdf", head: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]) }
const block = (fields: Record<string, unknown> = {}) => ({
  content: "تعطیلی کارخانه",
  link: "",
  is_active: 1,
  is_pinned: 0,
  show_from: "1403/05/10",
  show_until: "",
  ...fields,
})
const form = (...blocks: ReadonlyArray<Record<string, unknown>>) => ({
  title: "اطلاعیه‌های مرداد",
  is_active: "1",
  announcements: blocks,
})
const errorsOf = <A>(result: Result.Result<A, Readonly<Record<string, string>>>) =>
  Result.isFailure(result) ? result.failure : {}

describe("announcement form: the specification's messages", () => {
  it("asks for a title and at least one block", () => {
    const expected = { title: "عنوان الزامی است", announcements: "حداقل یک اطلاعیه وارد کنید" }
    for (const input of [{}, null, "x", { title: " ", announcements: [] }])
      expect(errorsOf(validateAnnouncementForm(input, create))).toEqual(expected)
    expect(errorsOf(validateAnnouncementForm({ announcements: "x" }, create))).toEqual({
      ...expected,
      announcements: "مقدار این فیلد باید فهرست باشد",
    })
  })

  it("asks for each block's content and start date, under the block's dotted name", () => {
    expect(errorsOf(validateAnnouncementForm(form(block(), block({ content: "  ", show_from: "" })), create))).toEqual({
      "announcements.1.content": "محتوا الزامی است",
      "announcements.1.show_from": "تاریخ شروع الزامی است",
    })
    expect(errorsOf(validateAnnouncementForm(form(null as never), create))).toEqual({
      "announcements.0.content": "محتوا الزامی است",
      "announcements.0.show_from": "تاریخ شروع الزامی است",
    })
  })

  it("refuses a link that is no http or https address", () => {
    for (const link of ["ftp://example.ir", "example.ir", "javascript:alert(1)", "https://", "http://exa mple.ir"])
      expect(errorsOf(validateAnnouncementForm(form(block({ link })), create))).toEqual({
        "announcements.0.link": "ادرس را بدرستی وارد کنید",
      })
  })

  it("refuses an attachment that is not a PDF by type or by content", () => {
    const notPdf = [
      { type: "image/png", head: pdf.head },
      { type: "application/pdf", head: new Uint8Array([0x50, 0x4b, 3, 4, 0]) },
      { type: "application/pdf", head: new Uint8Array() },
      "file.pdf",
      { type: "application/pdf" },
    ]
    for (const file of notPdf)
      expect(errorsOf(validateAnnouncementForm(form(block({ file })), create))).toEqual({
        "announcements.0.file": "فایل باید یک PDF باشد.",
      })
  })

  it("refuses a start date before today when creating, and not when editing", () => {
    const yesterday = form(block({ show_from: "1403/05/09" }))
    expect(errorsOf(validateAnnouncementForm(yesterday, create))).toEqual({
      "announcements.0.show_from": "تاریخ شروع اطلاعیه نمیتواند از تاریخ حال عقب باشد",
    })
    expect(Result.isSuccess(validateAnnouncementForm(yesterday, edit))).toBe(true)
    expect(Result.isSuccess(validateAnnouncementForm(form(block({ show_from: "1403/05/10" })), create))).toBe(true)
  })

  it("refuses an end date before the start date (product.md section 7), and accepts the same day", () => {
    expect(
      errorsOf(validateAnnouncementForm(form(block({ show_from: "1403/06/01", show_until: "1403/05/31" })), create)),
    ).toEqual({
      "announcements.0.show_until": "تاریخ پایان نمیتواند قبل از تاریخ شروع باشد",
    })
    expect(
      Result.isSuccess(validateAnnouncementForm(form(block({ show_from: "1403/06/01", show_until: "۱۴۰۳/۶/۱" })), create)),
    ).toBe(true)
  })

  it("shows the end-date rule at the first submit, beside the other fields' messages", () => {
    expect(
      errorsOf(
        validateAnnouncementForm(
          { announcements: [block({ content: "", show_from: "1403/06/01", show_until: "1403/05/31" })] },
          create,
        ),
      ),
    ).toEqual({
      title: "عنوان الزامی است",
      "announcements.0.content": "محتوا الزامی است",
      "announcements.0.show_until": "تاریخ پایان نمیتواند قبل از تاریخ شروع باشد",
    })
  })
})

describe("announcement form: the project's own messages", () => {
  it("refuses impossible dates, long texts, too many blocks and malformed values", () => {
    const check = (input: unknown, expected: Record<string, string>) =>
      expect(errorsOf(validateAnnouncementForm(input, edit))).toEqual(expected)
    check(form(block({ show_from: "1403/13/01", show_until: "1402/12/30" })), {
      "announcements.0.show_from": "تاریخ را به‌درستی وارد کنید",
      "announcements.0.show_until": "تاریخ را به‌درستی وارد کنید",
    })
    check(form(block({ show_from: "فردا" })), { "announcements.0.show_from": "تاریخ را به‌درستی وارد کنید" })
    check({ ...form(block()), title: "ع".repeat(151) }, { title: "عنوان باید حداکثر 150 کاراکتر باشد" })
    check(form(block({ content: "م".repeat(5001) })), { "announcements.0.content": "محتوا باید حداکثر 5000 کاراکتر باشد" })
    check(form(...Array.from({ length: 51 }, () => block())), { announcements: "حداکثر 50 اطلاعیه می‌توان وارد کرد" })
    check(form(block({ id: "x" }), block({ id: 0 }), block({ id: -3 })), {
      "announcements.0.id": "شناسه اطلاعیه نامعتبر است",
      "announcements.1.id": "شناسه اطلاعیه نامعتبر است",
      "announcements.2.id": "شناسه اطلاعیه نامعتبر است",
    })
    check(
      { ...form(block({ is_pinned: "yes" })), is_active: 2 },
      { is_active: "وضعیت نامعتبر است", "announcements.0.is_pinned": "وضعیت نامعتبر است" },
    )
    check(form(block({ id: 7 }), block(), block({ id: "۷" }), block({ id: 8 }), block({ id: 7 })), {
      "announcements.2.id": "شناسه اطلاعیه تکراری است",
      "announcements.4.id": "شناسه اطلاعیه تکراری است",
    })
  })

  it("accepts the limits themselves", () => {
    const longest = { ...form(...Array.from({ length: 50 }, () => block({ content: "م".repeat(5000) }))), title: "ع".repeat(150) }
    expect(Result.isSuccess(validateAnnouncementForm(longest, create))).toBe(true)
  })
})

describe("announcement form: the answer", () => {
  it("normalises booleans, digits, dates, ids, empty texts and the file", () => {
    const input = {
      title: " اطلاعيه ",
      is_active: "1",
      announcements: [
        block({
          id: "۱۲",
          link: " https://glass.ir/a ",
          show_from: "۱۴۰۳/۵/۱۰",
          show_until: "1403/6/1",
          is_pinned: "1",
          file: pdf,
        }),
        { content: "دوم", show_from: "1403/05/11" },
      ],
    }
    expect(validateAnnouncementForm(input, create)).toEqual(
      Result.succeed({
        title: "اطلاعیه",
        is_active: true,
        announcements: [
          {
            id: 12,
            content: "تعطیلی کارخانه",
            link: "https://glass.ir/a",
            is_active: true,
            is_pinned: true,
            show_from: "1403/05/10",
            show_until: "1403/06/01",
            file: pdf,
          },
          {
            id: null,
            content: "دوم",
            link: null,
            is_active: false,
            is_pinned: false,
            show_from: "1403/05/11",
            show_until: null,
            file: null,
          },
        ],
      }),
    )
  })
})

const pad = (value: number) => String(value).padStart(2, "0")
const ascii = (date: Day) => `${date.year}/${pad(date.month)}/${pad(date.day)}`
const persian = (text: string) => text.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
const compare = (a: Day, b: Day) => a.year - b.year || a.month - b.month || a.day - b.day
const day = fc
  .record({
    year: fc.integer({ min: 1390, max: 1420 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter((date) => jalaali.isValidJalaaliDate(date.year, date.month, date.day))
const sortedDays = fc.tuple(day, day).map(([a, b]): readonly [Day, Day] => (compare(a, b) <= 0 ? [a, b] : [b, a]))
const earliest = { mode: "create", today: { year: 1390, month: 1, day: 1 } } as const
const validBlock = fc.record({
  id: fc.option(fc.integer({ min: 1, max: 10 ** 9 }), { nil: null }),
  content: fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== ""),
  link: fc.constantFrom("", "https://example.ir/a", "http://شیشه.ایران/x?y=1", "https://192.168.1.10:8080/"),
  is_active: fc.constantFrom<unknown>(true, false, 1, 0, "1", "0"),
  is_pinned: fc.constantFrom<unknown>(true, false, 1, 0, "1", "0"),
  dates: fc.tuple(sortedDays, fc.boolean(), fc.boolean()),
  file: fc.constantFrom(null, undefined, pdf),
})
/** Blocks whose stored ids are distinct, as the form sends them: a repeated id becomes a new block. */
const validBlocks = fc
  .array(validBlock, { minLength: 1, maxLength: 5 })
  .map((blocks) =>
    blocks.map((block, index) =>
      block.id !== null && blocks.findIndex((other) => other.id === block.id) < index ? { ...block, id: null } : block,
    ),
  )
const asInput = ({
  dates: [[from, until], hasEnd, inPersian],
  ...rest
}: typeof validBlock extends fc.Arbitrary<infer B> ? B : never) => ({
  ...rest,
  show_from: inPersian ? persian(ascii(from)) : ascii(from),
  show_until: hasEnd ? ascii(until) : "",
})

describe("announcement form: properties", () => {
  it("accepts every well-filled form, keeping each block in order with its dates normalised", () => {
    fc.assert(
      fc.property(validBlocks, (blocks) => {
        const result = validateAnnouncementForm(form(...blocks.map(asInput)), earliest)
        expect(Result.isSuccess(result)).toBe(true)
        if (Result.isSuccess(result))
          result.success.announcements.forEach((announcement, index) => {
            const [[from, until], hasEnd] = blocks[index]?.dates ?? [[today, today] as const, false]
            expect([announcement.content, announcement.show_from, announcement.show_until]).toEqual([
              blocks[index]?.content.trim(),
              ascii(from),
              hasEnd ? ascii(until) : null,
            ])
          })
      }),
    )
  })

  it("names exactly the emptied block's content", () => {
    fc.assert(
      fc.property(validBlocks, fc.nat(), (blocks, pick) => {
        const index = pick % blocks.length
        const inputs = blocks.map(asInput).map((input, at) => (at === index ? { ...input, content: "" } : input))
        expect(errorsOf(validateAnnouncementForm(form(...inputs), earliest))).toEqual({
          [`announcements.${index}.content`]: "محتوا الزامی است",
        })
      }),
    )
  })

  it("refuses exactly the blocks naming a stored id an earlier block names", () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }), { minLength: 1, maxLength: 8 }), (ids) => {
        const expected = Object.fromEntries(
          ids.flatMap((id, index) =>
            id !== null && ids.indexOf(id) < index ? [[`announcements.${index}.id`, "شناسه اطلاعیه تکراری است"]] : [],
          ),
        )
        expect(errorsOf(validateAnnouncementForm(form(...ids.map((id) => block({ id }))), edit))).toEqual(expected)
      }),
    )
  })

  it("refuses a start date when creating exactly when it is before today; never when editing", () => {
    fc.assert(
      fc.property(day, day, (start, now) => {
        const input = form(block({ show_from: ascii(start) }))
        const past = compare(start, now) < 0
        expect(errorsOf(validateAnnouncementForm(input, { mode: "create", today: now }))).toEqual(
          past ? { "announcements.0.show_from": "تاریخ شروع اطلاعیه نمیتواند از تاریخ حال عقب باشد" } : {},
        )
        expect(Result.isSuccess(validateAnnouncementForm(input, { mode: "edit", today: now }))).toBe(true)
      }),
    )
  })

  it("refuses an end date exactly when it is before the start date", () => {
    fc.assert(
      fc.property(day, day, (start, end) => {
        const errors = errorsOf(
          validateAnnouncementForm(form(block({ show_from: ascii(start), show_until: persian(ascii(end)) })), edit),
        )
        expect(errors).toEqual(
          compare(end, start) < 0 ? { "announcements.0.show_until": "تاریخ پایان نمیتواند قبل از تاریخ شروع باشد" } : {},
        )
      }),
    )
  })

  it("names only the form's fields, whatever it is sent", () => {
    const name = /^(title|is_active|announcements(\.\d+\.(id|content|link|is_active|is_pinned|show_from|show_until|file))?)$/
    const anyBlock = fc.oneof(
      fc.anything(),
      fc.dictionary(
        fc.constantFrom("id", "content", "link", "is_active", "is_pinned", "show_from", "show_until", "file", "x"),
        fc.anything(),
      ),
    )
    const anyForm = fc.oneof(
      fc.anything(),
      fc.record(
        {
          title: fc.anything(),
          is_active: fc.anything(),
          announcements: fc.oneof(fc.anything(), fc.array(anyBlock, { maxLength: 3 })),
        },
        { requiredKeys: [] },
      ),
    )
    fc.assert(
      fc.property(anyForm, fc.constantFrom(create, edit), (input, context) => {
        for (const key of Object.keys(errorsOf(validateAnnouncementForm(input, context)))) expect(key).toMatch(name)
      }),
    )
  })
})
