import { Option, Result } from "effect"
import fc from "fast-check"
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { formatJalali } from "../../domain/calendar/Jalali.ts"
import { byId } from "../../domain/invoice/Catalog.ts"
import { decodeInvoiceCatalog, type InvoiceCatalog } from "../../domain/invoice/CatalogSchema.ts"
import { invoiceBodyOf } from "../../domain/invoice/InvoiceBody.ts"
import { resolveInvoice, savedDateOf, type InvoiceContext } from "../../domain/invoice/InvoiceChecks.ts"
import { validateInvoiceForm } from "../../domain/invoice/InvoiceForm.ts"
import { checkInvoiceLine } from "../../domain/invoice/InvoiceLineCheck.ts"
import { invoiceMessages as m } from "../../domain/invoice/InvoiceMessages.ts"
import { keptChoicesOf } from "../../domain/invoice/KeptChoices.ts"
import { priceInvoice, priceLine, totalsOf } from "../../domain/invoice/Pricing.ts"
import { noAccess } from "../../domain/access/SalesExpertAccess.ts"
import type { Role } from "../../domain/roles/Role.ts"
import type { Schemas } from "../http/answers.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { invoiceBody } from "../testing/forms.ts"
import { testServer, type TestServer } from "../testing/harness.ts"
import { loadCatalog } from "./invoiceCatalog.ts"
import { readPricingSettings } from "../settings/settingsReader.ts"
import { expectedFigures, figuresOf, generatedBody, invoiceContextOf } from "./testing/invoicePricing.ts"

afterAll(dropTestSchemas)

type Invoice = Schemas["Invoice"]
const editors = ["super-admin", "sales-manager", "sales-expert"] as const

/**
 * Prices a body as the browser will: the catalog answer decoded, then the whole body (resolveInvoice + priceInvoice)
 * and, as the editor's store does, each line checked and priced on its own and the totals of those.
 */
const pricedInBrowser = (body: unknown, { catalog, pricing }: InvoiceCatalog, context: InvoiceContext) => {
  const form = Result.getOrThrow(validateInvoiceForm(body))
  const resolved = Result.getOrThrow(resolveInvoice(form, catalog, context))
  const price = Result.getOrThrow(priceInvoice(resolved, pricing))
  const lines = form.lines.map((_, i) =>
    Result.getOrThrow(checkInvoiceLine((body as { lines: ReadonlyArray<unknown> }).lines[i], i, catalog, context)),
  )
  const header = {
    discount_percent: form.discount_percent,
    date: savedDateOf(context.actor.role, form.date, context.stored?.date ?? formatJalali(context.today)),
    fare_amount: form.fare_id === null ? 0 : (byId(catalog.fares, form.fare_id)?.price ?? 0),
  }
  return {
    resolved,
    price,
    split: totalsOf(
      lines.map((line) => priceLine(line, pricing)),
      header,
      pricing,
    ),
  }
}

