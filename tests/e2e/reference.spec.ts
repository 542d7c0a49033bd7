import type { Page } from "@playwright/test"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import {
  apiAs,
  downloadWorkbook,
  expectNoAccess,
  expectNoSeriousViolations,
  keepScreenshot,
  switchOffConfirmed,
  uniqueName,
} from "./ui-pages-support.ts"

type Api = Awaited<ReturnType<typeof apiAs>>

/** How a value is typed into the form: numbers in Persian digits key by key, text filled, a choice picked. */
type Input = { readonly label: string } & ({ readonly digits: string } | { readonly text: string } | { readonly choice: string })

/** A first size of `candidates` that no row of the list holds yet, so a rerun on the same server still adds a new one. */
const freeSize = async (api: Api, path: string, candidates: ReadonlyArray<number>): Promise<number> => {
  const rows = ((await (await api.get(`${path}?per_page=1000`)).json()) as { data: Array<{ size: number }> }).data
  const size = candidates.find((candidate) => !rows.some((row) => row.size === candidate))
  if (size === undefined) throw new Error(`no free size left in ${path}`)
  return size
}

/** What each list is, how a new record is typed, and what the screens and the CSV say (texts copied from the specification and the domain). */
interface Entity {
  readonly name: string
  readonly list: string
  readonly form: string
  readonly api: string
  readonly title: string
  readonly add: string
  readonly createTitle: string
  readonly editTitle: string
  readonly headers: ReadonlyArray<string>
  readonly searchLabel: string
  readonly exportHeader: ReadonlyArray<string>
  readonly fileName: `${string}.xlsx`
  /** A new record: what is typed, the row name it gets in the list, and the API body of the same record. */
  readonly fresh: (api: Api) => Promise<{
    inputs: ReadonlyArray<Input>
    rowName: string
    search: string
    body: Record<string, unknown>
    row: Record<string, unknown>
    cells: ReadonlyArray<string>
  }>
  /** The sidebar item of the list. */
  readonly menu: string
  /** A form left empty: the first field's label and the browser's message under it. */
  readonly required: { readonly label: string; readonly message: string }
  /** A value of a seeded record: the server refuses it as a duplicate under this field. */
  readonly duplicate: { readonly inputs: ReadonlyArray<Input>; readonly label: string; readonly message: string }
  /** A search text typed with Persian digits and the seeded row it finds. */
  readonly search: { readonly text: string; readonly rowName: string }
}

