import type { APIRequestContext, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { accounts, persianDigits } from "./support/accounts.ts"
import { signIn } from "./support/session.ts"
import { expectNoSeriousViolations, keepScreenshot } from "./ui-pages-support.ts"
import { planPdfTexts, printPlan } from "./support/cuttingPlanPdf.ts"

const latinDigits = /[0-9]/
const persian = (text: string | number): string => persianDigits(String(text))

/** Signs the demo production manager in through the login card, by mobile. */
const signInAsManager = (page: Page): Promise<void> => signIn(page, "production-manager", "mobile")

/** The production manager's API token, for reading what the screens should show. */
const managerApi = async (request: APIRequestContext, baseURL: string) => {
  const login = await request.post(`${baseURL}/api/auth/login`, {
    data: { username: accounts["production-manager"].mobile, password: accounts["production-manager"].password },
  })
  expect(login.status()).toBe(200)
  const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` }
  return { get: async (path: string) => (await request.get(`${baseURL}/api${path}`, { headers })).json() }
}

type Queue = {
  data: ReadonlyArray<{
    glass_type_id: number
    glass_width_id: number
    glass_type_name: string
    thickness: number
    panes: number
  }>
}
type Batch = {
  data: { id: number; state: string; panes: number; plan: { sheets: ReadonlyArray<{ pieces: ReadonlyArray<{ code: string }> }> } }
}

/** Plans a batch of the queue's first material from its row's «برنامه برش» (all its panes, or its first order's), answering the new batch's id. */
const planFirstMaterial = async (page: Page, panes: "all" | "first order" = "all"): Promise<number> => {
  await page.goto("/dashboard/cutting-queue")
  const row = page.getByTestId("queue-material").first()
  await row.getByRole("link", { name: /برنامه برش/ }).click()
  await expect(page).toHaveURL(/\/dashboard\/cutting-batch\?glass_type_id=\d+&glass_width_id=\d+$/)
  await expect(page.getByLabel("جنس شیشه")).not.toHaveValue("")
  if (panes === "first order") {
    await page.getByLabel("قطعه‌های سفارش‌های انتخابی").check()
    await page.getByRole("list", { name: "سفارش‌ها" }).getByRole("checkbox").first().check()
  }
  await page.getByRole("button", { name: "محاسبه برش" }).click()
  // The optimiser may take its whole time budget (10 s by the seeded settings) before the draft is shown.
  await expect(page).toHaveURL(/\/dashboard\/cutting-batch\/\d+$/, { timeout: 30_000 })
  return Number(/cutting-batch\/(\d+)$/.exec(page.url())?.[1])
}

test.describe("cutting batches (production.md section 5)", () => {
  test("the production manager plans a batch from the queue, sees it drawn, releases it and prints its plan", async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await managerApi(request, baseURL ?? "")
    const queue = (await api.get("/Admin/production/queue")) as Queue
    const material = queue.data[0]
    expect(material, "the demo data has panes waiting for cutting").toBeDefined()
    if (material === undefined) return

    await signInAsManager(page)
    await page.getByTestId("sidebar").getByRole("link", { name: "صف برش" }).click()
    await expect(page.getByRole("heading", { name: "صف برش", level: 1 })).toBeVisible()
    const first = page.getByTestId("queue-material").first()
    await expect(first).toContainText(material.glass_type_name)
    await expect(first).toContainText(persian(material.panes))
    expect(await page.locator("main").innerText()).not.toMatch(latinDigits)
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "cutting-queue")

    const id = await planFirstMaterial(page)
    await expect(page.getByRole("heading", { name: `برنامه برش شماره ${persian(id)}` })).toBeVisible()
    await expect(page.getByText("پیش‌نویس", { exact: true })).toBeVisible()
    const batch = ((await api.get(`/Admin/production/batch/${id}`)) as Batch).data
    expect(batch.state).toBe("draft")
    // Every sheet is drawn, every piece in it with its code (Persian digits) in the drawing.
    const drawings = page.getByTestId("plan-sheet")
    await expect(drawings).toHaveCount(batch.plan.sheets.length)
    for (const [index, sheet] of batch.plan.sheets.entries())
      for (const piece of sheet.pieces)
        await expect(drawings.nth(index).locator(`[data-part="piece"][data-code="${piece.code}"] title`)).toContainText(
          persian(piece.code),
        )
    expect(await page.locator("main").innerText()).not.toMatch(latinDigits)
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "cutting-batch-draft")

    await page.getByRole("button", { name: "آزادسازی برای برش" }).click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toContainText(`آیا از آزادسازی برنامه برش شماره ${persian(id)} برای برش اطمینان دارید؟`)
    await dialog.getByRole("button", { name: "آزادسازی" }).click()
    await expect(page.getByText("آزادشده", { exact: true })).toBeVisible()
    await expect(page.getByRole("button", { name: "آزادسازی برای برش" })).toHaveCount(0)
    expect(((await api.get(`/Admin/production/batch/${id}`)) as Batch).data.state).toBe("released")

    await page.goto("/dashboard/cutting-batch-list?state=released")
    const listed = page.getByRole("row").filter({ has: page.getByRole("link", { name: persian(id), exact: true }) })
    await expect(listed).toContainText("آزادشده")
    await expect(listed).toContainText(`${material.glass_type_name} ${persian(material.thickness)} میل`)
    await expect(page.getByLabel("وضعیت")).toHaveValue("released")
    await keepScreenshot(page, "cutting-batch-list")

    await listed.getByRole("link", { name: persian(id), exact: true }).click()
    await page.getByRole("link", { name: "چاپ نقشه برش" }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/cutting-plan/${id}$`))
    await expect(page.getByTestId("plan-page")).toHaveCount(batch.plan.sheets.length)
    const texts = planPdfTexts(await printPlan(page, test.info(), "cutting-journey"))
    expect(texts).toHaveLength(batch.plan.sheets.length)
    for (const [index, sheet] of batch.plan.sheets.entries())
      for (const piece of sheet.pieces) expect(texts[index]).toContain(persian(piece.code))
  })

  test("a second draft of the same panes is refused in place once the first is released, and a draft can be discarded", async ({
    page,
  }) => {
    await signInAsManager(page)
    // One order's panes only, so the material keeps panes for the other test.
    const first = await planFirstMaterial(page, "first order")
    const second = await planFirstMaterial(page, "first order")
    expect(second).not.toBe(first)

    await page.goto(`/dashboard/cutting-batch/${first}`)
    await page.getByRole("button", { name: "آزادسازی برای برش" }).click()
    await page.getByRole("dialog").getByRole("button", { name: "آزادسازی" }).click()
    await expect(page.getByText("آزادشده", { exact: true })).toBeVisible()

    // The second draft's panes are now in the first batch: the server's 409 is said in Persian under the buttons.
    await page.goto(`/dashboard/cutting-batch/${second}`)
    await page.getByRole("button", { name: "آزادسازی برای برش" }).click()
    await page.getByRole("dialog").getByRole("button", { name: "آزادسازی" }).click()
    const refusal = page.getByRole("alert").filter({ hasText: /[\u0600-\u06FF]/ })
    await expect(refusal).toBeVisible()
    expect(await refusal.innerText()).not.toMatch(latinDigits)
    await expect(page.getByText("پیش‌نویس", { exact: true })).toBeVisible()
    await keepScreenshot(page, "cutting-batch-refused")

    await page.getByRole("button", { name: "حذف پیش‌نویس" }).click()
    await page.getByRole("dialog").getByRole("button", { name: "حذف پیش‌نویس" }).click()
    await expect(page).toHaveURL(/\/dashboard\/cutting-queue$/)
    await page.goto(`/dashboard/cutting-batch/${second}`)
    await expect(page.getByText("صفحه پیدا نشد")).toBeVisible()
  })
})
