import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { roles } from "../roles/Role.ts"
import { discountCap } from "./DiscountCap.ts"
import {
  chargeableArea,
  pieceShareOf,
  priceInvoice,
  priceLine,
  roundHalfUp,
  totalsOf,
  TotalTooLarge,
  type InvoicePrice,
} from "./Pricing.ts"
import { defaultPricingSettings as seeded, vatRateOn, type PricingSettings } from "./PricingSettings.ts"
import type { ResolvedInvoice, ResolvedLayer, ResolvedLine } from "./ResolvedInvoice.ts"
import {
  discountPercent,
  invoiceDate,
  modestPrice,
  pricingSettings,
  productMinimum,
  resolvedInvoice,
} from "./testing/arbitraries.ts"

const maxRials = 999_999_999_999_999n
const priced = (invoice: ResolvedInvoice, settings: PricingSettings = seeded): InvoicePrice =>
  Result.getOrThrow(priceInvoice(invoice, settings))
const modest = resolvedInvoice({ price: modestPrice })
// Inside a property: the invoice's figures, skipping the rare modest invoice whose counts and quantities still pass the largest total ((h) covers those).
const pricedIfStored = (resolved: ResolvedInvoice, settings: PricingSettings = seeded): InvoicePrice => {
  const result = priceInvoice(resolved, settings)
  fc.pre(Result.isSuccess(result))
  return Result.getOrThrow(result)
}

// The reference model: exact fractions in the units invoices.md section 3 writes (m², m, rials), reduced by their gcd.
interface Q {
  readonly n: bigint
  readonly d: bigint
}
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b))
const q = (n: bigint | number, d: bigint | number = 1n): Q => {
  const g = gcd(BigInt(n), BigInt(d))
  return g === 0n ? { n: 0n, d: 1n } : { n: BigInt(n) / g, d: BigInt(d) / g }
}
const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d)
const mul = (...factors: ReadonlyArray<Q>): Q => factors.reduce((a, b) => q(a.n * b.n, a.d * b.d), q(1))
const larger = (a: Q, b: Q): Q => (a.n * b.d >= b.n * a.d ? a : b)
const total = (terms: ReadonlyArray<Q>): Q => terms.reduce(add, q(0))
// Whole rials, half up: the whole part, and one more when what is left is at least half.
const rial = (x: Q): bigint => x.n / x.d + (2n * (x.n % x.d) >= x.d ? 1n : 0n)
// The spec's own tables: films per laminate thickness code and the layers each laminate joins.
const films: Record<number, number> = { 1: 1, 2: 2, 3: 4 }
const pairOf: Record<string, readonly [number, number]> = { laminated: [0, 1], double_laminated: [1, 2] }

const modelLine = (line: ResolvedLine, settings: PricingSettings): bigint => {
  const piece = q(line.width * line.height, 1_000_000)
  const floor = larger(piece, q(line.min_area_mm2, 1_000_000))
  const areas = line.layers.map((layer) =>
    layer.material === 1 ? floor : larger(floor, q(settings.tempered_min_area_mm2, 1_000_000)),
  )
  const at = (i: number): Q => areas[i] ?? q(0)
  const perimeter = q(2 * (line.width + line.height), 1000)
  const largest = areas.reduce(larger, q(0))
  const glass = line.layers.map((layer, i) => mul(at(i), q(layer.unit_price)))
  const laminates = line.laminates.map((laminate) => {
    const [a, b] = pairOf[line.structure] ?? [0, 0]
    return mul(larger(at(a), at(b)), q(laminate.unit_price), q(films[laminate.thickness] ?? 0))
  })
  const spacers = line.spacers.map((spacer) => mul(perimeter, q(spacer.unit_price)))
  const descriptions = line.descriptions.map((d) =>
    mul(q(d.unit_price), q(d.quantity), d.unit === "piece" ? q(1) : d.unit === "square_meter" ? largest : perimeter),
  )
  return rial(mul(q(line.count), total([...glass, ...laminates, ...spacers, ...descriptions])))
}

const model = (invoice: ResolvedInvoice, settings: PricingSettings) => {
  const lines = invoice.lines.map((line) => modelLine(line, settings))
  const subtotal = lines.reduce((a, b) => a + b, 0n)
  const discount = rial(mul(q(subtotal), q(Math.round(invoice.discount_percent * 100), 10_000)))
  const taxable = subtotal - discount + BigInt(invoice.fare_amount)
  const rate = invoice.date < "1403/01/01" ? 900 : 1000
  const vat = rial(mul(q(taxable), q(rate, 10_000)))
  return { lines, subtotal, discount, vat, total: taxable + vat }
}