const entities: ReadonlyArray<Entity> = [
  {
    name: "glass thicknesses",
    list: "/dashboard/glass-thickness-list",
    form: "/dashboard/glass-thickness",
    api: "/Admin/glass_width",
    menu: "ضخامت شیشه",
    title: "ضخامت‌های شیشه",
    add: "افزودن ضخامت شیشه",
    createTitle: "افزودن ضخامت شیشه",
    editTitle: "ویرایش ضخامت شیشه",
    headers: ["ردیف", "ضخامت", "عملیات"],
    searchLabel: "جستجوی ضخامت (میلی‌متر)",
    exportHeader: ["ردیف", "ضخامت (میلی‌متر)", "وضعیت"],
    fileName: "glass-thicknesses.xlsx",
    fresh: async (api) => {
      const size = await freeSize(api, "/Admin/glass_width", [2, 3, 7, 9, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25])
      const digits = persianDigits(String(size))
      return {
        inputs: [{ label: "ضخامت", digits }],
        rowName: `${digits} میلی‌متر`,
        search: digits,
        body: { size },
        row: { size },
        cells: [`${digits} میلی‌متر`],
      }
    },
    required: { label: "ضخامت", message: "وارد کردن ضخامت اجباری است" },
    duplicate: { inputs: [{ label: "ضخامت", digits: "۶" }], label: "ضخامت", message: "این ضخامت قبلاً ثبت شده است" },
    search: { text: "۱۰", rowName: "۱۰ میلی‌متر" },
  },
  {
    name: "spacer thicknesses",
    list: "/dashboard/spacer-thickness-list",
    form: "/dashboard/spacer-thickness",
    api: "/Admin/glass_spacer",
    menu: "ضخامت اسپیسر",
    title: "ضخامت‌های اسپیسر",
    add: "افزودن ضخامت اسپیسر",
    createTitle: "افزودن ضخامت اسپیسر",
    editTitle: "ویرایش ضخامت اسپیسر",
    headers: ["ردیف", "ضخامت", "قیمت هر متر (ریال)", "عملیات"],
    searchLabel: "جستجوی ضخامت (میلی‌متر)",
    exportHeader: ["ردیف", "ضخامت (میلی‌متر)", "قیمت هر متر (ریال)", "وضعیت"],
    fileName: "spacer-thicknesses.xlsx",
    fresh: async (api) => {
      const size = await freeSize(
        api,
        "/Admin/glass_spacer",
        [4, 5, 7, 9, 11, 13, 15, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30],
      )
      const digits = persianDigits(String(size))
      return {
        inputs: [
          { label: "ضخامت", digits },
          { label: "قیمت هر متر", digits: "۳۲۰۰۰۰" },
        ],
        rowName: `${digits} میلی‌متر`,
        search: digits,
        body: { size, price: 320_000 },
        row: { size, price: 320_000 },
        cells: [`${digits} میلی‌متر`, "۳۲۰٬۰۰۰"],
      }
    },
    required: { label: "ضخامت", message: "وارد کردن ضخامت اجباری است" },
    duplicate: {
      inputs: [
        { label: "ضخامت", digits: "۸" },
        { label: "قیمت هر متر", digits: "۱۰۰" },
      ],
      label: "ضخامت",
      message: "این ضخامت قبلاً ثبت شده است",
    },
    search: { text: "۱۶", rowName: "۱۶ میلی‌متر" },
  },
  {
    name: "delivery fares",
    list: "/dashboard/delivery-fare-list",
    form: "/dashboard/delivery-fare",
    api: "/Admin/fares",
    menu: "کرایه حمل",
    title: "کرایه‌های حمل",
    add: "افزودن کرایه حمل",
    createTitle: "افزودن کرایه حمل",
    editTitle: "ویرایش کرایه حمل",
    headers: ["ردیف", "عنوان (مقصد)", "مبلغ (ریال)", "عملیات"],
    searchLabel: "جستجو در عنوان",
    exportHeader: ["ردیف", "عنوان", "مبلغ (ریال)", "وضعیت"],
    fileName: "delivery-fares.xlsx",
    fresh: async () => {
      const title = uniqueName("شهریار")
      return {
        inputs: [
          { label: "عنوان (مقصد)", text: title },
          { label: "مبلغ", digits: "۱۴۵۰۰۰۰۰" },
        ],
        rowName: title,
        search: title,
        body: { title, amount: 14_500_000 },
        row: { title, amount: 14_500_000 },
        cells: [title, "۱۴٬۵۰۰٬۰۰۰"],
      }
    },
    required: { label: "عنوان (مقصد)", message: "وارد کردن عنوان اجباری است" },
    duplicate: {
      inputs: [
        { label: "عنوان (مقصد)", text: "کرج" },
        { label: "مبلغ", digits: "۱" },
      ],
      label: "عنوان (مقصد)",
      message: "این عنوان قبلاً ثبت شده است",
    },
    search: { text: "کرج", rowName: "کرج" },
  },
  {
    name: "descriptions",
    list: "/dashboard/glass-detail-list",
    form: "/dashboard/glass-detail",
    api: "/Admin/description_dimension",
    menu: "توضیحات",
    title: "توضیحات",
    add: "افزودن توضیح",
    createTitle: "افزودن توضیح",
    editTitle: "ویرایش توضیح",
    headers: ["ردیف", "نام", "واحد قیمت‌گذاری", "قیمت (ریال)", "عملیات"],
    searchLabel: "جستجو در نام",
    exportHeader: ["ردیف", "نام", "واحد قیمت‌گذاری", "قیمت (ریال)", "وضعیت"],
    fileName: "descriptions.xlsx",
    fresh: async () => {
      const name = uniqueName("سنگ‌زنی")
      return {
        inputs: [
          { label: "نام", text: name },
          { label: "واحد قیمت‌گذاری", choice: "هر متر طول لبه" },
          { label: "قیمت", digits: "۲۸۰۰۰۰" },
        ],
        rowName: name,
        search: name,
        body: { name, pricing_unit: 3, price: 280_000 },
        row: { name, unit: "meter", price: 280_000 },
        cells: [name, "هر متر طول لبه", "۲۸۰٬۰۰۰"],
      }
    },
    required: { label: "نام", message: "وارد کردن نام اجباری است" },
    duplicate: {
      inputs: [
        { label: "نام", text: "بیزل" },
        { label: "واحد قیمت‌گذاری", choice: "هر عدد" },
        { label: "قیمت", digits: "۱" },
      ],
      label: "نام",
      message: "این نام قبلاً ثبت شده است",
    },
    search: { text: "جاساز", rowName: "جاساز" },
  },
]

