import type { Page } from "@playwright/test"
import { writeFileSync } from "node:fs"
import { renderSVG } from "uqr"
import { expect, test } from "./support/fixtures.ts"
import { accounts, persianDigits } from "./support/accounts.ts"
import { signInWith } from "./support/session.ts"
import { cuttingOperator, floorApi, releasedPanes } from "./support/stationSetup.ts"
import { withFakeCamera } from "./support/camera.ts"
import { y4mOfPng } from "./support/y4m.ts"
import { expectNoSeriousViolations, keepScreenshot } from "./ui-pages-support.ts"

// Texts pinned as the floor design and the scan rules word them, never read from the code under test.
const latinDigits = /[0-9]/
const jalaliDateTime = /[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} - [۰-۹]{2}:[۰-۹]{2}/
const persian = (text: string | number): string => persianDigits(String(text))
const alreadyDoneAtCutting = "این قطعه قبلاً در ایستگاه «برش» ثبت شده است"

type Card = {
  data: {
    code: string
    panes: ReadonlyArray<{
      code: string
      state: string
      route: ReadonlyArray<string>
      remakes: ReadonlyArray<string>
      breakage: { reason: string; station: string } | null
      timeline: ReadonlyArray<{ station: string }>
    }>
  }
}
type Scans = { data: ReadonlyArray<{ id: number; code: string; may_undo: boolean }> }

/** The screen at a phone's, a laptop's and a desktop's width, kept in ./screenshots for the team to look at. */
const shootAtWidths = async (page: Page, name: string): Promise<void> => {
  const before = page.viewportSize()
  for (const [width, height] of [
    [375, 740],
    [1280, 800],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width, height })
    // Once the shell's sidebar has slid to its place, nothing pushes the page wider than the screen (a phone would scroll sideways).
    await expect
      .poll(() => page.locator("main").evaluate((main) => Math.round(main.getBoundingClientRect().width)))
      .toBe(width >= 768 ? width - 256 : width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width)
    await keepScreenshot(page, `${name}-${width}`)
  }
  if (before !== null) await page.setViewportSize(before)
}

/** The pane as its card answers it. */
const paneOf = async (api: Awaited<ReturnType<typeof floorApi>>, code: string) => {
  const answer = await api.get(`/Admin/production/piece/${code}`)
  expect(answer.status(), await answer.text()).toBe(200)
  const pane = ((await answer.json()) as Card).data.panes.find((one) => one.code === code)
  expect(pane, `the card of ${code} lists the pane`).toBeDefined()
  return pane as NonNullable<typeof pane>
}

