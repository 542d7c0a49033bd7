import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${viewport.width} px the offline banner says the connection was lost and asks to check it`, async ({ page, context }) => {
    await page.setViewportSize(viewport)
    await signIn(page, "sales-expert")
    const banner = page.getByTestId("offline-banner")
    await expect(banner).toHaveCount(0)
    await context.setOffline(true)
    await expect(banner).toBeVisible()
    await expect(banner).toHaveAttribute("role", "alert")
    await expect(banner).toContainText("اتصال اینترنت قطع شد")
    await expect(banner).toContainText("لطفاً اتصال اینترنت خود را بررسی کنید")
    await context.setOffline(false)
    await expect(banner).toHaveCount(0)
  })
}
