import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { persianDigits } from "./support/accounts.ts"
import { signIn } from "./support/session.ts"
import { expectNoSeriousViolations, keepScreenshot } from "./ui-pages-support.ts"

const latinDigits = /[0-9]/
const persian = (text: string | number): string => persianDigits(String(text))

/** Signs the demo production manager in through the login card, by mobile. */
const signInAsManager = (page: Page): Promise<void> => signIn(page, "production-manager", "mobile")

const mainText = (page: Page) => page.locator("main").innerText()

test.describe("stock sheets and offcuts (production.md section 3)", () => {
  test("the production manager lists and filters the sheets, adds one past the browser's and the server's refusals, edits its count", async ({
    page,
  }) => {
    await signInAsManager(page)
    await page.getByTestId("sidebar").getByRole("link", { name: "ورق‌های انبار" }).click()
    await expect(page).toHaveURL(/\/dashboard\/stock-sheet-list$/)
    await expect(page.getByRole("heading", { name: "ورق‌های انبار", level: 1 })).toBeVisible()
    const table = page.getByRole("table", { name: "فهرست ورق‌های انبار" })
    await expect(table).toContainText(persian("6000 × 3210"))
    expect(await mainText(page)).not.toMatch(latinDigits)
    await expectNoSeriousViolations(page)

    // A mirror comes in the half sheet only, 40 in stock; the filter stays in the URL.
    await page.getByRole("combobox", { name: "نوع شیشه" }).selectOption({ label: "آینه نقره‌ای" })
    await expect(page).toHaveURL(/glass_type_id=\d+/)
    await expect(table.getByRole("row")).toHaveCount(4)
    await expect(table).not.toContainText(persian("6000 × 3210"))
    await expect(table).toContainText(persian("3210 × 2250"))
    await page.reload()
    await expect(page.getByRole("combobox", { name: "نوع شیشه" })).toHaveValue(/\d+/)
    await expect(table.getByRole("row")).toHaveCount(4)
    await keepScreenshot(page, "stock-sheet-list-filtered")

    await page.getByRole("link", { name: "ورق تازه" }).click()
    await expect(page).toHaveURL(/\/dashboard\/stock-sheet$/)
    await page.getByRole("combobox", { name: "نوع شیشه" }).selectOption({ label: "فلوت شفاف" })
    await page.getByRole("combobox", { name: "ضخامت" }).selectOption({ label: persian("6 میلی‌متر") })
    await expect(page.getByText("خالی یعنی به هر تعداد که لازم باشد")).toBeVisible()
    // The browser's rule: a width under 100 mm.
    await page.getByLabel("عرض").fill("50")
    await page.getByLabel("ارتفاع").fill("1830")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText(persian("عرض باید بین 100 و 10000 میلی‌متر باشد"))).toBeVisible()
    // The server's rule: the demo already stocks 6000 × 3210 of this material.
    await page.getByLabel("عرض").fill("6000")
    await page.getByLabel("ارتفاع").fill("3210")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(
      page.getByRole("alert").filter({ hasText: "ورقی با این اندازه برای این نوع شیشه و ضخامت قبلاً ثبت شده است" }).first(),
    ).toBeVisible()
    await keepScreenshot(page, "stock-sheet-form-duplicate")
    const width = 2000 + (Date.now() % 1000)
    await page.getByLabel("عرض").fill(String(width))
    await page.getByLabel("ارتفاع").fill("1500")
    await page.getByLabel("تعداد در انبار").fill("۱۲")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/stock-sheet-list/)

    await page.getByRole("combobox", { name: "نوع شیشه" }).selectOption({ label: "فلوت شفاف" })
    await page.getByRole("combobox", { name: "ضخامت" }).selectOption({ label: persian("6 میلی‌متر") })
    const row = table.getByRole("row").filter({ hasText: persian(`${width} × 1500`) })
    await expect(row).toContainText(persian(12))
    await row.getByRole("link", { name: /^ویرایش/ }).click()
    await expect(page.getByLabel("تعداد در انبار")).toHaveValue(persian(12))
    await page.getByLabel("تعداد در انبار").fill("25")
    await page.getByRole("button", { name: "ویرایش" }).click()
    await expect(page.getByText("با موفقیت ویرایش شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/stock-sheet-list\?/)
    await expect(table.getByRole("row").filter({ hasText: persian(`${width} × 1500`) })).toContainText(persian(25))
    expect(await mainText(page)).not.toMatch(latinDigits)
  })

  test("the production manager discards an offcut after confirming, and it leaves the list of offcuts in stock", async ({
    page,
  }) => {
    await signInAsManager(page)
    await page.getByTestId("sidebar").getByRole("link", { name: "باقی‌مانده‌های برش" }).click()
    await expect(page).toHaveURL(/\/dashboard\/offcut-list$/)
    await expect(page.getByRole("heading", { name: "باقی‌مانده‌های برش", level: 1 })).toBeVisible()
    const table = page.getByRole("table", { name: "فهرست باقی‌مانده‌های برش" })
    // Any offcut in stock will do: the demo's two, or those a released batch left, which other tests of this worker may use.
    const first = table
      .getByRole("row")
      .filter({ has: page.getByRole("button", { name: /^دور ریختن/ }) })
      .first()
    await expect(first).toBeVisible()
    const size = /[۰-۹]+ × [۰-۹]+/.exec(await first.innerText())?.[0] ?? ""
    expect(size).not.toBe("")
    expect(await mainText(page)).not.toMatch(latinDigits)
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "offcut-list")
    // The discarded offcuts are few (one page), so their count of this size tells the discard went through exactly once.
    const state = page.getByRole("combobox", { name: "وضعیت" })
    const discardedOfSize = table.getByRole("row").filter({ hasText: size }).filter({ hasText: "دور ریخته" })
    await state.selectOption({ label: "دور ریخته" })
    // The list has changed once no row offers a discard any more.
    await expect(table.getByRole("button", { name: /^دور ریختن/ })).toHaveCount(0)
    const before = await discardedOfSize.count()
    await state.selectOption({ label: "در انبار" })
    await expect(first).toContainText(size)

    await first.getByRole("button", { name: /^دور ریختن/ }).click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toContainText(size)
    await dialog.getByRole("button", { name: "انصراف" }).click()
    await expect(dialog).toBeHidden()
    await first.getByRole("button", { name: /^دور ریختن/ }).click()
    await expect(page.getByRole("dialog")).toContainText(size)
    await page.getByRole("dialog").getByRole("button", { name: "دور ریختن" }).click()
    await expect(page.getByText("باقی‌مانده دور ریخته شد")).toBeVisible()
    await state.selectOption({ label: "دور ریخته" })
    await expect(discardedOfSize).toHaveCount(before + 1)
  })
})
