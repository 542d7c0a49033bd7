import type { APIRequestContext } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { keepPlanPages, pdfFacts, planPdfTexts, printPlan } from "./support/cuttingPlanPdf.ts"
import { loginForm } from "./support/session.ts"

// Texts pinned as production.md section 5 and the brief name them, never read from the code under test.
const manager = { mobile: "09120000005", password: "Demo1234" }
const persian = (text: string | number): string => String(text).replace(/[0-9]/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
/** A yield in basis points as the plan prints it, without its percent sign (which the PDF's text layer moves): 9312 → «۹۳٫۱۲». */
const yieldNumber = (points: number): string => persian((points / 100).toFixed(2)).replace(".", "٫")
/** Text without its spaces: the PDF's text layer spaces a number in Persian text its own way. */
const squeezed = (text: string): string => text.replace(/\s+/g, "")

type Sheet = { number: number; yield_basis_points: number; pieces: ReadonlyArray<{ code: string }> }
type Batch = { id: number; state: string; glass_type_name: string; thickness: number; plan: { sheets: ReadonlyArray<Sheet> } }

/** A released batch of the queue's first material (its first order's panes), made through the API as the production manager. */
const releasedBatch = async (request: APIRequestContext, baseURL: string): Promise<Batch> => {
  const login = await request.post(`${baseURL}/api/auth/login`, {
    data: { username: manager.mobile, password: manager.password },
  })
  const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` }
  const queue = (await (await request.get(`${baseURL}/api/Admin/production/queue`, { headers })).json()) as {
    data: ReadonlyArray<{ glass_type_id: number; glass_width_id: number; orders: ReadonlyArray<{ order_id: number }> }>
  }
  const material = queue.data[0]
  expect(material, "the demo data has panes waiting for cutting").toBeDefined()
  const body = {
    glass_type_id: material?.glass_type_id,
    glass_width_id: material?.glass_width_id,
    order_ids: [material?.orders[0]?.order_id],
  }
  const created = await request.post(`${baseURL}/api/Admin/production/batch`, { headers, data: body, timeout: 30_000 })
  expect(created.status(), await created.text()).toBe(201)
  const draft = ((await created.json()) as { data: Batch }).data
  const released = await request.post(`${baseURL}/api/Admin/production/batch/${draft.id}/release`, { headers })
  expect(released.status(), await released.text()).toBe(200)
  return ((await released.json()) as { data: Batch }).data
}

test.describe("the printed cutting plan (production.md section 5)", () => {
  test("prints one sheet to an A4 landscape page with its header, every piece's code and no app chrome", async ({
    page,
    request,
    baseURL,
  }) => {
    const batch = await releasedBatch(request, baseURL ?? "")
    const count = batch.plan.sheets.length
    await page.goto("/")
    const form = loginForm(page)
    await form.identifier.fill(manager.mobile)
    await form.password.fill(manager.password)
    await form.submit.click()
    await expect(page).toHaveURL(/\/dashboard$/)

    await page.goto(`/dashboard/cutting-plan/${batch.id}`)
    await expect(page.getByRole("heading", { name: `نقشه برش شماره ${persian(batch.id)}` })).toBeVisible()
    await expect(page.getByTestId("plan-page")).toHaveCount(count)
    const firstPage = page.getByTestId("plan-page").first()
    await expect(firstPage).toContainText(`برگ ${persian(1)} از ${persian(count)}`)
    await expect(firstPage).toContainText(`${batch.glass_type_name} ${persian(batch.thickness)} میل`)
    // The drawing is never mirrored by the page's right-to-left direction.
    await expect(firstPage.getByTestId("plan-sheet")).toHaveCSS("direction", "ltr")

    // The print button opens the browser's print dialog.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes")
    })
    await page.getByRole("button", { name: "چاپ" }).click()
    await expect(page.locator("body")).toHaveAttribute("data-printed", "yes")

    const file = await printPlan(page, test.info(), "cutting-plan")
    const facts = pdfFacts(file)
    expect(facts.pages).toBe(count)
    expect(facts.width).toBeGreaterThan(facts.height)
    const texts = planPdfTexts(file)
    for (const [index, sheet] of batch.plan.sheets.entries()) {
      const text = texts[index] ?? ""
      expect(squeezed(text)).toContain(squeezed(`برنامه برش شماره ${persian(batch.id)}`))
      expect(squeezed(text)).toContain(squeezed(`برگ ${persian(sheet.number)} از ${persian(count)}`))
      expect(squeezed(text)).toContain(squeezed(`بازده برگ`))
      expect(text).toContain(yieldNumber(sheet.yield_basis_points))
      for (const piece of sheet.pieces) expect(text).toContain(persian(piece.code))
      // No app chrome on paper: the menu, the user's name and the print button stay off.
      expect(text).not.toContain("داشبورد")
      expect(text).not.toContain("مدیر تولید")
      expect(text).not.toMatch(/[0-9]/)
    }
    keepPlanPages(file, test.info(), "cutting-plan")
  })

  test("an unknown batch's plan is the not-found page", async ({ page }) => {
    await page.goto("/")
    const form = loginForm(page)
    await form.identifier.fill(manager.mobile)
    await form.password.fill(manager.password)
    await form.submit.click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto("/dashboard/cutting-plan/999999")
    await expect(page.getByText("صفحه پیدا نشد")).toBeVisible()
  })
})
