import type { Locator, Page } from "@playwright/test"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { identities } from "./support/identities.ts"
import { signIn } from "./support/session.ts"
import { apiAs, expectNoSeriousViolations, keepScreenshot, uniqueName } from "./ui-pages-support.ts"

// The leave question's texts, in the terms of docs/daily-use.md (the forms' button says «ثبت»).
const leaveTitle = "تغییرات ثبت‌نشده"
const leaveText = "تغییراتی که وارد کرده‌اید ثبت نشده است. از این صفحه خارج می‌شوید؟"
const leave = "خروج بدون ثبت"
const stay = "ماندن در صفحه"

const ids = identities({ codeFrom: 200_000_000, idDigit: "2", mobilePrefix: "0935" })
const { nationalId, mobile } = ids

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
/** A viewport-sized picture (a full-page one draws a dialog's fixed backdrop over half the page) for the team to look at. */
const keepView = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png` })
const leaveDialog = (page: Page) => page.getByRole("dialog", { name: leaveTitle })

/** Every dialog the browser itself opens (beforeunload), dismissed unless told otherwise. */
const browserDialogs = (page: Page, answer: "accept" | "dismiss" = "dismiss") => {
  const seen: Array<string> = []
  page.on("dialog", (dialog) => {
    seen.push(dialog.type())
    void (answer === "accept" ? dialog.accept() : dialog.dismiss())
  })
  return seen
}

/** Whether the focused element is this input and stands uncovered inside the window. */
const expectFocusedInView = async (page: Page, input: Locator) => {
  await expect(input).toBeFocused()
  const seen = await input.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return { inside: box.top >= 0 && box.bottom <= window.innerHeight, uncovered: top === element || element.contains(top) }
  })
  expect(seen).toEqual({ inside: true, uncovered: true })
}

test.describe("leaving a form with changes", () => {
  test.beforeEach(async ({ page }) => signIn(page, "sales-manager"))

  test("a sidebar link asks in Persian; staying keeps the typed work, leaving goes", async ({ page }) => {
    await page.goto("/dashboard/customer/individual")
    await field(page, "نام").fill("نرگس")
    await page.getByTestId("sidebar").getByRole("link", { name: "کاربران" }).click()
    const dialog = leaveDialog(page)
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(leaveText)
    await expectNoSeriousViolations(page)
    await dialog.getByRole("button", { name: stay }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page).toHaveURL(/\/dashboard\/customer\/individual$/)
    await expect(field(page, "نام")).toHaveValue("نرگس")
    await page.getByTestId("sidebar").getByRole("link", { name: "کاربران" }).click()
    await leaveDialog(page).getByRole("button", { name: leave }).click()
    await expect(page).toHaveURL(/\/dashboard\/user-list$/)
  })

  test("the form's back link and the browser's back button ask too, and Escape stays", async ({ page }) => {
    await page.goto("/dashboard/customer-list")
    await page.getByRole("link", { name: "افزودن مشتری" }).click()
    await expect(page).toHaveURL(/\/dashboard\/customer\/individual$/)
    await field(page, "شهر").fill("کرمان")
    await page.getByRole("link", { name: "بازگشت به فهرست" }).click()
    await expect(leaveDialog(page)).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(leaveDialog(page)).toHaveCount(0)
    await expect(field(page, "شهر")).toHaveValue("کرمان")
    await page.goBack()
    await expect(leaveDialog(page)).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/customer\/individual$/)
    await leaveDialog(page).getByRole("button", { name: stay }).click()
    await expect(field(page, "شهر")).toHaveValue("کرمان")
    await page.goBack()
    await leaveDialog(page).getByRole("button", { name: leave }).click()
    await expect(page).toHaveURL(/\/dashboard\/customer-list$/)
  })

  test("reloading or closing the tab has the browser ask; a form without changes lets the tab go", async ({ page, context }) => {
    await page.goto("/dashboard/user")
    await expect(field(page, "نام")).toBeVisible()
    const quiet = browserDialogs(page)
    await page.reload()
    await field(page, "نام").fill("سارا")
    await page.reload({ timeout: 3000 }).catch(() => undefined)
    expect(quiet).toEqual(["beforeunload"])
    // Staying (the browser's cancel) kept the page and what was typed.
    await expect(field(page, "نام")).toHaveValue("سارا")

    const tab = await context.newPage()
    await tab.goto("/dashboard/user")
    await field(tab, "نام خانوادگی").fill("نوری")
    const asked = browserDialogs(tab, "accept")
    await tab.close({ runBeforeUnload: true })
    await expect.poll(() => asked).toEqual(["beforeunload"])
  })

  test("no question after a save returns to the list, nor on a form loaded and left unchanged", async ({
    page,
    request,
    baseURL,
  }) => {
    const dialogs = browserDialogs(page)
    const api = await apiAs(request, baseURL ?? "", "sales-manager")
    const company = uniqueName("شیشه آرین")
    const made = await api.post("/Admin/customer", {
      type: "legal",
      company_name: company,
      national_id: nationalId(),
      representative_name: "مینا یزدانی",
      representative_mobile: mobile(),
    })
    const { data } = (await made.json()) as { data: { id: number } }
    await page.goto(`/dashboard/customer/${data.id}`)
    await expect(field(page, "نام شرکت")).toHaveValue(company)
    // A change undone is no change.
    await field(page, "شهر").fill("یزد")
    await field(page, "شهر").fill("")
    await page.getByTestId("sidebar").getByRole("link", { name: "کاربران" }).click()
    await expect(page).toHaveURL(/\/dashboard\/user-list$/)
    await page.goBack()
    await field(page, "شهر").fill("یزد")
    await page.getByRole("button", { name: "ویرایش", exact: true }).click()
    await expect(page.getByText("با موفقیت ویرایش شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/customer-list$/)
    await expect(leaveDialog(page)).toHaveCount(0)
    expect(dialogs).toEqual([])
  })

  test("switching a new customer between حقیقی and حقوقی keeps the shared fields and the keyboard on the switch", async ({
    page,
  }) => {
    await page.goto("/dashboard/customer/individual")
    await field(page, "نام").fill("پرویز")
    await field(page, "شماره همراه").fill("۰۹۱۲۳۴۵۶۷۸۹")
    await field(page, "تلفن").fill("۰۲۱۸۸۷۷۶۶۵۵")
    await field(page, "کد پستی").fill("۱۴۳۵۶۷۸۹۱۲")
    await field(page, "شهر").fill("قزوین")
    await field(page, "سقف اعتبار").pressSequentially("۵۰۰۰۰۰۰")
    await field(page, "نشانی").fill("خیابان فردوسی، پلاک ۱۲")
    await page.getByLabel("کارشناس فروش").selectOption({ label: "حسین کریمی" })
    // By keyboard, as staff tab through the form: the arrow moves the choice to the other type.
    await page.getByRole("radio", { name: "حقیقی" }).focus()
    await page.keyboard.press("ArrowLeft")
    await expect(page).toHaveURL(/\/dashboard\/customer\/legal$/)
    await expect(page.getByRole("radio", { name: "حقوقی" })).toBeChecked()
    await expect(page.getByRole("radio", { name: "حقوقی" })).toBeFocused()
    await expect(field(page, "شماره همراه نماینده")).toHaveValue("۰۹۱۲۳۴۵۶۷۸۹")
    await expect(field(page, "تلفن")).toHaveValue("۰۲۱۸۸۷۷۶۶۵۵")
    await expect(field(page, "کد پستی")).toHaveValue("۱۴۳۵۶۷۸۹۱۲")
    await expect(field(page, "شهر")).toHaveValue("قزوین")
    await expect(field(page, "سقف اعتبار")).toHaveValue("۵,۰۰۰,۰۰۰")
    await expect(field(page, "نشانی")).toHaveValue("خیابان فردوسی، پلاک ۱۲")
    await expect(page.getByLabel("کارشناس فروش").locator("option:checked")).toHaveText("حسین کریمی")
    // By pointer and back: the person's own name comes back too, and the work still asks before it is left.
    await page.getByRole("radio", { name: "حقیقی" }).click()
    await expect(page).toHaveURL(/\/dashboard\/customer\/individual$/)
    await expect(page.getByRole("radio", { name: "حقیقی" })).toBeFocused()
    await expect(field(page, "نام")).toHaveValue("پرویز")
    await expect(field(page, "شهر")).toHaveValue("قزوین")
    await page.getByTestId("sidebar").getByRole("link", { name: "کاربران" }).click()
    await expect(leaveDialog(page)).toBeVisible()
    await leaveDialog(page).getByRole("button", { name: leave }).click()
    // A form only switched, nothing typed, is no change.
    await page.goto("/dashboard/customer/individual")
    await page.getByRole("radio", { name: "حقوقی" }).click()
    await expect(page).toHaveURL(/\/dashboard\/customer\/legal$/)
    await page.getByTestId("sidebar").getByRole("link", { name: "کاربران" }).click()
    await expect(page).toHaveURL(/\/dashboard\/user-list$/)
  })
})

for (const width of [1280, 375]) {
  test.describe(`errors in sight at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 800 : 740 } })
    test.beforeEach(async ({ page }) => signIn(page, "sales-manager"))

    test("an empty or wrong submit puts the keyboard on the first field in error and scrolls it into view", async ({ page }) => {
      await page.goto("/dashboard/customer/individual")
      await page.getByRole("button", { name: "ثبت" }).click()
      await expectFocusedInView(page, field(page, "نام"))
      await expectNoSeriousViolations(page)
      await page.evaluate(() => window.scrollTo(0, 0))
      await keepScreenshot(page, `form-errors-marks-${width}`)
      // Fields above are right now; the first wrong one in the page's order is the mobile, above a wrong postal code.
      await field(page, "نام").fill("نرگس")
      await field(page, "نام خانوادگی").fill("احمدی")
      await field(page, "کد ملی").fill("۰۴۹۹۳۷۰۸۹۹")
      await field(page, "کد پستی").fill("۱۲۳")
      await page.getByRole("button", { name: "ثبت" }).scrollIntoViewIfNeeded()
      await page.getByRole("button", { name: "ثبت" }).click()
      await expectFocusedInView(page, field(page, "شماره همراه"))
      await expect(field(page, "کد پستی")).toHaveAttribute("aria-invalid", "true")
    })

    test("the leave question fits the screen", async ({ page }) => {
      await page.goto("/dashboard/user")
      await field(page, "نام").fill("سارا")
      await page.getByRole("link", { name: "بازگشت به فهرست" }).click()
      await expect(leaveDialog(page).getByRole("button", { name: leave })).toBeInViewport()
      await expect(leaveDialog(page).getByRole("button", { name: stay })).toBeInViewport()
      await expect(leaveDialog(page).getByRole("button", { name: stay })).toBeFocused()
      await keepView(page, `leave-dialog-${width}`)
    })

    test("the server's 422 puts the keyboard on its field too", async ({ page, request, baseURL }) => {
      const api = await apiAs(request, baseURL ?? "", "sales-manager")
      const taken = nationalId()
      expect(
        (
          await api.post("/Admin/customer", {
            type: "legal",
            company_name: uniqueName("آینه نگین"),
            national_id: taken,
            representative_name: "کاوه امینی",
            representative_mobile: mobile(),
          })
        ).status(),
      ).toBe(201)
      await page.goto("/dashboard/customer/legal")
      await field(page, "نام شرکت").fill(uniqueName("شیشه پارس"))
      await field(page, "شناسه ملی").fill(persianDigits(taken))
      await field(page, "نام نماینده").fill("مینا یزدانی")
      await field(page, "شماره همراه نماینده").fill(mobile())
      await field(page, "توضیحات").fill("مشتری تازه")
      await field(page, "توضیحات").focus()
      await page.getByRole("button", { name: "ثبت" }).click()
      await expect(field(page, "شناسه ملی")).toHaveAccessibleDescription("این شناسه ملی قبلاً ثبت شده است")
      await expectFocusedInView(page, field(page, "شناسه ملی"))
    })

    test("a group of checkboxes in error gets the keyboard on its first box", async ({ page }) => {
      await page.goto("/dashboard/glass-type")
      await field(page, "نام").fill(uniqueName("شیشه رفلکس"))
      await page.getByRole("button", { name: "ثبت" }).click()
      const group = page.getByRole("group", { name: "ضخامت‌های مجاز" })
      await expectFocusedInView(page, group.getByRole("checkbox").first())
    })
  })
}

