import { addDays, formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import { persianDigits, type DemoRole } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, expectNoSeriousViolations, keepScreenshot, persianNumber, uniqueName } from "./ui-pages-support.ts"
import type { Page } from "@playwright/test"

// Messages copied from the specification (sections 5 and 8) and product.md section 7, never from the code under test.
const titleRequired = "عنوان الزامی است"
const atLeastOne = "حداقل یک اطلاعیه وارد کنید"
const contentRequired = "محتوا الزامی است"
const linkInvalid = "ادرس را بدرستی وارد کنید"
const notPdf = "فایل باید یک PDF باشد."
const startInPast = "تاریخ شروع اطلاعیه نمیتواند از تاریخ حال عقب باشد"
const startRequired = "تاریخ شروع الزامی است"
const endBeforeStart = "تاریخ پایان نمیتواند قبل از تاریخ شروع باشد"

const pdf = {
  name: "price-list.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
}
const today = () => todayInTehran(Date.now())
const shownDate = (offset: number) => persianDigits(formatJalali(addDays(today(), offset)))
const block = (page: Page, number: number) => page.getByRole("group", { name: `اطلاعیه ${persianNumber(number)}` })
const card = (page: Page, title: string) => page.getByRole("article", { name: title })
const editors: ReadonlyArray<DemoRole> = ["super-admin", "sales-manager"]
const readers: ReadonlyArray<DemoRole> = ["sales-expert", "financial-manager", "production-manager"]