// A small reader of amounts in words, for the test: a scale word multiplies the group read so far.
const units = [
  "صفر",
  "یک",
  "دو",
  "سه",
  "چهار",
  "پنج",
  "شش",
  "هفت",
  "هشت",
  "نه",
  "ده",
  "یازده",
  "دوازده",
  "سیزده",
  "چهارده",
  "پانزده",
  "شانزده",
  "هفده",
  "هجده",
  "نوزده",
]
const tens = ["", "", "بیست", "سی", "چهل", "پنجاه", "شصت", "هفتاد", "هشتاد", "نود"]
const hundreds = ["", "صد", "دویست", "سیصد", "چهارصد", "پانصد", "ششصد", "هفتصد", "هشتصد", "نهصد"]
const wordValue = (word: string): bigint => {
  for (const [list, size] of [
    [units, 1n],
    [tens, 10n],
    [hundreds, 100n],
  ] as const)
    if (word !== "" && list.includes(word)) return BigInt(list.indexOf(word)) * size
  throw new Error(`not a number word: ${word}`)
}
const scales: Record<string, bigint> = { هزار: 1000n, میلیون: 1_000_000n, میلیارد: 1_000_000_000n, تریلیون: 1_000_000_000_000n }
const readRials = (text: string): bigint => {
  let sum = 0n
  let group = 0n
  for (const word of text
    .replace(/ ریال$/, "")
    .split(" ")
    .filter((w) => w !== "و")) {
    const scale = scales[word]
    if (scale === undefined) group += wordValue(word)
    else [sum, group] = [sum + group * scale, 0n]
  }
  return sum + group
}

// Hand-built lines for the worked examples.
const pane = (thickness: number, unit_price: number, material: 1 | 2 | 3 = 1): ResolvedLayer => ({
  glass_type_id: 1,
  width_id: thickness,
  material,
  thickness,
  unit_price,
  mirror_thickness: null,
})
const line = (over: Partial<ResolvedLine>): ResolvedLine => ({
  ...{
    id: null,
    product_id: 1,
    product_name: "شیشه تک جداره",
    structure: "single",
    min_area_mm2: 300_000,
    width: 1000,
    height: 1000,
    count: 1,
    edge_type: null,
    note: null,
  },
  ...{ layers: [], laminates: [], spacers: [], descriptions: [] },
  ...over,
})
const invoice = (lines: ReadonlyArray<ResolvedLine>, over: Partial<ResolvedInvoice> = {}): ResolvedInvoice => ({
  ...{
    kind: "informal",
    customer_id: 1,
    sales_expert_id: null,
    date: "1405/09/03",
    fare_id: null,
    fare_title: null,
    fare_amount: 0,
  },
  ...{ rack_type: null, shipping_type: null, discount_percent: 0, note: null, lines },
  ...over,
})

