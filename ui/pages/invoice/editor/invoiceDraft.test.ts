import { Result } from "effect"
import fc from "fast-check"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { resolveInvoice, type InvoiceContext } from "../../../../domain/invoice/InvoiceChecks.ts"
import { discountCapMessage } from "../../../../domain/invoice/InvoiceMessages.ts"
import { validateInvoiceForm } from "../../../../domain/invoice/InvoiceForm.ts"
import { checkLine } from "../../../../domain/invoice/InvoiceLineCheck.ts"
import { priceInvoice, priceLine, type InvoicePrice } from "../../../../domain/invoice/Pricing.ts"
import { defaultPricingSettings as pricing } from "../../../../domain/invoice/PricingSettings.ts"
import type { ResolvedInvoice } from "../../../../domain/invoice/ResolvedInvoice.ts"
import { lineBodyFor, managerContext as manager, sampleCatalog as catalog } from "../../../../domain/invoice/testing/catalogs.ts"
import { widthLimitMessage } from "../../../../domain/glass/SizeLimitCheck.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { newDraftStart, type LineInput } from "./draftInputs.ts"
import { createInvoiceDraft, type InvoiceDraft } from "./invoiceDraft.ts"

// The line check and the line pricing, counted: the store must call each once per line that changed.
vi.mock("../../../../domain/invoice/InvoiceLineCheck.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../../domain/invoice/InvoiceLineCheck.ts")>()
  return { ...original, checkLine: vi.fn(original.checkLine) }
})
vi.mock("../../../../domain/invoice/Pricing.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../../domain/invoice/Pricing.ts")>()
  return { ...original, priceLine: vi.fn(original.priceLine) }
})
const checks = vi.mocked(checkLine)
const prices = vi.mocked(priceLine)
beforeEach(() => {
  checks.mockClear()
  prices.mockClear()
})

const today = "1405/09/03"
const setting = { catalog, pricing, actor: manager.actor }
const header = fc.record({
  customer_id: fc.constant(10),
  discount_percent: fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
  fare_id: fc.constantFrom(1, null),
  date: fc.constantFrom(null, "1404/01/01", "1405/09/03"),
})
const lines = fc.array(lineBodyFor(catalog), { minLength: 1, maxLength: 6 })
const draftOf = (typed: object, bodies: ReadonlyArray<LineInput>) => {
  const start = newDraftStart("informal", today)
  return createInvoiceDraft(setting, { ...start, header: { ...start.header, ...typed }, lines: bodies })
}
/** The server's way: the whole body checked, resolved and priced. */
const serverPriced = (body: unknown, context: InvoiceContext = manager) => {
  const resolved = Result.getOrThrow(resolveInvoice(Result.getOrThrow(validateInvoiceForm(body)), catalog, context))
  return { resolved, price: Result.getOrThrow(priceInvoice(resolved, pricing)) }
}