test.describe("the station screen (production.md section 6)", () => {
  test("(1) a scanner types a pane's code: green at cutting, red the second time, undone, then reported broken with its remake", async ({
    page,
    request,
    baseURL,
  }) => {
    const { codes } = await releasedPanes(request, baseURL ?? "")
    const code = codes[0] ?? ""
    const manager = await floorApi(request, baseURL ?? "")

    await signInWith(page, cuttingOperator)
    await page.goto("/dashboard/station")
    await expect(page.getByRole("heading", { name: "ایستگاه‌های من", level: 1 })).toBeVisible()
    // The operator's own two stations, as big buttons.
    const stations = page.getByRole("list", { name: "ایستگاه‌ها" }).getByRole("link")
    await expect(stations).toHaveText(["برش", "لبه‌کاری"])
    await shootAtWidths(page, "station-list")
    await stations.first().click()
    await expect(page).toHaveURL(/\/dashboard\/station\/cutting$/)
    await expect(page.getByRole("heading", { name: "ایستگاه برش", level: 1 })).toBeVisible()

    // A USB scanner types the code and Enter into the focused field.
    const field = page.getByLabel("کد قطعه")
    await expect(field).toBeFocused()
    await page.keyboard.type(code)
    await page.keyboard.press("Enter")
    const answer = page.getByTestId("scan-answer")
    await expect(answer).toHaveAttribute("data-tone", "done")
    await expect(answer).toContainText("برش ثبت شد")
    await expect(answer.getByTestId("scan-code")).toHaveText(persian(code))
    await expect(answer.getByTestId("scan-code")).toHaveAttribute("dir", "ltr")
    await expect(answer.getByTestId("scan-next")).toHaveText(/^بعدی: /)
    await expect(field).toBeFocused()
    await expect(field).toHaveValue("")
    expect((await paneOf(manager, code)).state).toBe("cutting")
    expect(await page.locator("main").innerText()).not.toMatch(latinDigits)
    await expectNoSeriousViolations(page)
    await shootAtWidths(page, "station-green")

    // The same pane again, typed in Persian digits as a Persian keyboard sends them: red, with the reason in Persian.
    await page.keyboard.type(persian(code))
    await page.keyboard.press("Enter")
    await expect(answer).toHaveAttribute("data-tone", "refused")
    await expect(answer.getByTestId("scan-reason")).toHaveText(alreadyDoneAtCutting)
    await expect(field).toBeFocused()
    expect(await page.locator("main").innerText()).not.toMatch(latinDigits)
    await shootAtWidths(page, "station-red")

    // The last scans, newest first: only the green one was kept, and it may be undone.
    const scans = page.getByTestId("recent-scan")
    await expect(scans.first()).toContainText(persian(code))
    await scans.first().getByRole("button", { name: "برگرداندن" }).click()
    await expect(answer).toHaveAttribute("data-tone", "undone")
    await expect(page.getByText("اسکن برگردانده شد").first()).toBeVisible()
    await expect(scans.filter({ hasText: persian(code) })).toHaveCount(0)
    expect((await paneOf(manager, code)).state).toBe("waiting")

    // Cut again, then broken: the reason is asked (and a note for «سایر»), and the remake's code is shown.
    await page.keyboard.type(code)
    await page.keyboard.press("Enter")
    await expect(answer).toHaveAttribute("data-tone", "done")
    await answer.getByRole("button", { name: "شکست" }).click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toContainText("ثبت شکست در برش")
    await dialog.getByRole("button", { name: "ثبت شکست" }).click()
    await expect(dialog).toContainText("علت شکستگی را انتخاب کنید")
    await dialog.getByRole("radio", { name: "سایر", exact: true }).check()
    await dialog.getByRole("button", { name: "ثبت شکست" }).click()
    await expect(dialog).toContainText("برای علت «سایر» توضیح بنویسید")
    await expectNoSeriousViolations(page)
    await shootAtWidths(page, "station-breakage")
    await dialog.getByRole("radio", { name: "شکستگی در جابه‌جایی", exact: true }).check()
    await dialog.getByRole("button", { name: "ثبت شکست" }).click()
    await expect(dialog.getByTestId("remake-code")).toHaveText(persian(`${code}-R1`))
    await shootAtWidths(page, "station-remake")
    await expect(answer).toHaveAttribute("data-tone", "broken")
    await expect(answer.getByTestId("scan-remake")).toHaveText(persian(`${code}-R1`))
    const broken = await paneOf(manager, code)
    expect(broken.state).toBe("broken")
    expect(broken.breakage).toMatchObject({ station: "cutting", reason: "handling" })
    expect(broken.remakes).toEqual([`${code}-R1`])
    await dialog.getByRole("button", { name: "بستن" }).click()
    await expect(dialog).toHaveCount(0)
    await expect(field).toBeFocused()
  })

  test("(2) the camera reads a label's QR code from Chromium's fake capture device and the screen answers green, once", async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const { codes } = await releasedPanes(request, baseURL ?? "")
    const code = codes[0] ?? ""

    // The video: a page holding the label's QR code (made with the labels' own library) and its text, photographed.
    await page.setViewportSize({ width: 640, height: 480 })
    await page.setContent(
      `<body style="margin:0;height:480px;display:flex;align-items:center;justify-content:center;gap:24px;background:#fff;font:28px sans-serif">` +
        `<div style="width:320px;height:320px">${renderSVG(code, { ecc: "M", border: 4 })}</div><div dir="ltr">${persian(code)}</div></body>`,
    )
    const video = testInfo.outputPath("label.y4m")
    writeFileSync(video, y4mOfPng(await page.screenshot()))

    await withFakeCamera(testInfo, baseURL ?? "", video, async (phone) => {
      await signInWith(phone, accounts["production-manager"])
      await phone.goto("/dashboard/station/cutting")
      await phone.getByRole("button", { name: "روشن کردن دوربین" }).click()
      await expect(phone.getByTestId("camera")).toHaveAttribute("data-state", "on")
      const answer = phone.getByTestId("scan-answer")
      await expect(answer).toHaveAttribute("data-tone", "done")
      await expect(answer.getByTestId("scan-code")).toHaveText(persian(code))
      await expect(answer).toContainText("برش ثبت شد")
      await keepScreenshot(phone, "station-camera-375")

      // The label stays in view: it is read many times a second but sent once, so the screen stays green.
      await phone.waitForTimeout(3000)
      await expect(answer).toHaveAttribute("data-tone", "done")
      const manager = await floorApi(request, baseURL ?? "")
      const listed = ((await (await manager.get("/Admin/production/scan?station=cutting")).json()) as Scans).data.filter(
        (scan) => scan.code === code,
      )
      expect(listed).toHaveLength(1)
      await expect(phone.getByTestId("recent-scan").filter({ hasText: persian(code) })).toHaveCount(1)

      // Turned off, the camera is closed.
      await phone.getByRole("button", { name: "خاموش کردن دوربین" }).click()
      await expect(phone.getByTestId("camera")).toHaveAttribute("data-state", "off")
    })
  })

  test("(3) the piece card shows a pane's timeline, its order, batch and breakage, and links its remake", async ({
    page,
    request,
    baseURL,
  }) => {
    const { batchId, codes } = await releasedPanes(request, baseURL ?? "")
    const code = codes[0] ?? ""
    const operator = await floorApi(request, baseURL ?? "", cuttingOperator)
    const cut = await operator.post("/Admin/production/scan", { code, station: "cutting" })
    expect(cut.status(), await cut.text()).toBe(200)
    const next = ((await cut.json()) as { data: { next_station: string | null } }).data.next_station
    const manager = await floorApi(request, baseURL ?? "")
    // The second station is the pane's next one: edging is the operator's, anything else the manager scans.
    const second = next === "edging" ? operator : manager
    expect((await second.post("/Admin/production/scan", { code, station: next })).status()).toBe(200)
    const broken = await manager.post(`/Admin/production/piece/${code}/broken`, {
      station: next,
      reason: "other",
      note: "لب پریده",
    })
    expect(broken.status(), await broken.text()).toBe(201)
    // The remake's number follows the pane's earlier remakes (another test may have broken this unit's pane before).
    const remakeCode = ((await broken.json()) as { data: { remake: string } }).data.remake
    expect(remakeCode).toMatch(/-R[0-9]+$/)

    await signInWith(page, accounts["production-manager"])
    await page.goto("/dashboard/station")
    await page.getByRole("search", { name: "کارت قطعه" }).getByLabel("کارت قطعه").fill(persian(code))
    await page.getByRole("button", { name: "نمایش" }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/piece/${code}$`))
    await expect(page.getByRole("heading", { level: 1 })).toContainText(persian(code))
    const pane = page.locator(`[data-testid="pane-card"][data-code="${code}"]`)
    const steps = pane.getByTestId("timeline-step")
    await expect(steps).toHaveCount(2)
    await expect(steps.nth(0)).toContainText("برش")
    await expect(steps.nth(0)).toContainText("مهدی صادقی")
    await expect(steps.nth(0)).toContainText(jalaliDateTime)
    await expect(pane.getByTestId("timeline-breakage")).toContainText("سایر")
    await expect(pane.getByTestId("timeline-breakage")).toContainText("لب پریده")
    await expect(pane).toContainText("شکسته")
    await expect(pane.getByRole("link", { name: `شماره ${persian(batchId)}` })).toHaveAttribute(
      "href",
      `/dashboard/cutting-batch/${batchId}`,
    )
    expect(await page.locator("main").innerText()).not.toMatch(latinDigits)
    await expectNoSeriousViolations(page)
    await shootAtWidths(page, "piece-card")

    await pane.getByRole("link", { name: persian(remakeCode) }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/piece/${remakeCode}$`))
    const remake = page.locator(`[data-testid="pane-card"][data-code="${remakeCode}"]`)
    await expect(remake).toContainText("در انتظار برش")
    await expect(remake.getByRole("link", { name: persian(code), exact: true })).toBeVisible()
    await shootAtWidths(page, "piece-card-remake")
  })
})
