import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { keepScreenshot } from "./ui-pages-support.ts"

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${viewport.width} px the offline banner says the connection was lost and asks to check it`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport)
    await signIn(page, "sales-expert")
    const banner = page.getByTestId("offline-banner")
    await expect(banner).toHaveCount(0)
    await context.setOffline(true)
    await expect(banner).toBeVisible()
    await expect(banner).toHaveAttribute("role", "alert")
    await expect(banner).toContainText("اتصال اینترنت قطع شد")
    await expect(banner).toContainText("لطفاً اتصال اینترنت خود را بررسی کنید")
    // Fully on screen and covered by nothing (the desktop sidebar once hid it): the points at its centre and at both ends of its text are its own.
    await expect(banner).toBeInViewport({ ratio: 1 })
    const box = await banner.boundingBox()
    const text = await banner.getByText("اتصال اینترنت قطع شد").boundingBox()
    expect(box && text).toBeTruthy()
    if (box && text) {
      const points = [
        [box.x + box.width / 2, box.y + box.height / 2],
        [text.x + 2, text.y + text.height / 2],
        [text.x + text.width - 2, text.y + text.height / 2],
      ]
      const own = await banner.evaluate(
        (element, at) => at.map(([x, y]) => element.contains(document.elementFromPoint(x ?? 0, y ?? 0))),
        points,
      )
      expect(own).toEqual([true, true, true])
    }
    await keepScreenshot(page, `offline-banner-${viewport.width}`)
    await context.setOffline(false)
    await expect(banner).toHaveCount(0)
  })
}