describe("the invoice draft's store", () => {
  it("totals the whole draft exactly as the server prices its body", () => {
    fc.assert(
      fc.property(header, lines, (typed, bodies) => {
        const draft = draftOf(typed, bodies)
        expect(draft.$errors.value).toEqual({})
        expect(draft.$totals.value).toEqual(Result.succeed(serverPriced(draft.toBody()).price))
      }),
    )
  })

  it("reprices only the line that changed, and no line when the header changes", () => {
    fc.assert(
      fc.property(
        lines,
        fc.nat(),
        fc.integer({ min: 1, max: 6000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (bodies, pick, width, hundredths) => {
          const draft = draftOf({ customer_id: 10 }, bodies)
          void draft.$totals.value
          const others = draft.$lines.value.map((line) => line.$price.value)
          const k = pick % bodies.length
          const changed = draft.$lines.value[k]!
          checks.mockClear()
          prices.mockClear()
          draft.changeLine(changed.key, { width })
          void draft.$totals.value
          expect(checks.mock.calls.map(([input]) => input)).toEqual([changed.$input.value])
          expect(prices.mock.calls.length).toBe(Result.isSuccess(changed.$checked.value) ? 1 : 0)
          draft.$lines.value.forEach((line, i) => (i === k ? undefined : expect(line.$price.value).toBe(others[i])))
          checks.mockClear()
          prices.mockClear()
          draft.changeHeader({ discount_percent: hundredths / 100 })
          void draft.$totals.value
          expect([checks.mock.calls.length, prices.mock.calls.length]).toEqual([0, 0])
        },
      ),
      { numRuns: 50 },
    )
  })

  it("keys a line's messages by its place, which follows removals, and puts a size-limit message under the side", () => {
    const tempered = {
      product_id: 1,
      width: 2500,
      height: 1000,
      count: 1,
      edge_type: null,
      note: null,
      layers: [{ glass_type_id: 1, width_id: 1, material: 2 }],
      laminates: [],
      spacers: [],
      descriptions: [],
    }
    const draft = draftOf({ customer_id: 10 }, [{ ...tempered, width: 1000 }, { ...tempered, width: 1200 }, tempered])
    expect(draft.$errors.value).toEqual({ "lines.2.width": widthLimitMessage(300, 2400) })
    draft.removeLine(draft.$lines.value[0]!.key)
    expect(draft.$errors.value).toEqual({ "lines.1.width": widthLimitMessage(300, 2400) })
    const subtotal = Result.map(draft.$totals.value, (totals) => totals.subtotal)
    expect(subtotal).toEqual(
      Result.succeed(serverPriced({ ...draft.toBody(), lines: draft.toBody().lines.slice(0, 1) }).price.subtotal),
    )
    draft.changeHeader({ discount_percent: "x" })
    expect(Object.keys(draft.$errors.value)).toEqual(["discount_percent", "lines.1.width"])
  })

  it("keeps the header's messages apart, so a keystroke in a line leaves the header's fields unrendered", () => {
    const tempered = {
      product_id: 1,
      width: 1000,
      height: 1000,
      count: 1,
      edge_type: null,
      note: null,
      layers: [{ glass_type_id: 1, width_id: 1, material: 2 }],
      laminates: [],
      spacers: [],
      descriptions: [],
    }
    const draft = draftOf({ customer_id: 10, discount_percent: "x" }, [tempered, tempered])
    const seen: Array<object> = []
    const stop = draft.$headerErrors.subscribe((errors) => seen.push(errors))
    draft.changeLine(draft.$lines.value[1]!.key, { width: 2500 })
    draft.changeLine(draft.$lines.value[1]!.key, { width: 1100 })
    expect(seen).toHaveLength(1)
    draft.changeHeader({ discount_percent: 5 })
    stop()
    expect(seen).toEqual([{ discount_percent: expect.any(String) }, {}])
    expect(Object.keys(draft.$errors.value)).toEqual([])
  })

  it("refuses a discount above a sales expert's cap under the discount, as the server does, and a manager's up to 100", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 10_000 }), (cap, hundredths) => {
        const percent = hundredths / 100
        const access = { ...manager.actor.access, allowed_product_ids: [1], max_discount_percent: cap }
        const expert = createInvoiceDraft(
          { catalog, pricing, actor: { role: "sales-expert", access } },
          newDraftStart("informal", today),
        )
        expert.changeHeader({ customer_id: 10, discount_percent: percent })
        expect(expert.$errors.value.discount_percent).toBe(percent > cap ? discountCapMessage(cap) : undefined)
        const boss = draftOf({ customer_id: 10, discount_percent: percent }, [])
        expect(boss.$errors.value.discount_percent).toBeUndefined()
      }),
    )
  })
})

// The model: the lines as typed. The server's way decides what the draft must show: the lines it accepts on their own, priced together.
interface Model {
  readonly header: object
  readonly lines: Array<LineInput>
}
const accepted = (model: Model, line: LineInput) =>
  Result.isSuccess(
    Result.flatMap(validateInvoiceForm({ ...model.header, lines: [line] }), (form) => resolveInvoice(form, catalog, manager)),
  )