describe.each(testDialects)("the editor's catalog on %s", (dialect) => {
  let t: TestServer
  let tokens: Record<Role, string>
  beforeEach(async () => {
    t = await testServer(dialect)
    tokens = Object.fromEntries(
      await Promise.all([...editors, "financial-manager" as const].map(async (role) => [role, await t.signIn(role)] as const)),
    ) as Record<Role, string>
  })
  afterEach(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  const call = (method: string, path: string, role: Role, json?: unknown) =>
    t.request(method, `/api/Admin/invoice${path}`, { token: tokens[role], json })
  /** The catalog answer as the browser decodes it. */
  const catalogFor = async (role: Role): Promise<InvoiceCatalog> => {
    const answer = await call("GET", "/catalog", role)
    expect(answer.status).toBe(200)
    return Option.getOrThrow(decodeInvoiceCatalog(answer.body))
  }
  const saved = async (answer: Promise<{ status: number; body: unknown }>, status = 201): Promise<Invoice> => {
    const { status: got, body } = await answer
    expect(got, JSON.stringify(body)).toBe(status)
    return (body as { data: Invoice }).data
  }

  it("tells a sales expert their own access in force, the no-access values once it is off, and a manager none", async () => {
    const expert = (await t.request("POST", "/api/auth/me", { token: tokens["sales-expert"] })).body as { id: number }
    const access = {
      may_see_all_customers: true,
      may_create_pre_buy: false,
      max_discount_percent: 7,
      allowed_product_ids: [2, 1],
      is_active: true,
    }
    const put = (body: typeof access) =>
      t.request("PUT", `/api/Admin/sales_expert_access/${expert.id}`, { token: tokens["sales-manager"], json: body })
    expect((await put(access)).status).toBe(200)
    const told = (await catalogFor("sales-expert")).access
    expect(told && { ...told, allowed_product_ids: [...told.allowed_product_ids].sort() }).toEqual({
      ...access,
      allowed_product_ids: [1, 2],
    })
    expect((await put({ ...access, is_active: false })).status).toBe(200)
    expect((await catalogFor("sales-expert")).access).toEqual(noAccess)
    for (const role of ["super-admin", "sales-manager"] as const) expect((await catalogFor(role)).access).toBeNull()
  })

  it("answers each editing role the whole catalog and the settings, decoded by the domain's schema to what the server prices with", async () => {
    await t.db.updateTable("glass_types").set({ is_active: 0 }).where("id", "=", 2).execute()
    await t.db.updateTable("fares").set({ is_active: 0 }).where("id", "=", 3).execute()
    const stored = { catalog: await loadCatalog(t.db), pricing: await readPricingSettings(t.db) }
    for (const role of editors) {
      const { catalog, pricing } = await catalogFor(role)
      expect({ catalog, pricing }).toEqual(stored)
    }
    const { catalog, pricing } = stored
    expect([byId(catalog.glassTypes, 2)?.is_active, byId(catalog.fares, 3)?.is_active]).toEqual([false, false])
    expect(catalog.products.map((product) => [product.structure, product.min_area_mm2])).toEqual([
      ["single", 300_000],
      ["laminated", 300_000],
      ["double", 400_000],
      ["double_laminated", 400_000],
      ["mirror", 300_000],
    ])
    expect(pricing.vat_rates.map((rate) => [rate.from, rate.basis_points])).toEqual([
      ["1300/01/01", 900],
      ["1403/01/01", 1000],
    ])
    expect(catalog.sizeLimits.length).toBeGreaterThan(0)
  })

  it("answers the financial manager too, who prints formal invoices and names their parts from it, with no access of their own", async () => {
    const answer = await call("GET", "/catalog", "financial-manager")
    expect(answer.status).toBe(200)
    expect(Option.map(decodeInvoiceCatalog(answer.body), (decoded) => decoded.access)).toEqual(Option.some(null))
    expect((await t.request("GET", "/api/Admin/invoice/catalog")).status).toBe(401)
  })

  it("prices generated invoices in the browser's way to exactly the totals the server saved, as each role", async () => {
    const role = fc.constantFrom(...editors)
    await fc.assert(
      fc.asyncProperty(
        role.chain((who) => generatedBody(who).map((body) => ({ who, body }))),
        async ({ who, body }) => {
          const invoice = await saved(call("POST", "", who, body))
          const browser = pricedInBrowser(body, await catalogFor(who), await invoiceContextOf(t, who, invoice.customer_id))
          expect(figuresOf(invoice)).toEqual(expectedFigures(browser))
          expect(browser.split).toEqual(Result.succeed(browser.price))
        },
      ),
      { numRuns: 15 },
    )
  })

  it("prices a stored invoice opened for editing as the server saves it again, a deactivated choice it holds and a changed price included", async () => {
    const laminated = {
      product_id: 2,
      width: 1000,
      height: 2000,
      count: 2,
      edge_type: 2,
      note: null,
      layers: [
        { glass_type_id: 1, width_id: 3, material: 1 },
        { glass_type_id: 6, width_id: 2, material: 1 },
      ],
      laminates: [{ laminate_color_id: 2, thickness: 2, glue: 7 }],
      spacers: [],
      descriptions: [],
    }
    const created = await saved(call("POST", "", "sales-expert", invoiceBody({ lines: [...invoiceBody().lines, laminated] })))
    await t.db.updateTable("glass_types").set({ is_active: 0 }).where("id", "=", 6).execute()
    await t.db.updateTable("laminate_colors").set({ price: 6_100_000 }).where("id", "=", 2).execute()
    const stored = await saved(call("GET", `/${created.id}`, "sales-expert"), 200)
    const catalog = await catalogFor("sales-expert")
    expect(byId(catalog.catalog.glassTypes, 6)?.is_active).toBe(false)
    const body = invoiceBodyOf(stored)
    const edit = { kept: keptChoicesOf(stored), stored: { date: stored.date, sales_expert_id: stored.sales_expert_id } }
    const browser = pricedInBrowser(body, catalog, await invoiceContextOf(t, "sales-expert", stored.customer_id, edit))
    expect(browser.price.subtotal).not.toBe(stored.subtotal)
    const again = await saved(call("PUT", `/${stored.id}`, "sales-expert", body), 200)
    expect(figuresOf(again)).toEqual(expectedFigures(browser))
    expect(browser.split).toEqual(Result.succeed(browser.price))
    // A new invoice may not choose the deactivated type: the browser's line check says what the server's 422 says, under the same key.
    const fresh = await invoiceContextOf(t, "sales-expert", stored.customer_id)
    const refusal = Result.match(checkInvoiceLine(laminated, 1, catalog.catalog, fresh), {
      onSuccess: () => ({}),
      onFailure: (errors) => errors,
    })
    expect(refusal).toEqual({ "lines.1.layers.1.glass_type_id": m.glassTypeInactive })
    const answer = await call("POST", "", "sales-expert", {
      ...body,
      version: null,
      lines: body.lines.map((line) => ({ ...line, id: null })),
    })
    expect([answer.status, (answer.body as { errors: unknown }).errors]).toEqual([
      422,
      { "lines.1.layers.1.glass_type_id": [m.glassTypeInactive] },
    ])
  })
})
