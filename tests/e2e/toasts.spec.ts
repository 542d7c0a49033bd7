import type { Locator, Page } from "@playwright/test"
import { addNotification, clearNotifications } from "./support/db.ts"
import { expect, test } from "./support/fixtures.ts"
import { loginForm, signIn } from "./support/session.ts"
import { keepScreenshot, uniqueName } from "./ui-pages-support.ts"

type Box = { x: number; y: number; width: number; height: number }

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox()
  if (!box) throw new Error("the element has no box on screen")
  return box
}

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Checks toasts are on screen right now and none of them, nor their summary, overlaps the control about to be clicked. */
const expectToastsClearOf = async (page: Page, control: Locator): Promise<void> => {
  const toasts = page.getByTestId("toast").or(page.getByTestId("toast-summary"))
  await expect(page.getByTestId("toast").first()).toBeVisible()
  const target = await boxOf(control)
  for (const toast of await toasts.all()) expect(overlap(await boxOf(toast), target)).toBe(false)
}

/** Follows a sidebar link the way staff do at this width: from the sheet on a phone, so no reload drops the toasts. */
const openFromMenu = async (page: Page, label: string, phone: boolean): Promise<void> => {
  if (phone) await page.getByTestId("sidebar-toggle").click()
  await page
    .getByTestId(phone ? "mobile-sidebar" : "sidebar")
    .getByRole("link", { name: label, exact: true })
    .click()
}

const widths = [
  { width: 1280, height: 800, phone: false, room: 2 },
  { width: 375, height: 740, phone: true, room: 1 },
]

for (const { width, height, phone, room } of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    test("notification toasts stand in the top bar, the rest summarised, clear of a row's switch and a form's save", async ({
      page,
      server,
    }) => {
      clearNotifications(server, "sales-manager")
      // Six unread notifications keep toasts up for 30 s or more, whatever the machine's pace.
      for (const n of [1, 2, 3, 4, 5, 6])
        addNotification(server, "sales-manager", {
          status: "informal",
          message: `پیش‌فاکتور ${n}۰۰ ثبت شد`,
          serial_number: n * 100,
        })
      await signIn(page, "sales-manager")
      const toasts = page.getByTestId("toast")
      await expect(toasts).toHaveCount(room)
      await expect(page.getByTestId("toast-summary")).toHaveText(`و ${room === 2 ? "۴" : "۵"} اعلان دیگر`)
      // The toasts stay inside the top bar, beside its menu and search buttons.
      const bar = await boxOf(page.getByTestId("top-bar"))
      const menuButton = await boxOf(page.getByTestId("sidebar-toggle"))
      const searchButton = await boxOf(page.getByTestId("search-open"))
      for (const toast of await toasts.all()) {
        const box = await boxOf(toast)
        expect(box.y).toBeGreaterThanOrEqual(bar.y)
        expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height)
        expect(overlap(box, menuButton)).toBe(false)
        expect(overlap(box, searchButton)).toBe(false)
      }

      await openFromMenu(page, "نوع شیشه", phone)
      const toggle = page.getByRole("table").getByRole("switch").first()
      await expect(toggle).toBeVisible()
      await keepScreenshot(page, `toasts-list-${width}`)
      await expectToastsClearOf(page, toggle)
      await toggle.click()
      const dialog = page.getByRole("dialog")
      await expect(dialog).toBeVisible()
      await dialog.getByRole("button", { name: "انصراف" }).click()
      await expect(dialog).toHaveCount(0)

      await openFromMenu(page, "اطلاعیه‌ها", phone)
      await page.getByRole("link", { name: "افزودن اطلاعیه" }).click()
      await page.getByRole("textbox", { name: /^عنوان/ }).fill(uniqueName("اطلاعیه آزمایشی"))
      await page
        .getByRole("group", { name: "اطلاعیه ۱" })
        .getByRole("textbox", { name: /^محتوا/ })
        .fill("متن اطلاعیه")
      const save = page.getByRole("button", { name: "ثبت", exact: true })
      await save.scrollIntoViewIfNeeded()
      await keepScreenshot(page, `toasts-form-${width}`)
      await expectToastsClearOf(page, save)
      await save.click()
      // The answer to the save takes the room first; the notifications wait their turn.
      await expect(page.getByTestId("toast").filter({ hasText: "با موفقیت افزوده شد" })).toBeVisible()
      await expect(page).toHaveURL(/\/dashboard\/announcement-list$/)
    })

    test("the summary opens the panel, whose own toasts stand below its list and cover none of it", async ({ page, server }) => {
      clearNotifications(server, "super-admin")
      for (const n of [1, 2, 3])
        addNotification(server, "super-admin", {
          status: "formal",
          message: `فاکتور رسمی ${n}۱ صادر شد`,
          serial_number: n * 10 + 1,
        })
      await signIn(page, "super-admin")
      await expect(page.getByTestId("toast")).toHaveCount(room)
      await page.getByTestId("toast-summary").click()
      const panel = page.getByRole("dialog", { name: "اعلان‌ها" })
      await expect(panel).toBeVisible()
      // The panel lists the notifications, so their toasts are gone.
      await expect(page.getByTestId("toast")).toHaveCount(0)
      const row = panel.getByTestId("notification").filter({ hasText: "فاکتور رسمی ۱۱ صادر شد" })
      await row.getByRole("button", { name: "علامت‌گذاری به‌عنوان خوانده‌شده" }).click()
      const toast = panel.getByTestId("toast").filter({ hasText: "اعلان خوانده شد" })
      await expect(toast).toBeVisible()
      await keepScreenshot(page, `toasts-panel-${width}`)
      const shown = await boxOf(toast)
      const header = panel.locator("header")
      for (const control of [...(await header.getByRole("button").all()), ...(await panel.getByTestId("notification").all())])
        if (await control.isVisible()) expect(overlap(await boxOf(control), shown)).toBe(false)
      await panel.getByRole("button", { name: "بستن اعلان‌ها" }).click()
      await expect(panel).toHaveCount(0)
    })

    test("the login failure toast stands above the card, clear of its fields and button", async ({ page }) => {
      await page.goto("/")
      const form = loginForm(page)
      await form.identifier.fill("1000100001")
      await form.password.fill("Wrong123")
      await form.submit.click()
      await expect(page.getByTestId("toast").filter({ hasText: "رمز عبور یا نام کاربری اشتباه است" })).toBeVisible()
      for (const control of [form.identifier, form.password, form.submit]) await expectToastsClearOf(page, control)
    })
  })
}
