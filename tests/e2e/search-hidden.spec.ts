import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs } from "./ui-pages-support.ts"

const hiddenText = "مشتری‌ای با این مشخصات در مشتریان شما پیدا نشد؛ مشتریانی با این مشخصات هستند که به شما سپرده نشده‌اند"

test("a sales expert's search that matches only others' customers says so without showing them; a search matching nobody says the usual", async ({
  page,
  request,
  baseURL,
}) => {
  const manager = await apiAs(request, baseURL ?? "", "sales-manager")
  const expertApi = await apiAs(request, baseURL ?? "", "sales-expert")
  type Row = { id: number; name: string; mobile: string | null }
  const all = (await (await manager.get("/Admin/customer?per_page=100")).json()).data as Row[]
  const own = new Set(((await (await expertApi.get("/Admin/customer?per_page=100")).json()).data as Row[]).map((row) => row.id))
  const other = all.find((row) => !own.has(row.id) && row.mobile !== null)
  if (!other?.mobile) throw new Error("the demo data has no customer outside the sales expert's")
  // Searched by mobile, which names one customer only.
  const name = other.mobile
  await signIn(page, "sales-expert")
  await page.goto(`/dashboard/customer-list?search=${encodeURIComponent(name)}`)
  const table = page.getByRole("table", { name: "فهرست مشتریان" })
  await expect(table).toContainText(hiddenText)
  await expect(table).not.toContainText(other.name)
  for (const width of [375, 1280, 1366]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: `.tmp/shots/h4/search-hidden-${width}.png` })
  }
  // The answer carries only the flag: no row, no count, no name.
  const answer = await expertApi.get(`/Admin/customer?search=${encodeURIComponent(name)}`)
  const body = await answer.json()
  expect(body.data).toEqual([])
  expect(body.meta.total).toBe(0)
  expect(body.hidden_matches).toBe(true)
  expect(JSON.stringify(body)).not.toContain(name)
  expect(JSON.stringify(body)).not.toContain(other.name)

  await page.goto(`/dashboard/customer-list?search=${encodeURIComponent("نام-که-هیچ‌کس-ندارد")}`)
  await expect(table).toContainText("موردی برای نمایش وجود ندارد")
  await expect(table).not.toContainText(hiddenText)

  // The sales manager, who sees every customer, is told nothing hidden and simply sees it.
  const seen = await (await manager.get(`/Admin/customer?search=${encodeURIComponent(name)}`)).json()
  expect(seen.data.map((row: Row) => row.id)).toContain(other.id)
  expect(seen.hidden_matches).toBe(false)
})
