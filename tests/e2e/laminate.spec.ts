import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { expectNoSeriousViolations, keepScreenshot } from "./ui-pages-support.ts"

test("smoke", async ({ page }) => {
  await signIn(page, "super-admin")
  await page.goto("/dashboard/laminate-color-list")
  await expect(page.getByRole("heading", { name: "رنگ‌های لمینت" })).toBeVisible()
  await keepScreenshot(page, "laminate-list-1280")
  await page.goto("/dashboard/laminate-color")
  await keepScreenshot(page, "laminate-form-1280")
  await page.goto("/dashboard/announcement-list")
  await keepScreenshot(page, "announcement-list-1280")
  await page.goto("/dashboard/announcement")
  await keepScreenshot(page, "announcement-form-1280")
  await expectNoSeriousViolations(page)
})