describe("pricing: worked examples", () => {
  it("prices a raw 6 mm pane of 1 m² at 8,700,000 rials with 10 % VAT", () => {
    // 1000 × 1000 mm = 1 m² (over the 0.3 m² minimum) × 8,700,000 = 8,700,000; VAT 10 % = 870,000; total 9,570,000.
    const price = priced(invoice([line({ layers: [pane(6, 8_700_000)] })]))
    expect(price).toMatchObject({
      subtotal: 8_700_000,
      discount: 0,
      fare: 0,
      vat_basis_points: 1000,
      vat: 870_000,
      total: 9_570_000,
    })
    // weight: 1 m² × 6 mm × 2.5 kg = 15 kg.
    expect(price.lines[0]).toEqual({
      area_mm2: 1_000_000,
      layer_chargeable_mm2: [1_000_000],
      chargeable_mm2: 1_000_000,
      perimeter_mm: 4000,
      weight_grams: 15_000,
      amount: 8_700_000,
    })
    expect(price.total_in_words).toBe("نه میلیون و پانصد و هفتاد هزار ریال")
  })

  it("charges a tempered 400 × 400 pane as 0.5 m²", () => {
    // 0.16 m² < product 0.3 m² < tempering 0.5 m²: 3 pieces × 0.5 m² × 10,000,000 = 15,000,000; a raw pane would be 0.3 m²: 9,000,000.
    expect(
      priced(invoice([line({ width: 400, height: 400, count: 3, layers: [pane(6, 10_000_000, 2)] })])).lines[0],
    ).toMatchObject({ layer_chargeable_mm2: [500_000], amount: 15_000_000 })
    expect(priced(invoice([line({ width: 400, height: 400, count: 3, layers: [pane(6, 10_000_000, 3)] })])).subtotal).toBe(
      15_000_000,
    )
    expect(priced(invoice([line({ width: 400, height: 400, count: 3, layers: [pane(6, 10_000_000, 1)] })])).subtotal).toBe(
      9_000_000,
    )
  })

  it("counts a 0.76 mm film as 2 films over the larger pane of its pair", () => {
    // 600 × 500 = 0.3 m²: raw pane 0.3 m² × 6,000,000 = 1,800,000; tempered pane 0.5 m² × 9,000,000 = 4,500,000;
    // film: 0.5 m² (the larger of the pair) × 1,500,000 × 2 films = 1,500,000; piece 7,800,000; 2 pieces 15,600,000.
    const laminate = { laminate_color_id: 1, thickness: 2 as const, glue: 7, films: 2, unit_price: 1_500_000 }
    const price = priced(
      invoice([
        line({
          structure: "laminated",
          width: 600,
          height: 500,
          count: 2,
          layers: [pane(4, 6_000_000), pane(4, 9_000_000, 2)],
          laminates: [laminate],
        }),
      ]),
    )
    expect(price.lines[0]).toMatchObject({ layer_chargeable_mm2: [300_000, 500_000], amount: 15_600_000 })
  })

  it("prices a double unit's spacer by its 5.4 m perimeter, with a discount and a fare", () => {
    // 1200 × 1500 = 1.8 m²: 6 mm 1.8 × 8,700,000 = 15,660,000; 4 mm 1.8 × 5,000,000 = 9,000,000; spacer 5.4 m × 250,000 = 1,350,000;
    // subtotal 26,010,000; discount 10 % 2,601,000; fare 3,000,000; taxable 26,409,000; VAT 10 % 2,640,900; total 29,049,900.
    const spacer = { spacer_id: 1, color: 1 as const, glue: 1 as const, unit_price: 250_000 }
    const lines = [
      line({
        structure: "double",
        min_area_mm2: 400_000,
        width: 1200,
        height: 1500,
        layers: [pane(6, 8_700_000), pane(4, 5_000_000)],
        spacers: [spacer],
      }),
    ]
    const price = priced(invoice(lines, { discount_percent: 10, fare_id: 1, fare_title: "تهران", fare_amount: 3_000_000 }))
    expect(price.lines[0]?.perimeter_mm).toBe(5400)
    expect(price).toMatchObject({ subtotal: 26_010_000, discount: 2_601_000, fare: 3_000_000, vat: 2_640_900, total: 29_049_900 })
  })

  it("prices descriptions per piece, per m² of the largest chargeable area and per metre of edge", () => {
    // 500 × 400 = 0.2 m², charged 0.3 m² × 10,000,000 = 3,000,000; sandblast 200,000 × 0.3 m² × 1 = 60,000;
    // polish 30,000 × 1.8 m × 2 = 108,000; holes 25,000 × 4 = 100,000; piece 3,268,000; 5 pieces 16,340,000.
    const descriptions = [
      { description_id: 1, quantity: 1, unit: "square_meter" as const, unit_price: 200_000 },
      { description_id: 2, quantity: 2, unit: "meter" as const, unit_price: 30_000 },
      { description_id: 3, quantity: 4, unit: "piece" as const, unit_price: 25_000 },
    ]
    expect(
      priced(invoice([line({ width: 500, height: 400, count: 5, layers: [pane(6, 10_000_000)], descriptions })])).subtotal,
    ).toBe(16_340_000)
  })

  it("rounds half a rial up, once per line, and the discount and VAT half up too", () => {
    // 1.5 m² × 1 rial = 1.5 a piece; 3 pieces 4.5 → 5 (rounding each piece would give 6); discount 10 % of 5 = 0.5 → 1;
    // taxable 4, VAT 0.4 → 0; total 4.
    expect(
      priced(invoice([line({ width: 1000, height: 1500, count: 3, layers: [pane(6, 1)] })], { discount_percent: 10 })),
    ).toMatchObject({ subtotal: 5, discount: 1, vat: 0, total: 4 })
    // 1 m² × 15 rials; VAT 10 % = 1.5 → 2; total 17. With no product minimum, 1.5 m² × 3 rials = 4.5 → 5.
    expect(priced(invoice([line({ layers: [pane(6, 15)] })]))).toMatchObject({ subtotal: 15, vat: 2, total: 17 })
    expect(priced(invoice([line({ min_area_mm2: 0, width: 1000, height: 1500, layers: [pane(6, 3)] })])).subtotal).toBe(5)
  })
})

