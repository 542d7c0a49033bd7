import type { Page } from "@playwright/test"

/**
 * Stops the page's fake clock (installed with `page.clock.install()`) one second ahead of where it stands: from here the
 * page's timers fire only when the test moves the time, however long the machine takes between two steps.
 */
export const pauseClock = async (page: Page): Promise<void> => {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1000)
}
