import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  applyDiff,
  diffInvoices,
  isEmptyDiff,
  sameJson,
  type InvoiceDiff,
  type InvoiceSnapshot,
  type Json,
  type SnapshotLine,
} from "./InvoiceDiff.ts"

// ---------------------------------------------------------------------------------------------------------------
// Generators: snapshots whose headers all have one fixed set of keys and whose lines all have one fixed set of
// field keys, with values of every JSON type (nested arrays of objects, as a line's build-up is), drawn from small
// pools so that two generated values are often equal, and objects whose key order is shuffled now and then.
// ---------------------------------------------------------------------------------------------------------------
const headerKeys = [
  "customer_id",
  "date",
  "discount_percent",
  "note",
  "fare_id",
  "fare_amount",
  "sales_expert_id",
  "total",
  "vat",
  "kind",
] as const
const lineKeys = [
  "structure",
  "width",
  "height",
  "count",
  "layers",
  "laminates",
  "spacers",
  "descriptions",
  "note",
  "amount",
] as const
const nestedKeys = ["material", "thickness", "unit_price", "glue", "quantity", "unit"] as const

const scalar: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(
    null,
    true,
    false,
    0,
    1,
    5,
    10,
    12.5,
    1200,
    1300,
    -1,
    "",
    "single",
    "laminated",
    "۱۴۰۳/۰۱/۰۱",
    "1403/01/01",
    "یادداشت",
  ),
  fc.integer({ min: -1000, max: 1_000_000 }),
  fc.string({ maxLength: 4 }),
)

const { json } = fc.letrec<{ json: Json; array: Json; object: Json }>((tie) => ({
  json: fc.oneof({ depthSize: "small", withCrossShrink: true }, scalar, tie("array"), tie("object")),
  array: fc.array(tie("json"), { maxLength: 3 }),
  object: fc.dictionary(fc.constantFrom(...nestedKeys), tie("json"), { maxKeys: 4, noNullPrototype: true }),
}))

/** The same JSON value with the keys of each of its objects in another order. */
const reorderKeys = (value: Json, seed: number): Json => {
  if (Array.isArray(value)) return value.map((item: Json, index: number) => reorderKeys(item, seed + index + 1))
  if (value === null || typeof value !== "object") return value
  const entries = Object.entries(value)
  const turned =
    entries.length === 0 ? entries : [...entries.slice(seed % entries.length), ...entries.slice(0, seed % entries.length)]
  return Object.fromEntries((seed % 2 === 0 ? turned.reverse() : turned).map(([k, v]) => [k, reorderKeys(v, seed + k.length)]))
}

const fieldsOf = <K extends string>(keys: ReadonlyArray<K>): fc.Arbitrary<Record<string, Json>> =>
  fc.tuple(fc.tuple(...keys.map(() => json)), fc.nat()).map(([values, seed]) => {
    const entries = keys.map((k, i): [string, Json] => [k, values[i] ?? null])
    return Object.fromEntries(seed % 3 === 0 ? entries.reverse() : entries)
  })

const header = fieldsOf(headerKeys)
const lineFields = fieldsOf(lineKeys)
const linesWithIds = (ids: ReadonlyArray<number>): fc.Arbitrary<ReadonlyArray<SnapshotLine>> =>
  fc.tuple(...ids.map(() => lineFields)).map((fields) => ids.map((id, i) => ({ id, fields: fields[i] ?? {} })))

const snapshot: fc.Arbitrary<InvoiceSnapshot> = fc
  .record({ header, ids: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 8 }) })
  .chain(({ header, ids }) => linesWithIds(ids).map((lines) => ({ header, lines })))

/** A change to a record's values: each key kept as it is, kept with its objects' keys reordered, or given a new value. */
const editFields = (fields: Readonly<Record<string, Json>>): fc.Arbitrary<Record<string, Json>> => {
  const keys = Object.keys(fields)
  return fc
    .tuple(
      fc.tuple(
        ...keys.map(() =>
          fc.oneof(
            { arbitrary: fc.constant<"keep">("keep"), weight: 4 },
            { arbitrary: fc.nat().map((seed) => ({ seed })), weight: 2 },
            { arbitrary: json.map((value) => ({ value })), weight: 2 },
          ),
        ),
      ),
      fc.boolean(),
    )
    .map(([edits, turn]) => {
      const entries = keys.map((k, i): [string, Json] => {
        const edit = edits[i] ?? "keep"
        const old = fields[k] ?? null
        return [k, edit === "keep" ? old : "seed" in edit ? reorderKeys(old, edit.seed) : edit.value]
      })
      return Object.fromEntries(turn ? entries.reverse() : entries)
    })
}