const fill = async (page: Page, inputs: ReadonlyArray<Input>) => {
  for (const input of inputs) {
    const field = page.getByLabel(input.label, { exact: true })
    if ("digits" in input) {
      await field.fill("")
      await field.pressSequentially(input.digits)
    } else if ("text" in input) await field.fill(input.text)
    else await field.selectOption({ label: input.choice })
  }
}

const table = (page: Page, entity: Entity) => page.getByRole("table", { name: `فهرست ${entity.title}` })
const rowOf = (page: Page, entity: Entity, name: string) =>
  table(page, entity)
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: `ویرایش ${name}`, exact: true }) })

/**
 * Searches the list for a record this test made: other tests on the same server add records too, so a new one may be past
 * the first page (fares and descriptions are listed oldest first, thicknesses by size). Waits until the filtered page shows
 * that one row (or the empty state when it is gone), so a click never lands on a row being replaced.
 */
const searchList = async (page: Page, entity: Entity, text: string, found = true) => {
  await page.getByRole("searchbox", { name: entity.searchLabel }).fill(text)
  await expect(page).toHaveURL(/search=/)
  if (found) await expect(table(page, entity).getByRole("row")).toHaveCount(2)
  else await expect(page.getByText("موردی برای نمایش وجود ندارد")).toBeVisible()
  await expect(table(page, entity)).toHaveAttribute("aria-busy", "false")
}