const expectedOf = (model: Model, empty: ResolvedInvoice): Result.Result<InvoicePrice, unknown> => {
  const kept = model.lines.filter((line) => accepted(model, line))
  return kept.length === 0 ? priceInvoice(empty, pricing) : Result.succeed(serverPriced({ ...model.header, lines: kept }).price)
}
const agree = (model: Model, real: InvoiceDraft, empty: ResolvedInvoice) => {
  expect(real.toBody().lines).toEqual(model.lines)
  expect(real.$totals.value).toEqual(expectedOf(model, empty))
  const refused = model.lines.flatMap((line, i) => (accepted(model, line) ? [] : [i]))
  const keyed = [...new Set(Object.keys(real.$errors.value).map((key) => Number(key.split(".")[1])))]
  expect(keyed).toEqual(refused)
}
const at = (model: Model, pick: number) => pick % model.lines.length
const keyAt = (real: InvoiceDraft, index: number) => real.$lines.value[index]!.key

const width = fc.oneof(
  fc.integer({ min: 1, max: 6000 }),
  fc.integer({ min: -10, max: 7000 }),
  fc.integer({ min: 100, max: 3000 }).map((mm) => toPersianDigits(String(mm))),
  fc.constantFrom("", "abc", "12.5"),
)
const count = fc.oneof(fc.integer({ min: 1, max: 50 }), fc.constantFrom<number | string>(0, "۷", "x", 10_001))
type Run = fc.Command<Model, { readonly draft: InvoiceDraft; readonly empty: ResolvedInvoice }>
const commands: ReadonlyArray<fc.Arbitrary<Run>> = [
  lineBodyFor(catalog).map((line): Run => ({
    check: () => true,
    run: (model, { draft, empty }) => {
      model.lines.push({ ...line })
      draft.addLine({ ...line })
      agree(model, draft, empty)
    },
    toString: () => `add(${JSON.stringify(line)})`,
  })),
  fc.nat().map((pick): Run => ({
    check: (model) => model.lines.length > 0,
    run: (model, { draft, empty }) => {
      const i = at(model, pick)
      model.lines.splice(i + 1, 0, { ...model.lines[i]!, id: null })
      draft.duplicateLine(keyAt(draft, i))
      agree(model, draft, empty)
    },
    toString: () => `duplicate(${pick})`,
  })),
  fc.nat().map((pick): Run => ({
    check: (model) => model.lines.length > 1,
    run: (model, { draft, empty }) => {
      const i = at(model, pick)
      model.lines.splice(i, 1)
      draft.removeLine(keyAt(draft, i))
      agree(model, draft, empty)
    },
    toString: () => `remove(${pick})`,
  })),
  fc.tuple(fc.nat(), width).map(([pick, value]): Run => ({
    check: (model) => model.lines.length > 0,
    run: (model, { draft, empty }) => {
      const i = at(model, pick)
      model.lines[i] = { ...model.lines[i]!, width: value }
      draft.changeLine(keyAt(draft, i), { width: value })
      agree(model, draft, empty)
    },
    toString: () => `width(${pick}, ${JSON.stringify(value)})`,
  })),
  fc.tuple(fc.nat(), count).map(([pick, value]): Run => ({
    check: (model) => model.lines.length > 0,
    run: (model, { draft, empty }) => {
      const i = at(model, pick)
      model.lines[i] = { ...model.lines[i]!, count: value }
      draft.changeLine(keyAt(draft, i), { count: value })
      agree(model, draft, empty)
    },
    toString: () => `count(${pick}, ${JSON.stringify(value)})`,
  })),
]

describe("the invoice draft against its model", () => {
  it("keeps its lines and totals those of the server's way over any adds, duplicates, removals and edits", () => {
    fc.assert(
      fc.property(header, lines, fc.commands([...commands], { maxCommands: 30 }), (typed, bodies, run) => {
        const start = bodies.map((body, i): LineInput => ({ ...body, id: 100 + i }))
        const model: Model = { header: { kind: "informal", ...typed }, lines: [...start] }
        const { resolved } = serverPriced({ ...model.header, lines: start.slice(0, 1) })
        const draft = draftOf(typed, start)
        fc.modelRun(() => ({ model, real: { draft, empty: { ...resolved, lines: [] } } }), run)
      }),
      { numRuns: 60 },
    )
  })
})
