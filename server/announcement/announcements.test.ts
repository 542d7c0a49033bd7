import { afterAll, describe, expect, it } from "vitest"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { announcementForm, pdfBytes, validBlock } from "../testing/forms.ts"
import { signedInServerPerTest } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"

afterAll(dropTestSchemas)

interface Block {
  id: number
  content: string
  link: string | null
  file: string | null
  is_active: boolean
  is_pinned: boolean
  show_from: string
  show_until: string | null
}
interface Title {
  id: number
  title: string
  is_active: boolean
  announcements: Array<Block>
}

const pdf = (bytes = pdfBytes()) => new Blob([bytes as BlobPart], { type: "application/pdf" })

describe.each(testDialects)("announcements on %s", (dialect) => {
  const signedIn = signedInServerPerTest(dialect, "super-admin")

  const create = (form: FormData) => signedIn.t.request("POST", "/api/Admin/announcement_title", { token: signedIn.token, form })
  const update = (id: number, form: FormData) =>
    signedIn.t.request("POST", `/api/Admin/announcement_title/${id}`, { token: signedIn.token, form })
  const titles = async () =>
    (
      (await signedIn.t.request("GET", "/api/Admin/announcement_title", { token: signedIn.token })).body as {
        data: { data: Array<Title> }
      }
    ).data.data

  it("lists every title with its blocks under data.data, readable by every role", async () => {
    const seeded = await titles()
    expect(seeded.map((title) => title.title)).toEqual(["تغییر قیمت شیشه‌های رفلکس", "ساعات کاری کارخانه"])
    expect(seeded[1]?.announcements).toHaveLength(2)
    const expert = await signedIn.t.signIn("financial-manager")
    expect((await signedIn.t.request("GET", "/api/Admin/announcement_title", { token: expert })).status).toBe(200)
  })

  it("creates a title with blocks and a PDF (201), normalising flags and Persian-digit dates", async () => {
    const form = announcementForm("ساعات کاری نوروز", "1", [
      { ...validBlock, content: "تعطیل از ۲۵ اسفند", is_pinned: "1", show_from: "۱۴۰۳/۱۲/۲۰", show_until: "", file: pdf() },
      { ...validBlock, content: "بارگیری با هماهنگی", link: "https://example.com/a", is_active: "0" },
    ])
    const answer = await create(form)
    expect(answer.status).toBe(201)
    const { data } = answer.body as { data: Title }
    expect(data).toMatchObject({ title: "ساعات کاری نوروز", is_active: true })
    expect(data.announcements.map(({ id: _, file: __, ...block }) => block)).toEqual([
      { content: "تعطیل از ۲۵ اسفند", link: null, is_active: true, is_pinned: true, show_from: "1403/12/20", show_until: null },
      {
        content: "بارگیری با هماهنگی",
        link: "https://example.com/a",
        is_active: false,
        is_pinned: false,
        show_from: "1403/12/20",
        show_until: "1403/12/29",
      },
    ])
    expect(data.announcements[0]?.file).toMatch(/^\/api\/files\/[0-9a-f]{32}\.pdf$/)
    expect(data.announcements[1]?.file).toBeNull()
    expect((await titles())[0]).toEqual(data)
  })

  it("serves an attachment without a token as application/pdf with nosniff, and 404 for any other name", async () => {
    const bytes = pdfBytes(2048)
    const { data } = (await create(announcementForm("فایل", "1", [{ ...validBlock, file: pdf(bytes) }]))).body as { data: Title }
    const url = data.announcements[0]?.file ?? ""
    const file = await signedIn.t.request("GET", url)
    expect(file.status).toBe(200)
    expect(file.headers.get("content-type")).toBe("application/pdf")
    expect(file.headers.get("x-content-type-options")).toBe("nosniff")
    expect(file.bytes).toEqual(bytes)
    for (const name of ["0123456789abcdef0123456789abcdef.pdf", "..%2F..%2Fetc%2Fpasswd", "abc"])
      expect((await signedIn.t.request("GET", `/api/files/${name}`)).status).toBe(404)
  })

  it("refuses bad forms with 422 and the specification's messages under dotted names, writing and storing nothing", async () => {
    const before = await snapshot(signedIn.t.db)
    const cases: ReadonlyArray<[FormData, Record<string, Array<string>>]> = [
      [announcementForm("", "1", [validBlock]), { title: ["عنوان الزامی است"] }],
      [announcementForm("عنوان", "1", []), { announcements: ["حداقل یک اطلاعیه وارد کنید"] }],
      [
        announcementForm("عنوان", "1", [validBlock, { ...validBlock, content: "" }]),
        { "announcements.1.content": ["محتوا الزامی است"] },
      ],
      [
        announcementForm("عنوان", "1", [{ ...validBlock, link: "not a url" }]),
        { "announcements.0.link": ["ادرس را بدرستی وارد کنید"] },
      ],
      [
        announcementForm("عنوان", "1", [{ ...validBlock, show_from: "1403/12/19" }]),
        { "announcements.0.show_from": ["تاریخ شروع اطلاعیه نمیتواند از تاریخ حال عقب باشد"] },
      ],
      [
        announcementForm("عنوان", "1", [{ ...validBlock, file: new Blob(["%PDF-1.4"], { type: "text/plain" }) }]),
        { "announcements.0.file": ["فایل باید یک PDF باشد."] },
      ],
      [
        announcementForm("عنوان", "1", [{ ...validBlock, file: new Blob(["<html>"], { type: "application/pdf" }) }]),
        { "announcements.0.file": ["فایل باید یک PDF باشد."] },
      ],
      [
        announcementForm("عنوان", "1", [{ ...validBlock, file: pdf(pdfBytes(10 * 1024 * 1024 + 1)) }]),
        { "announcements.0.file": ["حجم فایل نباید بیشتر از 10 مگابایت باشد"] },
      ],
    ]
    for (const [form, errors] of cases) {
      const answer = await create(form)
      expect(answer.status).toBe(422)
      expect(answer.body).toEqual({ message: Object.values(errors)[0]?.[0], errors })
    }
    expect(
      (await signedIn.t.request("POST", "/api/Admin/announcement_title", { token: signedIn.token, json: { title: "x" } })).status,
    ).toBe(422)
    expect(
      (
        await signedIn.t.request("POST", "/api/Admin/announcement_title", {
          token: signedIn.token,
          body: "--x\r\nbroken",
          headers: { "content-type": "multipart/form-data; boundary=x" },
        })
      ).status,
    ).toBe(422)
    expect(await snapshot(signedIn.t.db)).toEqual(before)
    expect(signedIn.t.files.names()).toEqual([])
  })

  it("updates in one go: unsent blocks are deleted, a block sent without a file keeps it, a new file replaces the old", async () => {
    const created = (
      (
        await create(
          announcementForm("عنوان", "1", [
            { ...validBlock, content: "اول", file: pdf() },
            { ...validBlock, content: "دوم", file: pdf() },
            { ...validBlock, content: "سوم", file: pdf() },
          ]),
        )
      ).body as { data: Title }
    ).data
    const [first, second, third] = created.announcements
    const answer = await update(
      created.id,
      announcementForm("عنوان تازه", "0", [
        { ...validBlock, id: String(third?.id), content: "سوم ویرایش‌شده", show_from: "1400/01/01" },
        { ...validBlock, id: String(first?.id), content: "اول", file: pdf() },
        { ...validBlock, content: "چهارم" },
      ]),
    )
    expect(answer.status).toBe(200)
    const saved = (answer.body as { data: Title }).data
    expect(saved).toMatchObject({ id: created.id, title: "عنوان تازه", is_active: false })
    expect(saved.announcements.map((block) => block.content)).toEqual(["سوم ویرایش‌شده", "اول", "چهارم"])
    expect(saved.announcements[0]).toMatchObject({ id: third?.id, file: third?.file, show_from: "1400/01/01" })
    expect(saved.announcements[1]?.id).toBe(first?.id)
    expect(saved.announcements[1]?.file).not.toBe(first?.file)
    expect(saved.announcements[2]?.file).toBeNull()
    // The files of the deleted block and the replaced one are gone; the kept ones remain.
    const served = async (url: string | null | undefined) => (await signedIn.t.request("GET", url ?? "/api/files/none")).status
    expect([
      await served(first?.file),
      await served(second?.file),
      await served(third?.file),
      await served(saved.announcements[1]?.file),
    ]).toEqual([404, 404, 200, 200])
  })

  it("answers 404 for an unknown title and 422 for a block of another title or one sent twice, writing and storing nothing", async () => {
    const before = await snapshot(signedIn.t.db)
    for (const id of ["999", "abc", "1e99"])
      expect(
        (
          await signedIn.t.request("POST", `/api/Admin/announcement_title/${id}`, {
            token: signedIn.token,
            form: announcementForm("عنوان", "1", [{ ...validBlock, file: pdf() }]),
          })
        ).status,
      ).toBe(404)
    const foreign = await update(1, announcementForm("عنوان دزدیده", "1", [{ ...validBlock, id: "3", file: pdf() }]))
    expect(foreign.status).toBe(422)
    expect(foreign.body).toEqual({
      message: "این اطلاعیه متعلق به این عنوان نیست",
      errors: { "announcements.0.id": ["این اطلاعیه متعلق به این عنوان نیست"] },
    })
    const twice = await update(
      1,
      announcementForm("عنوان", "1", [
        { ...validBlock, id: "1", file: pdf() },
        { ...validBlock, id: "۱", file: pdf() },
      ]),
    )
    expect(twice.status).toBe(422)
    expect(twice.body).toEqual({
      message: "شناسه اطلاعیه تکراری است",
      errors: { "announcements.1.id": ["شناسه اطلاعیه تکراری است"] },
    })
    expect(await snapshot(signedIn.t.db)).toEqual(before)
    expect(signedIn.t.files.names()).toEqual([])
  })
})