test.describe("announcements", () => {
  for (const role of editors) {
    test(`the list as ${role}: cards with state, pinned mark, range, link, an edit icon and the add button`, async ({
      page,
      request,
      baseURL,
    }) => {
      // The seed dates its blocks on the day the server started, which is not today after Tehran's midnight: the API says which day.
      const api = await apiAs(request, baseURL ?? "", role)
      const titles = (
        (await (await api.get("/Admin/announcement_title")).json()) as {
          data: { data: Array<{ title: string; announcements: Array<{ show_from: string; show_until: string | null }> }> }
        }
      ).data.data
      const seeded = titles.find((candidate) => candidate.title === "ساعات کاری کارخانه")?.announcements[0]
      expect(seeded?.show_until).toBeTruthy()
      await signIn(page, role)
      await page.goto("/dashboard/announcement-list")
      const hours = card(page, "ساعات کاری کارخانه")
      await expect(hours).toBeVisible()
      await expect(hours.getByText("فعال", { exact: true }).first()).toBeVisible()
      await expect(hours.getByText("مهم", { exact: true })).toBeVisible()
      await expect(hours).toContainText(`${persianDigits(seeded?.show_from ?? "")} تا ${persianDigits(seeded?.show_until ?? "")}`)
      await expect(hours).not.toContainText(/[0-9]/)
      await expect(card(page, "تغییر قیمت شیشه‌های رفلکس").getByRole("link", { name: "پیوند" })).toHaveAttribute(
        "href",
        "https://www.example.com/price-list",
      )
      await expect(hours.getByRole("link", { name: "ویرایش ساعات کاری کارخانه" })).toHaveAttribute(
        "href",
        /\/dashboard\/announcement\/\d+$/,
      )
      await expect(page.getByRole("link", { name: "افزودن اطلاعیه" })).toHaveAttribute("href", "/dashboard/announcement")
    })
  }

  for (const role of readers) {
    test(`as ${role} the announcements are read without any edit icon or add button`, async ({ page }) => {
      await signIn(page, role)
      // The home page shows each block of a title as its own card, so the title may appear more than once.
      await expect(page.getByRole("heading", { name: "ساعات کاری کارخانه" }).first()).toBeVisible()
      await page.goto("/dashboard/announcement-list")
      await expect(card(page, "ساعات کاری کارخانه")).toBeVisible()
      await expect(card(page, "ساعات کاری کارخانه").getByText("مهم", { exact: true })).toBeVisible()
      await expect(page.getByRole("link", { name: /^ویرایش / })).toHaveCount(0)
      await expect(page.getByRole("link", { name: "افزودن اطلاعیه" })).toHaveCount(0)
      await page.goto("/dashboard/announcement")
      await expect(page.getByText("شما به این بخش دسترسی ندارید")).toBeVisible()
    })
  }

  test("an announcement is added with two blocks and a PDF, then edited keeping its file", async ({ page, baseURL }) => {
    await signIn(page, "sales-manager")
    await page.goto("/dashboard/announcement-list")
    await page.getByRole("link", { name: "افزودن اطلاعیه" }).click()
    await expect(page).toHaveURL(/\/dashboard\/announcement$/)
    await expect(page.getByRole("heading", { name: "افزودن اطلاعیه", level: 1 })).toBeVisible()
    const title = uniqueName("تعطیلات نوروز")
    await page.getByLabel("عنوان", { exact: true }).fill(title)
    await block(page, 1).getByLabel("محتوا").fill("کارخانه از ۲۵ اسفند تا ۵ فروردین تعطیل است.")
    const start = block(page, 1).getByLabel("تاریخ شروع", { exact: true })
    await expect(start).toHaveValue(shownDate(0))
    // The day the form opened on, read once, so the card below is checked against what was saved.
    const startShown = await start.inputValue()
    const endShown = shownDate(10)
    await block(page, 1).getByLabel("تاریخ پایان", { exact: true }).fill(endShown)
    await block(page, 1).getByLabel("پیوند").fill("https://example.com/holidays")
    await block(page, 1).getByLabel("فایل PDF").setInputFiles(pdf)
    await expect(block(page, 1)).toContainText(pdf.name)
    await block(page, 1).getByRole("switch", { name: "مهم" }).click()
    await expect(block(page, 1).getByRole("button", { name: /^حذف/ })).toHaveCount(0)
    await page.getByRole("button", { name: "افزودن اطلاعیه" }).click()
    await expect(block(page, 2)).toBeVisible()
    await expect(block(page, 1).getByRole("button", { name: "حذف اطلاعیه ۱" })).toBeVisible()
    await block(page, 2).getByLabel("محتوا").fill("سفارش‌های فوری را تا ۲۰ اسفند ثبت کنید.")
    await page.getByRole("button", { name: "افزودن اطلاعیه" }).click()
    await block(page, 3).getByRole("button", { name: "حذف اطلاعیه ۳" }).click()
    await expect(block(page, 3)).toHaveCount(0)
    await keepScreenshot(page, "announcement-form-filled-1280")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("اطلاعیه با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/announcement-list$/)

    const created = card(page, title)
    await expect(created.getByRole("listitem")).toHaveCount(2)
    await expect(created.getByRole("listitem").first()).toContainText("مهم")
    await expect(created.getByRole("listitem").first()).toContainText(`${startShown} تا ${endShown}`)
    const file = created.getByRole("link", { name: "فایل پیوست" })
    const href = await file.getAttribute("href")
    expect(href).toMatch(/^\/api\/files\//)
    const download = await page.request.get(`${baseURL}${href}`)
    expect(download.headers()["content-type"]).toContain("application/pdf")
    expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-")
    await keepScreenshot(page, "announcement-list-1280")

    await created.getByRole("link", { name: `ویرایش ${title}` }).click()
    await expect(page.getByRole("heading", { name: "ویرایش اطلاعیه", level: 1 })).toBeVisible()
    await expect(page.getByLabel("عنوان", { exact: true })).toHaveValue(title)
    await expect(block(page, 1).getByRole("link", { name: "فایل پیوست فعلی" })).toHaveAttribute("href", href ?? "")
    await expect(block(page, 2).getByRole("link", { name: "فایل پیوست فعلی" })).toHaveCount(0)
    await block(page, 2).getByLabel("محتوا").fill("سفارش‌های فوری را تا ۲۲ اسفند ثبت کنید.")
    await keepScreenshot(page, "announcement-form-edit-1280")
    await expectNoSeriousViolations(page)
    await page.getByRole("button", { name: "ویرایش", exact: true }).click()
    await expect(page.getByText("اطلاعیه با موفقیت ویرایش شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/announcement-list$/)
    await expect(card(page, title)).toContainText("تا ۲۲ اسفند")
    await expect(card(page, title).getByRole("link", { name: "فایل پیوست" })).toHaveAttribute("href", href ?? "")
  })

  test("every rule speaks under its field after the first submit, and not before", async ({ page }) => {
    await signIn(page, "super-admin")
    await page.goto("/dashboard/announcement")
    await page.getByLabel("عنوان", { exact: true }).focus()
    await page.getByLabel("عنوان", { exact: true }).blur()
    await expect(page.getByText(titleRequired)).toHaveCount(0)
    await block(page, 1).getByLabel("پیوند").fill("نشانی")
    await block(page, 1).getByLabel("تاریخ شروع", { exact: true }).fill(shownDate(-1))
    await block(page, 1).getByLabel("تاریخ پایان", { exact: true }).fill(shownDate(-3))
    await block(page, 1)
      .getByLabel("فایل PDF")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") })
    await expect(page.getByText(linkInvalid)).toHaveCount(0)
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText(titleRequired)).toBeVisible()
    await expect(block(page, 1).getByText(contentRequired)).toBeVisible()
    await expect(block(page, 1).getByText(linkInvalid)).toBeVisible()
    await expect(block(page, 1).getByText(startInPast)).toBeVisible()
    await expect(block(page, 1).getByText(endBeforeStart)).toBeVisible()
    await expect(block(page, 1).getByText(notPdf)).toBeVisible()
    await expect(block(page, 1).getByLabel("محتوا")).toHaveAccessibleDescription(contentRequired)
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "announcement-form-errors-1280")

    // A file that claims to be a PDF but does not start with %PDF- is refused too.
    await block(page, 1)
      .getByLabel("فایل PDF")
      .setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("GIF89a") })
    await expect(block(page, 1).getByText(notPdf)).toBeVisible()
    await block(page, 1).getByLabel("فایل PDF").setInputFiles(pdf)
    await expect(block(page, 1).getByText(notPdf)).toHaveCount(0)
    await page.getByLabel("عنوان", { exact: true }).fill("عنوان")
    await expect(page.getByText(titleRequired)).toHaveCount(0)
    await block(page, 1).getByRole("button", { name: "پاک کردن تاریخ شروع" }).click()
    await expect(block(page, 1).getByText(startRequired)).toBeVisible()
    await block(page, 1).getByLabel("تاریخ شروع", { exact: true }).fill(shownDate(0))
    await expect(block(page, 1).getByText(startInPast)).toHaveCount(0)
    await expect(page).toHaveURL(/\/dashboard\/announcement$/)
  })

  test("a start date before today is refused when adding and accepted when editing", async ({ page }) => {
    await signIn(page, "super-admin")
    await page.goto("/dashboard/announcement-list")
    await card(page, "تغییر قیمت شیشه‌های رفلکس")
      .getByRole("link", { name: /^ویرایش/ })
      .click()
    await expect(page.getByRole("heading", { name: "ویرایش اطلاعیه", level: 1 })).toBeVisible()
    await block(page, 1).getByLabel("تاریخ شروع", { exact: true }).fill(shownDate(-5))
    await page.getByRole("button", { name: "ویرایش", exact: true }).click()
    await expect(page.getByText("اطلاعیه با موفقیت ویرایش شد")).toBeVisible()
    await expect(card(page, "تغییر قیمت شیشه‌های رفلکس")).toContainText(shownDate(-5))
  })

  test("the server refuses bad announcements with the Persian messages (422)", async ({ request, baseURL }) => {
    const api = await apiAs(request, baseURL ?? "", "super-admin")
    const empty = await api.multipart("/Admin/announcement_title", { title: "", is_active: "1" })
    expect(empty.status()).toBe(422)
    const emptyErrors = ((await empty.json()) as { errors: Record<string, string[]> }).errors
    expect(emptyErrors.title).toEqual([titleRequired])
    expect(emptyErrors.announcements).toEqual([atLeastOne])
    const bad = await api.multipart("/Admin/announcement_title", {
      title: "عنوان",
      is_active: "1",
      "announcements[0][content]": "",
      "announcements[0][link]": "ftp:/x",
      "announcements[0][is_active]": "1",
      "announcements[0][is_pinned]": "0",
      "announcements[0][show_from]": formatJalali(addDays(today(), -1)),
      "announcements[0][show_until]": "",
      "announcements[0][file]": { name: "a.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf") },
    })
    expect(bad.status()).toBe(422)
    const errors = ((await bad.json()) as { errors: Record<string, string[]> }).errors
    expect(errors["announcements.0.content"]).toEqual([contentRequired])
    expect(errors["announcements.0.link"]).toEqual([linkInvalid])
    expect(errors["announcements.0.show_from"]).toEqual([startInPast])
    expect(errors["announcements.0.file"]).toEqual([notPdf])
  })

  test("a save the server refuses shows its message in a toast and under the field, and stays on the form", async ({ page }) => {
    await signIn(page, "super-admin")
    await page.goto("/dashboard/announcement")
    await page.getByLabel("عنوان", { exact: true }).fill("کاتالوگ")
    await block(page, 1).getByLabel("محتوا").fill("کاتالوگ کامل محصولات")
    // A PDF over the server's 10 MB limit passes the browser's rules; the real server refuses it with a Persian message.
    const large = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(11 * 1024 * 1024, 32)])
    await block(page, 1)
      .getByLabel("فایل PDF")
      .setInputFiles({ name: "catalogue.pdf", mimeType: "application/pdf", buffer: large })
    await page.getByRole("button", { name: "ثبت" }).click()
    // The answer names the field, so its message shows under the file input as well as in the toast.
    await expect(page.getByTestId("toast").getByText(/^حجم (فایل|درخواست)/)).toBeVisible()
    await expect(block(page, 1).getByText(/^حجم فایل/)).toBeVisible()
    await expect(block(page, 1).getByLabel("فایل PDF")).toHaveAttribute("aria-invalid", "true")
    await expect(page).toHaveURL(/\/dashboard\/announcement$/)
  })

  test("a server error (500) on save shows the general failure text", async ({ page }) => {
    await signIn(page, "super-admin")
    await page.route("**/api/Admin/announcement_title", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.fallback(),
    )
    await page.goto("/dashboard/announcement")
    await page.getByLabel("عنوان", { exact: true }).fill("اطلاعیه")
    await block(page, 1).getByLabel("محتوا").fill("متن")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("خطایی رخ داد، لطفاً دوباره تلاش کنید")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/announcement$/)
  })

  test("the list passes the accessibility scan", async ({ page }) => {
    await signIn(page, "super-admin")
    await page.goto("/dashboard/announcement-list")
    await expect(card(page, "ساعات کاری کارخانه")).toBeVisible()
    await expectNoSeriousViolations(page)
  })
})

test.describe("announcements on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test("add an announcement and see its card", async ({ page }) => {
    await signIn(page, "super-admin")
    await page.goto("/dashboard/announcement-list")
    await expect(card(page, "ساعات کاری کارخانه")).toBeVisible()
    await keepScreenshot(page, "announcement-list-375")
    await page.getByRole("link", { name: "افزودن اطلاعیه" }).click()
    const title = uniqueName("بازدید کارخانه")
    await page.getByLabel("عنوان", { exact: true }).fill(title)
    await block(page, 1).getByLabel("محتوا").fill("بازدید مشتریان از خط تولید دوجداره پنجشنبه‌ها آزاد است.")
    await block(page, 1).getByLabel("فایل PDF").setInputFiles(pdf)
    await keepScreenshot(page, "announcement-form-375")
    await expectNoSeriousViolations(page)
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("اطلاعیه با موفقیت افزوده شد")).toBeVisible()
    await expect(card(page, title).getByRole("link", { name: "فایل پیوست" })).toBeVisible()
  })
})