for (const entity of entities) {
  test.describe(`${entity.name} as the sales manager`, () => {
    test.beforeEach(async ({ page }) => signIn(page, "sales-manager"))

    test("the list opens from the menu; a record is added with Persian digits after the browser refuses an empty form; the lookup answers it at once", async ({
      page,
      request,
      baseURL,
    }) => {
      const api = await apiAs(request, baseURL ?? "", "sales-manager")
      const fresh = await entity.fresh(api)
      await page.getByTestId("sidebar").getByRole("link", { name: entity.menu, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${entity.list}$`))
      await expect(page.getByRole("heading", { level: 1, name: entity.title })).toBeVisible()
      await expect(table(page, entity).getByRole("columnheader")).toHaveText([...entity.headers])
      const first = table(page, entity).getByRole("row").nth(1)
      await expect(first.getByRole("cell").first()).toHaveText("۱")
      await expect(table(page, entity)).not.toContainText(/[0-9]/)
      await page.getByRole("link", { name: entity.add }).click()
      await expect(page).toHaveURL(new RegExp(`${entity.form}$`))
      await expect(page.getByRole("heading", { name: entity.createTitle })).toBeVisible()
      await page.getByRole("button", { name: "ثبت" }).click()
      const firstField = page.getByLabel(entity.required.label, { exact: true })
      await expect(firstField).toHaveAccessibleDescription(entity.required.message)
      await expect(firstField).toHaveAttribute("aria-invalid", "true")
      await fill(page, fresh.inputs)
      await expect(page.getByText(entity.required.message)).toHaveCount(0)
      await page.getByRole("button", { name: "ثبت" }).click()
      await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${entity.list}$`))
      const lookup = (await (await api.get(`${entity.api}?per_page=1000`)).json()) as { data: Array<Record<string, unknown>> }
      expect(lookup.data).toContainEqual(expect.objectContaining({ ...fresh.row, is_active: true }))
      await searchList(page, entity, fresh.search)
      const row = rowOf(page, entity, fresh.rowName)
      for (const cell of fresh.cells) await expect(row).toContainText(cell)
    })

    test("the server's duplicate refusal shows under its field, and nothing is added", async ({ page, request, baseURL }) => {
      const api = await apiAs(request, baseURL ?? "", "sales-manager")
      const before = ((await (await api.get(`${entity.api}?per_page=1000`)).json()) as { meta: { total: number } }).meta.total
      await page.goto(entity.form)
      await fill(page, entity.duplicate.inputs)
      const answer = page.waitForResponse(
        (response) => response.request().method() === "POST" && response.url().endsWith(`/api${entity.api}`),
      )
      await page.getByRole("button", { name: "ثبت" }).click()
      expect((await answer).status()).toBe(422)
      await expect(page.getByLabel(entity.duplicate.label, { exact: true })).toHaveAccessibleDescription(entity.duplicate.message)
      await expect(page).toHaveURL(new RegExp(`${entity.form}$`))
      await keepScreenshot(page, `reference-${entity.api.split("/").at(-1)}-duplicate-1280`)
      expect(((await (await api.get(`${entity.api}?per_page=1000`)).json()) as { meta: { total: number } }).meta.total).toBe(
        before,
      )
    })

    test("a record is edited from its row: the form is filled, the change saves with a toast and the list shows it", async ({
      page,
      request,
      baseURL,
    }) => {
      const api = await apiAs(request, baseURL ?? "", "sales-manager")
      const original = await entity.fresh(api)
      const created = (await (await api.post(entity.api, original.body)).json()) as { data: { id: number } }
      const renamed = await entity.fresh(api)
      await page.goto(entity.list)
      await searchList(page, entity, original.search)
      await rowOf(page, entity, original.rowName)
        .getByRole("link", { name: `ویرایش ${original.rowName}` })
        .click()
      await expect(page).toHaveURL(new RegExp(`${entity.form}/${created.data.id}$`))
      await expect(page.getByRole("heading", { name: entity.editTitle })).toBeVisible()
      const firstInput = original.inputs[0]
      if (!firstInput) throw new Error("a form has inputs")
      await expect(page.getByLabel(firstInput.label, { exact: true })).toHaveValue(
        "digits" in firstInput ? firstInput.digits : "text" in firstInput ? firstInput.text : "",
      )
      await fill(page, renamed.inputs)
      await page.getByRole("button", { name: "ویرایش", exact: true }).click()
      await expect(page.getByText("با موفقیت ویرایش شد")).toBeVisible()
      // The list returns with the search it was left with.
      await expect(page).toHaveURL(new RegExp(`${entity.list}\\?search=`))
      await searchList(page, entity, renamed.search)
      await expect(rowOf(page, entity, renamed.rowName)).toBeVisible()
      await searchList(page, entity, original.search, false)
      await expect(rowOf(page, entity, original.rowName)).toHaveCount(0)
    })

    test("the active switch asks first, changes on the server's yes, and the active filter lives in the URL", async ({
      page,
      request,
      baseURL,
    }) => {
      const api = await apiAs(request, baseURL ?? "", "sales-manager")
      const fresh = await entity.fresh(api)
      await api.post(entity.api, fresh.body)
      await page.goto(entity.list)
      await searchList(page, entity, fresh.search)
      const toggle = rowOf(page, entity, fresh.rowName).getByRole("switch", { name: `فعال بودن ${fresh.rowName}` })
      await switchOffConfirmed(page, toggle, `«${fresh.rowName}»`)
      await page.getByRole("search").getByLabel("وضعیت").selectOption("0")
      await expect(page).toHaveURL(/is_active=0/)
      await expect(rowOf(page, entity, fresh.rowName)).toBeVisible()
      await page.getByRole("search").getByLabel("وضعیت").selectOption("1")
      await expect(page).toHaveURL(/is_active=1/)
      await expect(rowOf(page, entity, fresh.rowName)).toHaveCount(0)
    })

    test("the search box finds by what staff type (Persian digits), and the export saves the filtered list as a workbook", async ({
      page,
    }) => {
      await page.goto(entity.list)
      await page.getByRole("searchbox", { name: entity.searchLabel }).fill(entity.search.text)
      await expect(page).toHaveURL(/search=/)
      await expect(rowOf(page, entity, entity.search.rowName)).toBeVisible()
      await expect(table(page, entity).getByRole("row")).toHaveCount(2)
      const { rows } = await downloadWorkbook(page, entity.fileName)
      expect(rows[0]).toEqual(entity.exportHeader)
      expect(rows).toHaveLength(2)
      // The row number, sizes in millimetres and amounts in rials are numbers Excel can sum.
      const numeric = entity.exportHeader.flatMap((header, index) => (/^ردیف$|\((میلی‌متر|ریال)\)$/.test(header) ? [index] : []))
      expect(numeric.map((index) => typeof rows[1]?.[index])).toEqual(numeric.map(() => "number"))
    })

    test("list and form pass the accessibility scan", async ({ page }) => {
      await page.goto(entity.list)
      await expect(table(page, entity).getByRole("row").nth(1).getByRole("switch")).toBeVisible()
      await expectNoSeriousViolations(page)
      await keepScreenshot(page, `reference-${entity.api.split("/").at(-1)}-list-1280`)
      await page.goto(entity.form)
      await page.getByRole("button", { name: "ثبت" }).click()
      await expect(page.getByText(entity.required.message)).toBeVisible()
      await expectNoSeriousViolations(page)
      await keepScreenshot(page, `reference-${entity.api.split("/").at(-1)}-form-1280`)
    })
  })
}

