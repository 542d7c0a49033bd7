import { chromium, expect, type Page, type TestInfo } from "@playwright/test"

/**
 * Runs `use` on a page of a browser of its own whose camera is Chromium's fake capture device playing `video` (a y4m,
 * see y4m.ts), camera allowed, at a phone's width; the browser must not refuse anything under the security headers.
 */
export const withFakeCamera = async (
  testInfo: TestInfo,
  baseURL: string,
  video: string,
  use: (phone: Page) => Promise<void>,
): Promise<void> => {
  const launch = testInfo.project.use.launchOptions ?? {}
  const camera = [
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    `--use-file-for-fake-video-capture=${video}`,
  ]
  const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), ...camera] })
  try {
    const context = await browser.newContext({
      baseURL,
      locale: "fa-IR",
      timezoneId: "Asia/Tehran",
      viewport: { width: 375, height: 740 },
      permissions: ["camera"],
    })
    const refusals: Array<string> = []
    context.on("console", (message) => {
      if (/Content Security Policy|Permissions-Policy|Permissions policy/i.test(message.text())) refusals.push(message.text())
    })
    await use(await context.newPage())
    expect(refusals).toEqual([])
    await context.close()
  } finally {
    await browser.close()
  }
}