describe("pricing: properties", () => {
  it("(a) answers every amount as a non-negative safe integer", () => {
    fc.assert(
      fc.property(modest, pricingSettings, (resolved, settings) => {
        const price = pricedIfStored(resolved, settings)
        const amounts = [
          ...price.lines.map((l) => l.amount),
          price.subtotal,
          price.discount,
          price.fare,
          price.vat,
          price.total,
          price.weight_grams,
        ]
        for (const amount of amounts) expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true)
      }),
    )
  })

  it("(b) never lowers a line's amount when a side, the count or a unit price grows", () => {
    const knobs = (l: ResolvedLine) => [
      ...(["width", "height", "count"] as const).map((key) => (by: number) => ({ ...l, [key]: l[key] + by })),
      ...l.layers.map((_, i) => (by: number) => ({
        ...l,
        layers: l.layers.map((x, j) => (i === j ? { ...x, unit_price: x.unit_price + by } : x)),
      })),
      ...l.laminates.map((_, i) => (by: number) => ({
        ...l,
        laminates: l.laminates.map((x, j) => (i === j ? { ...x, unit_price: x.unit_price + by } : x)),
      })),
      ...l.spacers.map((_, i) => (by: number) => ({
        ...l,
        spacers: l.spacers.map((x, j) => (i === j ? { ...x, unit_price: x.unit_price + by } : x)),
      })),
      ...l.descriptions.map((_, i) => (by: number) => ({
        ...l,
        descriptions: l.descriptions.map((x, j) => (i === j ? { ...x, unit_price: x.unit_price + by } : x)),
      })),
    ]
    fc.assert(
      fc.property(modest, fc.nat(), fc.nat(), fc.integer({ min: 1, max: 3000 }), (resolved, which, knob, by) => {
        const i = which % resolved.lines.length
        const before = resolved.lines[i] as ResolvedLine
        const turns = knobs(before)
        const after = (turns[knob % turns.length] as (by: number) => ResolvedLine)(by)
        const grown = pricedIfStored({ ...resolved, lines: resolved.lines.map((l, j) => (j === i ? after : l)) })
        expect(grown.lines[i]?.amount).toBeGreaterThanOrEqual(pricedIfStored(resolved).lines[i]?.amount ?? Infinity)
      }),
    )
  })

  it("(c) charges every layer at least the product minimum, the tempering minimum when tempered, and the piece", () => {
    fc.assert(
      fc.property(modest, pricingSettings, (resolved, settings) => {
        pricedIfStored(resolved, settings).lines.forEach((figures, i) => {
          const l = resolved.lines[i] as ResolvedLine
          expect(figures.layer_chargeable_mm2).toHaveLength(l.layers.length)
          figures.layer_chargeable_mm2.forEach((area, j) => {
            expect(area).toBeGreaterThanOrEqual(Math.max(l.min_area_mm2, l.width * l.height))
            if (l.layers[j]?.material !== 1) expect(area).toBeGreaterThanOrEqual(settings.tempered_min_area_mm2)
          })
        })
      }),
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 36_000_000 }),
        productMinimum,
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.constantFrom(1, 2, 3),
        (area, min, tempered, material) => {
          expect(chargeableArea(area, min, tempered, material)).toBe(
            material === 1 ? Math.max(area, min) : Math.max(area, min, tempered),
          )
        },
      ),
    )
  })

  it("(d) adds up: subtotal = Σ line amounts, total = subtotal − discount + fare + VAT, pieces and area summed", () => {
    fc.assert(
      fc.property(modest, (resolved) => {
        const price = pricedIfStored(resolved)
        expect(price.subtotal).toBe(price.lines.reduce((sum, l) => sum + l.amount, 0))
        expect(price.total).toBe(price.subtotal - price.discount + price.fare + price.vat)
        expect(price.fare).toBe(resolved.fare_amount)
        expect(price.pieces).toBe(resolved.lines.reduce((sum, l) => sum + l.count, 0))
        expect(price.area_mm2).toBe(resolved.lines.reduce((sum, l) => sum + l.width * l.height * l.count, 0))
      }),
    )
  })

  it("(e) rounds the discount half up, never above the subtotal nor above what the user's cap allows", () => {
    const access = fc.record({ max_discount_percent: discountPercent })
    fc.assert(
      fc.property(modest, fc.constantFrom(...roles), access, (resolved, role, given) => {
        const cap = discountCap(role, given)
        expect(cap).toBe(role === "sales-expert" ? given.max_discount_percent : 100)
        const price = pricedIfStored(resolved)
        const hundredths = BigInt(Math.round(resolved.discount_percent * 100))
        expect(price.discount).toBe(Number(rial(q(BigInt(price.subtotal) * hundredths, 10_000))))
        expect(price.discount).toBeLessThanOrEqual(price.subtotal)
        if (resolved.discount_percent <= cap)
          expect(price.discount).toBeLessThanOrEqual(
            Number(roundHalfUp(BigInt(price.subtotal) * BigInt(Math.round(cap * 100)), 10_000n)),
          )
      }),
    )
  })

  it("(f) agrees with a reference model of invoices.md to the rial on every line", () => {
    fc.assert(
      fc.property(resolvedInvoice(), pricingSettings, (resolved, settings) => {
        const expected = model(resolved, settings)
        Result.match(priceInvoice(resolved, settings), {
          onSuccess: (price) => expect(price.lines.map((l) => BigInt(l.amount))).toEqual(expected.lines),
          onFailure: (error) => expect(error.subtotal).toBe(expected.subtotal),
        })
      }),
    )
  })

  it("(g) charges 9 % VAT before 1403/01/01 and 10 % from it", () => {
    expect([vatRateOn(seeded, "1402/12/29"), vatRateOn(seeded, "1403/01/01"), vatRateOn(seeded, "1299/12/29")]).toEqual([
      900, 1000, 0,
    ])
    const oneSquareMetre = [line({ layers: [pane(6, 8_700_000)] })]
    expect(priced(invoice(oneSquareMetre, { date: "1402/12/29" }))).toMatchObject({
      vat_basis_points: 900,
      vat: 783_000,
      total: 9_483_000,
    })
    expect(priced(invoice(oneSquareMetre, { date: "1403/01/01" }))).toMatchObject({
      vat_basis_points: 1000,
      vat: 870_000,
      total: 9_570_000,
    })
    fc.assert(
      fc.property(invoiceDate, modest, (date, resolved) => {
        const rate = date < "1403/01/01" ? 900 : 1000
        expect(vatRateOn(seeded, date)).toBe(rate)
        const price = pricedIfStored({ ...resolved, date })
        expect(price.vat_basis_points).toBe(rate)
        expect(BigInt(price.vat)).toBe(rial(q(BigInt(price.subtotal - price.discount + price.fare) * BigInt(rate), 10_000)))
      }),
    )
  })

  it("(h) refuses a subtotal or total over 999,999,999,999,999 as TotalTooLarge, and never throws", () => {
    // 909,090,909,090,908 + VAT 90,909,090,909,090.8 → 91 = 999,999,999,999,999 exactly; one rial more passes it.
    const at = (price: number) => priceInvoice(invoice([line({ layers: [pane(6, price)] })]), seeded)
    expect(Result.map(at(909_090_909_090_908), (p) => p.total)).toEqual(Result.succeed(999_999_999_999_999))
    expect(at(909_090_909_090_909)).toEqual(
      Result.fail(new TotalTooLarge({ subtotal: 909_090_909_090_909n, total: 1_000_000_000_000_000n })),
    )
    expect(Result.isFailure(at(999_999_999_999_999))).toBe(true)
    fc.assert(
      fc.property(resolvedInvoice({ maxLines: 8 }), pricingSettings, (resolved, settings) => {
        const expected = model(resolved, settings)
        const result = priceInvoice(resolved, settings)
        expect(Result.isFailure(result)).toBe(expected.subtotal > maxRials || expected.total > maxRials)
        if (Result.isFailure(result))
          expect(result.failure).toEqual(new TotalTooLarge({ subtotal: expected.subtotal, total: expected.total }))
        else expect(BigInt(result.success.total)).toBe(expected.total)
      }),
    )
  })

  it("(i) writes the total in Persian words that read back as the total, ending in «ریال»", () => {
    fc.assert(
      fc.property(resolvedInvoice(), (resolved) => {
        Result.match(priceInvoice(resolved, seeded), {
          onSuccess: (price) => {
            expect(price.total_in_words.endsWith(" ریال")).toBe(true)
            expect(readRials(price.total_in_words)).toBe(BigInt(price.total))
          },
          onFailure: () => undefined,
        })
      }),
    )
  })

  it("rounds a fraction half up", () => {
    expect([
      roundHalfUp(5n, 10n),
      roundHalfUp(4n, 10n),
      roundHalfUp(15n, 10n),
      roundHalfUp(14n, 10n),
      roundHalfUp(0n, 7n),
    ]).toEqual([1n, 0n, 2n, 1n, 0n])
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 10n ** 15n }), (n, d) => {
        const r = roundHalfUp(n, d)
        expect(2n * r * d - d <= 2n * n && 2n * n < 2n * r * d + d).toBe(true)
      }),
    )
  })
})

