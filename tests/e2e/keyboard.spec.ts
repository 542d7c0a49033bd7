import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { loginForm, signIn } from "./support/session.ts"
import { keepScreenshot } from "./ui-pages-support.ts"

const company = "شیشه آسمان"

/** The outline a control shows now: visible when it has a style, a width and a colour that is not transparent. */
const outlineOf = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element)
    const transparent = style.outlineColor === "transparent" || /rgba\(.*,\s*0\)$/.test(style.outlineColor)
    return {
      visible: style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2 && !transparent,
      style: style.outlineStyle,
      colour: style.outlineColor,
    }
  })

/** Tabs forward from `from` until `target` has the focus, as a keyboard user does (at most 10 presses). */
const tabTo = async (page: Page, from: Locator, target: Locator) => {
  await from.focus()
  for (let press = 0; press < 10; press++) {
    await page.keyboard.press("Tab")
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error("the control was not reached with the Tab key")
}

test("the first Tab stop of the shell is the skip link, and it takes focus to the page's content", async ({ page }) => {
  await signIn(page, "sales-manager")
  await page.goto("/dashboard/customer-list")
  await expect(page.getByRole("heading", { name: "مشتریان", level: 1 })).toBeVisible()
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: "پرش به محتوای اصلی" })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport({ ratio: 1 })
  await keepScreenshot(page, "keyboard-skip-link-1280")
  await page.keyboard.press("Enter")
  await expect(page.locator("main")).toBeFocused()
  await expect(page).toHaveURL(/\/dashboard\/customer-list$/)
  // The next stop is inside the page, past the whole sidebar.
  await page.keyboard.press("Tab")
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true)
  expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="sidebar"]') === null)).toBe(true)
})

test("a switch reached with the keyboard shows a focus ring, in a form and in a list row", async ({ page }) => {
  await signIn(page, "sales-manager")
  await page.goto("/dashboard/glass-type")
  const active = page.getByRole("switch", { name: "فعال" })
  await expect(active).toBeVisible()
  expect((await outlineOf(active)).visible).toBe(false)
  await tabTo(page, page.getByRole("textbox", { name: /^نام/ }), active)
  await expect.poll(async () => (await outlineOf(active)).visible).toBe(true)
  await keepScreenshot(page, "keyboard-switch-form-1280")

  await page.goto("/dashboard/glass-type-list")
  const row = page.getByRole("table").getByRole("row").nth(1)
  const toggle = row.getByRole("switch")
  await expect(toggle).toBeVisible()
  expect((await outlineOf(toggle)).visible).toBe(false)
  await tabTo(page, row.getByRole("link").first(), toggle)
  await expect.poll(async () => (await outlineOf(toggle)).visible).toBe(true)
  // A mouse click gives no ring: it is shown for the keyboard.
  await page.keyboard.press("Escape")
  await page.getByRole("heading", { level: 1 }).click()
  await expect.poll(async () => (await outlineOf(toggle)).visible).toBe(false)
})

test("the login card opens with the identifier focused", async ({ page }) => {
  await page.goto("/")
  await expect(loginForm(page).identifier).toBeFocused()
  await expect(page).toHaveTitle(`ورود — ${company}`)
})

test("every page names the browser tab after itself, a form after adding or editing", async ({ page }) => {
  await signIn(page, "sales-manager")
  await expect(page).toHaveTitle(`داشبورد — ${company}`)
  const pages: ReadonlyArray<readonly [string, string]> = [
    ["/dashboard/customer-list", "مشتریان"],
    ["/dashboard/customer/individual", "افزودن مشتری"],
    ["/dashboard/glass-type-list", "انواع شیشه"],
    ["/dashboard/glass-type", "افزودن نوع شیشه"],
    ["/dashboard/user-list", "کاربران"],
    ["/dashboard/edit-password", "تغییر رمز عبور"],
    ["/dashboard/nowhere", "صفحه پیدا نشد"],
  ]
  for (const [path, name] of pages) {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name)
    await expect(page).toHaveTitle(`${name} — ${company}`)
  }
  // An edit form names itself once it is open from its row.
  await page.goto("/dashboard/glass-type-list")
  await page
    .getByRole("table")
    .getByRole("row")
    .nth(1)
    .getByRole("link", { name: /^ویرایش / })
    .click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ویرایش نوع شیشه")
  await expect(page).toHaveTitle(`ویرایش نوع شیشه — ${company}`)
  await page.goto("/dashboard/customer-list")
  await page
    .getByRole("table")
    .getByRole("row")
    .nth(1)
    .getByRole("link", { name: /^ویرایش / })
    .click()
  await expect(page).toHaveTitle(`ویرایش مشتری — ${company}`)
})