/** A later revision of an invoice: some header fields changed, some lines removed, some changed, some added with fresh ids, sometimes reordered. */
const editOf = (before: InvoiceSnapshot): fc.Arbitrary<InvoiceSnapshot> => {
  const used = new Set(before.lines.map((line) => line.id))
  const fresh = fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 4 }).map((ids) => ids.filter((id) => !used.has(id)))
  return fc
    .record({
      header: editFields(before.header),
      kept: fc.tuple(
        ...before.lines.map((line) =>
          fc.record({ keep: fc.constantFrom(true, true, true, false), fields: editFields(line.fields) }),
        ),
      ),
      added: fresh.chain(linesWithIds),
      layout: fc.constantFrom("appended", "appended", "inserted", "shuffled"),
      sortKeys: fc.array(fc.double({ noNaN: true, min: 0, max: 1 }), { minLength: 20, maxLength: 20 }),
      at: fc.nat(),
    })
    .map(({ header, kept, added, layout, sortKeys, at }) => {
      const keptLines = before.lines.flatMap((line, i) =>
        kept[i]?.keep === true ? [{ id: line.id, fields: kept[i]?.fields ?? line.fields }] : [],
      )
      const lines =
        layout === "appended"
          ? [...keptLines, ...added]
          : layout === "inserted"
            ? [...keptLines.slice(0, at % (keptLines.length + 1)), ...added, ...keptLines.slice(at % (keptLines.length + 1))]
            : [...keptLines, ...added]
                .map((line, i) => ({ line, rank: sortKeys[i] ?? 0 }))
                .sort((a, b) => a.rank - b.rank)
                .map(({ line }) => line)
      return { header, lines }
    })
}

const editedPair = snapshot.chain((before) => editOf(before).map((after) => [before, after] as const))
const unrelatedPair = fc.tuple(snapshot, snapshot)
const anyPair = fc.oneof(editedPair, unrelatedPair)