test.describe("required marks and keypads", () => {
  test.beforeEach(async ({ page }) => signIn(page, "sales-manager"))

  test("required fields show a star the name does not read, and say so to assistive technology", async ({ page }) => {
    await page.goto("/dashboard/customer/individual")
    await expect(page.getByText("فیلدهای ستاره‌دار الزامی هستند")).toHaveCount(1)
    for (const label of ["نام", "نام خانوادگی", "کد ملی", "شماره همراه"]) {
      await expect(field(page, label)).toHaveAttribute("aria-required", "true")
      await expect(field(page, label)).toHaveAccessibleName(label)
    }
    for (const label of ["تلفن", "کد پستی", "شهر", "سقف اعتبار"])
      await expect(field(page, label)).not.toHaveAttribute("aria-required", "true")
    const star = page.locator("[data-field='name']").getByText("*")
    await expect(star).toBeVisible()
    await expect(star).toHaveAttribute("aria-hidden", "true")
    await page.goto("/dashboard/user")
    await expect(field(page, "رمز عبور")).toHaveAttribute("aria-required", "true")
    await expect(field(page, "نقش")).toHaveAttribute("aria-required", "true")
  })

  test("codes, phone numbers and amounts bring up the phone's digit keypad", async ({ page }) => {
    await page.goto("/dashboard/customer/individual")
    const keypads = { "کد ملی": "numeric", "شماره همراه": "tel", تلفن: "tel", "کد پستی": "numeric", "سقف اعتبار": "numeric" }
    for (const [label, mode] of Object.entries(keypads)) await expect(field(page, label)).toHaveAttribute("inputmode", mode)
    await page.getByRole("radio", { name: "حقوقی" }).click()
    for (const [label, mode] of Object.entries({ "شناسه ملی": "numeric", "کد اقتصادی": "numeric", "شماره همراه نماینده": "tel" }))
      await expect(field(page, label)).toHaveAttribute("inputmode", mode)
    await page.goto("/dashboard/user")
    await expect(field(page, "کد پرسنلی")).toHaveAttribute("inputmode", "numeric")
    await expect(field(page, "شماره همراه")).toHaveAttribute("inputmode", "tel")
    await page.goto("/dashboard/spacer-thickness")
    await expect(field(page, "ضخامت")).toHaveAttribute("inputmode", "numeric")
    await expect(field(page, "قیمت هر متر")).toHaveAttribute("inputmode", "numeric")
  })
})