test("a thickness saved on its form reaches the glass type lookup: the cached lists are dropped and the API answers it", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, "super-admin")
  const api = await apiAs(request, baseURL ?? "", "super-admin")
  const size = await freeSize(api, "/Admin/glass_width", [25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 11, 9, 7, 3, 2])
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem("lookup:allGlassThicknesses"))).not.toBeNull()
  await page.goto("/dashboard/glass-thickness")
  await page.getByLabel("ضخامت", { exact: true }).pressSequentially(persianDigits(String(size)))
  await page.getByRole("button", { name: "ثبت" }).click()
  await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
  expect(
    await page.evaluate(() => [
      window.sessionStorage.getItem("lookup:glassThicknesses"),
      window.sessionStorage.getItem("lookup:allGlassThicknesses"),
    ]),
  ).toEqual([null, null])
  const lookup = (await (await api.get("/Admin/glass_width?per_page=1000")).json()) as {
    data: Array<{ size: number; is_active: boolean }>
  }
  expect(lookup.data).toContainEqual(expect.objectContaining({ size, is_active: true }))
})

test("roles: the sales expert has no settings items, gets the no-access page and 403 on writes; the financial manager gets 403 on reads", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, "sales-expert")
  await expectNoAccess(
    page,
    ["ضخامت شیشه", "ضخامت اسپیسر", "کرایه حمل", "توضیحات"],
    [...entities.map((entity) => entity.list), "/dashboard/glass-detail/1"],
  )
  const expert = await apiAs(request, baseURL ?? "", "sales-expert")
  const finance = await apiAs(request, baseURL ?? "", "financial-manager")
  for (const entity of entities) {
    expect((await expert.get(`${entity.api}?per_page=1000`)).status()).toBe(200)
    expect((await expert.post(entity.api, (await entity.fresh(expert)).body)).status()).toBe(403)
    expect((await expert.patch(`${entity.api}/1`, { is_active: false })).status()).toBe(403)
    expect((await finance.get(`${entity.api}?per_page=1000`)).status()).toBe(403)
    expect((await finance.get(`${entity.api}/export`)).status()).toBe(403)
  }
})

test("the super-admin adds a description from the menu", async ({ page }) => {
  await signIn(page, "super-admin")
  await page.getByTestId("sidebar").getByRole("link", { name: "توضیحات" }).click()
  await expect(page).toHaveURL(/\/dashboard\/glass-detail-list$/)
  await page.getByRole("link", { name: "افزودن توضیح" }).click()
  const name = uniqueName("برش CNC")
  await fill(page, [
    { label: "نام", text: name },
    { label: "واحد قیمت‌گذاری", choice: "هر عدد" },
    { label: "قیمت", digits: "۷۵۰۰۰۰" },
  ])
  await page.getByRole("button", { name: "ثبت" }).click()
  await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/glass-detail-list$/)
  const row = page.getByRole("row", { name: new RegExp(name) })
  await expect(row).toContainText("هر عدد")
  await expect(row).toContainText("۷۵۰٬۰۰۰")
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("a delivery fare is added and found in the list", async ({ page }) => {
    await signIn(page, "sales-manager")
    await page.goto("/dashboard/delivery-fare-list")
    await expect(page.getByRole("row").nth(1).getByRole("switch")).toBeVisible()
    await keepScreenshot(page, "reference-fares-list-375")
    await page.getByRole("link", { name: "افزودن کرایه حمل" }).click()
    const title = uniqueName("پاکدشت")
    await fill(page, [
      { label: "عنوان (مقصد)", text: title },
      { label: "مبلغ", digits: "۱۷۰۰۰۰۰۰" },
    ])
    await expect(page.getByLabel("مبلغ", { exact: true })).toHaveValue("۱۷,۰۰۰,۰۰۰")
    await keepScreenshot(page, "reference-fares-form-375")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/delivery-fare-list$/)
    // The title carries Persian digits and the search box sends ASCII ones: the list still finds it.
    await page.getByRole("searchbox", { name: "جستجو در عنوان" }).fill(title)
    await expect(page).toHaveURL(/search=/)
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2)
    await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("۱۷٬۰۰۰٬۰۰۰")
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "reference-fares-search-375")
  })
})