describe("pricing split per line (the editor's live figures)", () => {
  it("gives the whole invoice's figures as the totals of its lines priced one by one, in any order", () => {
    const withOrder = resolvedInvoice({ maxLines: 8 }).chain((resolved) => {
      const indexes = resolved.lines.map((_, i) => i)
      return fc.tuple(
        fc.constant(resolved),
        fc.shuffledSubarray(indexes, { minLength: indexes.length, maxLength: indexes.length }),
      )
    })
    fc.assert(
      fc.property(withOrder, pricingSettings, ([resolved, order], settings) => {
        const lines = resolved.lines.map((line) => priceLine(line, settings))
        expect(totalsOf(lines, resolved, settings)).toEqual(priceInvoice(resolved, settings))
        const shuffled = order.map((i) => lines[i] as (typeof lines)[number])
        const totals = (result: ReturnType<typeof totalsOf>) => Result.map(result, ({ lines: _lines, ...rest }) => rest)
        expect(totals(totalsOf(shuffled, resolved, settings))).toEqual(totals(priceInvoice(resolved, settings)))
      }),
    )
  })

  it("prices a line the same wherever it stands, its amount exactly the reference model's", () => {
    fc.assert(
      fc.property(resolvedInvoice({ maxLines: 8 }), pricingSettings, (resolved, settings) => {
        resolved.lines.forEach((line, i) => {
          const alone = priceLine(line, settings)
          expect(alone.amount).toBe(modelLine(line, settings))
          expect(alone.pieces).toBe(line.count)
          Result.match(priceInvoice(resolved, settings), {
            onSuccess: (whole) => expect(whole.lines[i]).toEqual(alone.figures),
            onFailure: () => undefined,
          })
        })
      }),
    )
  })

  it("totals no line as nothing but the fare and its VAT", () => {
    const header = { discount_percent: 10, date: "1405/09/03", fare_amount: 3_000_000 }
    expect(
      Result.map(totalsOf([], header, seeded), ({ subtotal, discount, fare, vat, total, pieces, lines }) => ({
        subtotal,
        discount,
        fare,
        vat,
        total,
        pieces,
        lines,
      })),
    ).toEqual(Result.succeed({ subtotal: 0, discount: 0, fare: 3_000_000, vat: 300_000, total: 3_300_000, pieces: 0, lines: [] }))
  })
})

describe("a piece's share of a line's amount", () => {
  it("is the amount divided by the count, rounded half up, within half a rial of each piece", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), fc.integer({ min: 1, max: 10_000 }), (amount, count) => {
        const share = pieceShareOf(amount, count)
        expect(Number.isInteger(share)).toBe(true)
        // |share × count − amount| ≤ count / 2, in integers: 2·|share·count − amount| ≤ count.
        const gap = BigInt(share) * BigInt(count) - BigInt(amount)
        expect(2n * (gap < 0n ? -gap : gap) <= BigInt(count)).toBe(true)
      }),
    )
    expect([pieceShareOf(10, 4), pieceShareOf(11, 2), pieceShareOf(0, 3)]).toEqual([3, 6, 0])
  })
})