// ---------------------------------------------------------------------------------------------------------------
// A reference: equality of JSON texts with every object's keys sorted.
// ---------------------------------------------------------------------------------------------------------------
const canonical = (value: Json): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(",")}]`
    : value !== null && typeof value === "object"
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((value as Readonly<Record<string, Json>>)[k] ?? null)}`)
          .join(",")}}`
      : JSON.stringify(value)
const same = (a: Json, b: Json): boolean => canonical(a) === canonical(b)
const differing = (a: Readonly<Record<string, Json>>, b: Readonly<Record<string, Json>>): ReadonlyArray<string> =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !same(a[k] ?? null, b[k] ?? null)).sort()
const ids = (lines: ReadonlyArray<SnapshotLine>): ReadonlyArray<number> => lines.map((line) => line.id)
const snapshotJson = (s: InvoiceSnapshot): Json => ({
  header: s.header,
  lines: s.lines.map((line) => ({ id: line.id, fields: line.fields })),
})

describe("invoice diff: worked examples", () => {
  const layer = { material: 1, thickness: 6, unit_price: 8_700_000 }
  const line7 = { id: 7, fields: { structure: "single", width: 1200, height: 800, count: 2, layers: [layer], note: null } }
  const line8 = { id: 8, fields: { structure: "mirror", width: 500, height: 500, count: 1, layers: [layer], note: "آینه" } }
  const line9 = { id: 9, fields: { structure: "double", width: 900, height: 900, count: 4, layers: [layer, layer], note: null } }
  const before: InvoiceSnapshot = {
    header: { customer_id: 3, date: "1403/05/01", discount_percent: 5, note: null, fare_id: null },
    lines: [line7, line8, line9],
  }

  it("names a discount of 5 → 10 and one line's width 1200 → 1300, and nothing else", () => {
    const after: InvoiceSnapshot = {
      header: { ...before.header, discount_percent: 10 },
      lines: [{ id: 7, fields: { ...line7.fields, width: 1300 } }, line8, line9],
    }
    const diff = diffInvoices(before, after)
    expect(diff).toEqual({
      header: [{ field: "discount_percent", old: 5, new: 10 }],
      changed: [{ id: 7, changes: [{ field: "width", old: 1200, new: 1300 }] }],
      added: [],
      removed: [],
      order: null,
    })
    expect(applyDiff(before, diff)).toEqual(after)
  })

  it("names a line removed, a line added among the others and the new order of the lines", () => {
    const line10 = {
      id: 10,
      fields: { structure: "laminated", width: 1000, height: 2000, count: 1, layers: [layer, layer], note: null },
    }
    const after: InvoiceSnapshot = { header: before.header, lines: [line9, line10, line7] }
    const diff = diffInvoices(before, after)
    expect(diff).toEqual({ header: [], changed: [], added: [line10], removed: [line8], order: [9, 10, 7] })
    expect(applyDiff(before, diff)).toEqual(after)
  })

  it("sees no change in keys written in another order, and keeps a line added at the end without an order", () => {
    const turned = {
      note: null,
      layers: [{ unit_price: 8_700_000, thickness: 6, material: 1 }],
      count: 2,
      height: 800,
      width: 1200,
      structure: "single",
    }
    const line11 = { id: 11, fields: { structure: "single", width: 300, height: 300, count: 10, layers: [layer], note: null } }
    const after: InvoiceSnapshot = {
      header: { fare_id: 2, note: "تحویل فوری", discount_percent: 5, date: "1403/05/01", customer_id: 3 },
      lines: [{ id: 7, fields: turned }, line8, line9, line11],
    }
    const diff = diffInvoices(before, after)
    expect(diff).toEqual({
      header: [
        { field: "note", old: null, new: "تحویل فوری" },
        { field: "fare_id", old: null, new: 2 },
      ],
      changed: [],
      added: [line11],
      removed: [],
      order: null,
    })
    expect(sameJson(snapshotJson(applyDiff(before, diff)), snapshotJson(after))).toBe(true)
    expect(
      isEmptyDiff(diffInvoices(before, { header: { ...before.header }, lines: [{ id: 7, fields: turned }, line8, line9] })),
    ).toBe(true)
  })
})

describe("invoice diff: properties", () => {
  it("finds nothing between a revision and itself, or a copy of it with keys in another order", () => {
    fc.assert(
      fc.property(snapshot, fc.nat(), (a, seed) => {
        expect(isEmptyDiff(diffInvoices(a, a))).toBe(true)
        const copy: InvoiceSnapshot = {
          header: reorderKeys(a.header, seed) as Record<string, Json>,
          lines: a.lines.map((line, i) => ({ id: line.id, fields: reorderKeys(line.fields, seed + i) as Record<string, Json> })),
        }
        expect(diffInvoices(a, copy)).toEqual({ header: [], added: [], removed: [], changed: [], order: null })
      }),
    )
  })

  it("gives the later revision back when the diff is applied to the earlier one (edits and unrelated revisions)", () => {
    fc.assert(
      fc.property(anyPair, ([a, b]) => {
        const applied = applyDiff(a, diffInvoices(a, b))
        expect(ids(applied.lines)).toEqual(ids(b.lines))
        expect(sameJson(snapshotJson(applied), snapshotJson(b))).toBe(true)
        expect(same(snapshotJson(applied), snapshotJson(b))).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it("finds an empty diff exactly when the two revisions are the same", () => {
    fc.assert(
      fc.property(anyPair, ([a, b]) => {
        expect(isEmptyDiff(diffInvoices(a, b))).toBe(same(snapshotJson(a), snapshotJson(b)))
      }),
      { numRuns: 300 },
    )
  })

  it("names exactly what differs: header fields, each changed line's fields, lines only in the later one, lines only in the earlier one", () => {
    fc.assert(
      fc.property(anyPair, ([a, b]) => {
        const diff: InvoiceDiff = diffInvoices(a, b)
        // Header: the fields whose values differ, each with its value before and after.
        expect(diff.header.map((change) => change.field).sort()).toEqual(differing(a.header, b.header))
        for (const change of diff.header) {
          expect(change.old).toEqual(a.header[change.field])
          expect(change.new).toEqual(b.header[change.field])
        }
        // Lines matched by id.
        const before = new Map(a.lines.map((line) => [line.id, line]))
        const after = new Map(b.lines.map((line) => [line.id, line]))
        expect(diff.added).toEqual(b.lines.filter((line) => !before.has(line.id)))
        expect(diff.removed).toEqual(a.lines.filter((line) => !after.has(line.id)))
        const expectedChanged = b.lines.flatMap((line) => {
          const old = before.get(line.id)
          return old !== undefined && differing(old.fields, line.fields).length > 0 ? [line.id] : []
        })
        expect(diff.changed.map((entry) => entry.id)).toEqual(expectedChanged)
        for (const entry of diff.changed) {
          const old = before.get(entry.id)?.fields ?? {}
          const next = after.get(entry.id)?.fields ?? {}
          expect(entry.changes.map((change) => change.field).sort()).toEqual(differing(old, next))
          for (const change of entry.changes) {
            expect(change.old).toEqual(old[change.field])
            expect(change.new).toEqual(next[change.field])
          }
        }
        // Order: none when the kept lines keep their order and the new ones come last; else the later revision's ids.
        const keptThenAdded = [...ids(a.lines).filter((id) => after.has(id)), ...ids(b.lines).filter((id) => !before.has(id))]
        const inPlace = keptThenAdded.every((id, i) => ids(b.lines)[i] === id)
        expect(diff.order).toEqual(inPlace ? null : ids(b.lines))
      }),
      { numRuns: 300 },
    )
  })

  it("puts no line in two of added, removed and changed", () => {
    fc.assert(
      fc.property(anyPair, ([a, b]) => {
        const diff = diffInvoices(a, b)
        const all = [...ids(diff.added), ...ids(diff.removed), ...diff.changed.map((entry) => entry.id)]
        expect(new Set(all).size).toBe(all.length)
      }),
    )
  })
})

describe("sameJson", () => {
  it("ignores key order and agrees with comparing key-sorted JSON texts", () => {
    fc.assert(
      fc.property(json, json, fc.nat(), (x, y, seed) => {
        expect(sameJson(x, reorderKeys(x, seed))).toBe(true)
        expect(sameJson(x, y)).toBe(same(x, y))
      }),
      { numRuns: 500 },
    )
  })

  it("is an equivalence (reflexive, symmetric, transitive) that agrees with the key-sorted texts on near-equal values", () => {
    // Values drawn from a small pool (and reordered copies of them) so that equal pairs and triples are frequent.
    const pool = fc.constantFrom<Json>(
      null,
      0,
      1,
      "",
      "a",
      true,
      [],
      {},
      [1],
      [[]],
      [{}],
      { material: 1 },
      { material: 1, thickness: 6 },
      { thickness: 6, material: 1 },
      { a: [] },
      { a: {} },
      { a: null },
    )
    const value = fc.oneof(
      json,
      pool,
      fc.tuple(pool, fc.nat()).map(([v, seed]) => reorderKeys(v, seed)),
    )
    fc.assert(
      fc.property(value, value, value, (x, y, z) => {
        expect(sameJson(x, x)).toBe(true)
        expect(sameJson(x, y)).toBe(same(x, y))
        expect(sameJson(x, y)).toBe(sameJson(y, x))
        if (sameJson(x, y) && sameJson(y, z)) expect(sameJson(x, z)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  it("tells apart values of different types, arrays of different lengths and objects of different keys", () => {
    expect(sameJson(0, "0")).toBe(false)
    expect(sameJson(null, false)).toBe(false)
    expect(sameJson([], {})).toBe(false)
    expect(sameJson([1, 2], [2, 1])).toBe(false)
    expect(sameJson([null], [])).toBe(false)
    expect(sameJson({ a: null }, {})).toBe(false)
    expect(sameJson({ a: 1, b: [{ c: 2, d: 3 }] }, { b: [{ d: 3, c: 2 }], a: 1 })).toBe(true)
  })
})
