import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { roles } from "../../domain/roles/Role.ts"
import { defaultProductionSettings } from "../../domain/production/ProductionSettings.ts"
import { defaultCompanySettings } from "../../domain/settings/CompanySettings.ts"
import { productionSettingsMessages } from "../../domain/settings/ProductionSettingsForm.ts"
import { settingsMessages } from "../../domain/settings/SettingsForm.ts"
import { readProductionSettings } from "./settingsReader.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { demoSettingsForm, invoiceBody } from "../testing/forms.ts"
import { testServer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"

afterAll(dropTestSchemas)

type Form = Omit<typeof demoSettingsForm, "products"> & {
  readonly products: ReadonlyArray<{ id: number; min_area: number; sstid: string | null }>
  readonly production: typeof defaultProductionSettings
}
interface View {
  readonly company: typeof defaultCompanySettings
  readonly form: Form | null
  readonly products: ReadonlyArray<{ id: number; name: string }> | null
  readonly revisions: ReadonlyArray<{
    number: number
    user_name: string | null
    changes: ReadonlyArray<{ field: string; before: unknown; after: unknown }>
  }> | null
  readonly production: typeof defaultProductionSettings | null
}

describe.each(testDialects)("the company's settings on %s", (dialect) => {
  let t: TestServer
  beforeEach(async () => {
    t = await testServer(dialect)
  })
  afterEach(() => t.close())

  const read = async (role: (typeof roles)[number]) => t.request("GET", "/api/Admin/settings", { token: await t.signIn(role) })
  const view = async (): Promise<View> => ((await read("super-admin")).body as { data: View }).data
  const save = async (form: unknown) =>
    t.request("PUT", "/api/Admin/settings", { token: await t.signIn("super-admin"), json: form })

  it("are read by every role at a desk: the particulars by all, the form, products and history by the super-admin only; not by the operator", async () => {
    expect((await read("operator")).status).toBe(403)
    for (const role of roles.filter((role) => role !== "super-admin" && role !== "operator")) {
      const answer = await read(role)
      // The production manager reads the production settings the planner uses; no other role but the super-admin does.
      const production = role === "production-manager" ? defaultProductionSettings : null
      expect([role, answer.status, answer.body]).toEqual([
        role,
        200,
        {
          data: { company: defaultCompanySettings, memory_id: "A11B2C", form: null, products: null, revisions: null, production },
        },
      ])
    }
    const mine = await view()
    expect(mine.company).toEqual(defaultCompanySettings)
    expect(mine.form).toMatchObject({
      name: defaultCompanySettings.name,
      memory_id: "A11B2C",
      tempered_min_area: 0.5,
      vat_rates: [
        { from: "1300/01/01", percent: 9 },
        { from: "1403/01/01", percent: 10 },
      ],
      version: 0,
    })
    expect(mine.form?.products.map((product) => product.min_area)).toEqual([0.3, 0.3, 0.4, 0.4, 0.3])
    expect(mine.products?.map((product) => product.name)).toContain("دوجداره")
    expect(mine.revisions).toEqual([])
    expect([mine.production, mine.form?.production]).toEqual([defaultProductionSettings, defaultProductionSettings])
    expect((await t.request("GET", "/api/Admin/settings")).status).toBe(401)
  })

  it("a save keeps a revision of what changed, by whom, and the new name reaches every role", async () => {
    const before = await view()
    const form = before.form as Form
    const answer = await save({ ...form, name: "شیشه نو", vat_rates: [...form.vat_rates, { from: "۱۴۰۳/۱۲/۲۰", percent: "۱۲" }] })
    expect(answer.status).toBe(200)
    const after = (answer.body as { data: View }).data
    expect(after.form?.version).toBe(1)
    expect(after.revisions).toEqual([
      expect.objectContaining({
        number: 1,
        user_name: expect.stringMatching(/\S/),
        changes: [
          { field: "name", before: defaultCompanySettings.name, after: "شیشه نو" },
          {
            field: "vat_rates",
            before: "9% از 1300/01/01، 10% از 1403/01/01",
            after: "9% از 1300/01/01، 10% از 1403/01/01، 12% از 1403/12/20",
          },
        ],
      }),
    ])
    expect(((await read("financial-manager")).body as { data: View }).data.company.name).toBe("شیشه نو")
    // Saving the same values again writes no revision and keeps the version.
    const again = await save(after.form)
    expect(((again.body as { data: View }).data.revisions ?? []).length).toBe(1)
  })

  it("a new VAT rate prices the invoices saved from its date on, and never one saved before", async () => {
    const expert = await t.signIn("sales-expert")
    const earlier = await t.request("POST", "/api/Admin/invoice", { token: expert, json: invoiceBody() })
    expect((earlier.body as { data: { vat_rate: number } }).data.vat_rate).toBe(10)
    const form = (await view()).form as Form
    // The tests' clock stands on 1403/12/20 in Tehran.
    expect(
      (await save({ ...form, vat_rates: [...form.vat_rates, { from: "1403/12/20", percent: 12 }], tempered_min_area: 0.6 }))
        .status,
    ).toBe(200)
    const later = await t.request("POST", "/api/Admin/invoice", { token: expert, json: invoiceBody() })
    const laterData = (
      later.body as { data: { vat_rate: number; subtotal: number; discount: number; fare: number; vat: number } }
    ).data
    expect(laterData.vat_rate).toBe(12)
    expect(laterData.vat).toBe(Math.round(((laterData.subtotal - laterData.discount + laterData.fare) * 12) / 100))
    const id = (earlier.body as { data: { id: number } }).data.id
    const kept = await t.request("GET", `/api/Admin/invoice/${id}`, { token: expert })
    expect(kept.body).toEqual(earlier.body)
  })

  it("a product's minimum area and code are saved on the product and price the next invoice", async () => {
    const form = (await view()).form as Form
    const answer = await save({ ...form, products: [{ id: 1, min_area: "۲", sstid: "2710000000099" }] })
    expect(answer.status).toBe(200)
    expect((answer.body as { data: View }).data.form?.products[0]).toEqual({ id: 1, min_area: 2, sstid: "2710000000099" })
    const priced = await t.request("POST", "/api/Admin/invoice", { token: await t.signIn("sales-manager"), json: invoiceBody() })
    expect((priced.body as { data: { lines: ReadonlyArray<{ chargeable_area: number }> } }).data.lines[0]?.chargeable_area).toBe(
      2,
    )
  })

  it("refuses a broken form field by field, an unknown product, and an older version, writing nothing", async () => {
    const form = (await view()).form as Form
    const before = await snapshot(t.db)
    const broken = await save({
      ...form,
      name: " ",
      economic_code: "12",
      vat_rates: [
        { from: "1403/02/31", percent: 9 },
        { from: "x", percent: 9 },
      ],
    })
    expect(broken.status).toBe(422)
    expect((broken.body as { errors: Record<string, ReadonlyArray<string>> }).errors).toEqual({
      name: [settingsMessages.nameRequired],
      economic_code: [settingsMessages.economicCodeInvalid],
      "vat_rates.1.from": [settingsMessages.vatFromInvalid],
    })
    const unknown = await save({ ...form, products: [{ id: 999, min_area: 1, sstid: null }] })
    expect([unknown.status, (unknown.body as { errors: unknown }).errors]).toEqual([
      422,
      { "products.0.id": [settingsMessages.productInvalid] },
    ])
    const stale = await save({ ...form, version: 7 })
    expect([stale.status, stale.body]).toEqual([409, { message: settingsMessages.stale }])
    for (const body of ["not json", "[]", "null"])
      expect(
        (
          await t.request("PUT", "/api/Admin/settings", {
            token: await t.signIn("super-admin"),
            body,
            headers: { "content-type": "application/json" },
          })
        ).status,
      ).toBe(422)
    expect(await snapshot(t.db)).toEqual(before)
    expect((await t.request("PUT", "/api/Admin/settings", { token: await t.signIn("sales-manager"), json: form })).status).toBe(
      403,
    )
  })

  it("two saves of one version at once: exactly one lands, the other is told to reload", async () => {
    const form = (await view()).form as Form
    const token = await t.signIn("super-admin")
    const answers = await Promise.all(
      ["شیشه یک", "شیشه دو"].map((name) => t.request("PUT", "/api/Admin/settings", { token, json: { ...form, name } })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect((await view()).revisions?.length).toBe(1)
  })
})

describe.each(testDialects)("the production settings on %s", (dialect) => {
  let t: TestServer
  beforeEach(async () => {
    t = await testServer(dialect)
  })
  afterEach(() => t.close())

  const view = async (role: (typeof roles)[number] = "super-admin"): Promise<View> =>
    ((await t.request("GET", "/api/Admin/settings", { token: await t.signIn(role) })).body as { data: View }).data
  const save = async (form: unknown, role: (typeof roles)[number] = "super-admin") =>
    t.request("PUT", "/api/Admin/settings", { token: await t.signIn(role), json: form })

  it("a save keeps them, with one revision listing each changed field, and the planner and the production manager read them", async () => {
    const form = (await view()).form as Form
    expect(await t.deps.useCases.settings.productionSettings()).toEqual(defaultProductionSettings)
    const production = {
      ...form.production,
      trim_mm: "۱۰",
      kerf_mm: 2,
      stages: "2",
      edge_allowance_mm: { ...form.production.edge_allowance_mm, 3: "۳" },
    }
    const answer = await save({ ...form, name: "شیشه نو", production })
    expect(answer.status).toBe(200)
    const saved = { ...defaultProductionSettings, trim_mm: 10, kerf_mm: 2, stages: 2, edge_allowance_mm: { 1: 1, 2: 1, 3: 3 } }
    const after = (answer.body as { data: View }).data
    expect([after.production, after.form?.production, after.form?.version]).toEqual([saved, saved, 1])
    expect(after.revisions).toEqual([
      expect.objectContaining({
        number: 1,
        changes: [
          { field: "name", before: form.name, after: "شیشه نو" },
          { field: "production.trim_mm", before: 15, after: 10 },
          { field: "production.kerf_mm", before: 0, after: 2 },
          { field: "production.stages", before: 3, after: 2 },
          { field: "production.edge_allowance_mm.3", before: 2, after: 3 },
        ],
      }),
    ])
    expect(await t.deps.useCases.settings.productionSettings()).toEqual(saved)
    expect(await readProductionSettings(t.db)).toEqual(saved)
    expect((await view("production-manager")).production).toEqual(saved)
    // A body without the group (a client older than it) keeps what is stored.
    const { production: _left, ...older } = after.form as Form
    expect((await save(older)).status).toBe(200)
    expect([(await view()).production, (await view()).revisions?.length]).toEqual([saved, 1])
  })

  it("refuses each broken field with its Persian message, writing nothing", async () => {
    const form = (await view()).form as Form
    const before = await snapshot(t.db)
    const broken = {
      trim_mm: 201,
      kerf_mm: "",
      stages: 4,
      longest_strip_mm: 99,
      shortest_waste_strip_mm: 1.5,
      min_offcut_width_mm: -1,
      min_offcut_height_mm: "x",
      time_budget_seconds: 0,
      edge_allowance_mm: { 1: 51, 2: null, 3: "۲٫۵" },
    }
    const answer = await save({ ...form, production: broken })
    expect(answer.status).toBe(422)
    expect((answer.body as { errors: Record<string, ReadonlyArray<string>> }).errors).toEqual({
      "production.trim_mm": [productionSettingsMessages.trim_mm.outOfRange],
      "production.kerf_mm": [productionSettingsMessages.kerf_mm.required],
      "production.stages": ["مراحل گیوتین باید ۲ یا ۳ باشد"],
      "production.longest_strip_mm": [productionSettingsMessages.longest_strip_mm.outOfRange],
      "production.shortest_waste_strip_mm": [productionSettingsMessages.shortest_waste_strip_mm.fraction],
      "production.min_offcut_width_mm": [productionSettingsMessages.min_offcut_width_mm.outOfRange],
      "production.min_offcut_height_mm": [productionSettingsMessages.min_offcut_height_mm.required],
      "production.time_budget_seconds": ["زمان بهینه‌سازی هر برش باید بین ۱ و ۱۲۰ ثانیه باشد"],
      "production.edge_allowance_mm.1": [productionSettingsMessages.edge_diamond.outOfRange],
      "production.edge_allowance_mm.2": [productionSettingsMessages.edge_tool.required],
      "production.edge_allowance_mm.3": [productionSettingsMessages.edge_bevel.fraction],
    })
    for (const production of ["x", null, []]) expect((await save({ ...form, production })).status).toBe(422)
    expect(await snapshot(t.db)).toEqual(before)
  })

  it("the production manager reads them but may not save them, and nothing is written", async () => {
    const form = (await view()).form as Form
    const before = await snapshot(t.db)
    const answer = await save({ ...form, production: { ...form.production, trim_mm: 5 } }, "production-manager")
    expect(answer.status).toBe(403)
    expect(await snapshot(t.db)).toEqual(before)
    expect((await view("production-manager")).production).toEqual(defaultProductionSettings)
  })

  it("an unreadable stored value reads as the seeded settings", async () => {
    await t.db
      .insertInto("settings")
      .values({ key: "production", value: "{not json", updated_at: new Date(0).toISOString() })
      .execute()
    expect(await readProductionSettings(t.db)).toEqual(defaultProductionSettings)
    await t.db
      .updateTable("settings")
      .set({ value: JSON.stringify({ ...defaultProductionSettings, stages: 5 }) })
      .where("key", "=", "production")
      .execute()
    expect(await t.deps.useCases.settings.productionSettings()).toEqual(defaultProductionSettings)
    expect((await view()).form?.production).toEqual(defaultProductionSettings)
  })
})
