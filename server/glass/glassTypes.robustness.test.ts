import fc from "fast-check"
import type { Kysely } from "kysely"
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import type { Schema } from "../db/schema.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { testServer, type Answer, type TestServer } from "../testing/harness.ts"

afterAll(dropTestSchemas)

const runs = { numRuns: 40 }

/** Values that break naive servers: odd numbers, Persian digits, near-valid texts, nesting. */
const nasty = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(1e308, -1, 0, 2 ** 63, "1e99", "۱۲۳۴", "-۵", "abc", "", " ", null, true, "1", "3", 1, 2, 3, 4, 999),
  fc.string(),
)
/** Mostly the valid value, sometimes a bad one, so generated runs also reach the writing path. */
const mostly = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: nasty, weight: 1 })

const widthIds = fc.uniqueArray(fc.constantFrom(1, 2, 3, 4, 5, 6, 999), { minLength: 0, maxLength: 4 })
const cell = mostly(fc.integer({ min: 0, max: 10_000_000 }))
const glassTypeBody = fc.oneof(
  widthIds.chain((ids) =>
    fc.record(
      {
        name: mostly(fc.constantFrom("فلوت شفاف", "شیشه تازه", "سكوريت ۱۰", "")),
        width_ids: mostly(fc.constant(ids)),
        prices: mostly(
          fc.record(
            Object.fromEntries(
              ids.map((id) => [String(id), mostly(fc.record({ 1: cell, 2: cell, 3: cell }, { requiredKeys: [] }))]),
            ),
          ),
        ),
        is_active: mostly(fc.boolean()),
      },
      { requiredKeys: [] },
    ),
  ),
  nasty,
)
const size = mostly(fc.integer({ min: 10, max: 6000 }))
const limitBody = fc.oneof(
  fc.record(
    {
      width_id: mostly(fc.constantFrom(1, 2, 5, 6, 999)),
      material: mostly(fc.constantFrom(1, 2, 3)),
      min_width: size,
      max_width: size,
      min_height: size,
      max_height: size,
    },
    { requiredKeys: [] },
  ),
  nasty,
)
const pathId = fc.oneof(
  { arbitrary: fc.constantFrom("1", "12"), weight: 4 },
  { arbitrary: fc.constantFrom("999", "abc", "1e99", "-1", "0"), weight: 1 },
)

const tables = async (db: Kysely<Schema>) => ({
  types: await db.selectFrom("glass_types").selectAll().orderBy("id").execute(),
  prices: await db
    .selectFrom("glass_type_prices")
    .selectAll()
    .orderBy("glass_type_id")
    .orderBy("glass_width_id")
    .orderBy("material")
    .execute(),
  limits: await db.selectFrom("glass_size_limits").selectAll().orderBy("id").execute(),
})

describe.each(testDialects)("generated bodies against the glass type and size limit writes on %s", (dialect) => {
  let t: TestServer
  let token: string
  beforeEach(async () => {
    t = await testServer(dialect)
    token = await t.signIn("sales-manager")
  })
  afterEach(() => {
    expect(t.faults).toEqual([])
    return t.close()
  })

  /** Never a 500; a refusal writes nothing. */
  const refusedCleanly = async (call: () => Promise<Answer>): Promise<Answer> => {
    const before = await tables(t.db)
    const answer = await call()
    expect([200, 201, 404, 422]).toContain(answer.status)
    if (answer.status >= 400) expect(await tables(t.db)).toEqual(before)
    return answer
  }

  it("POST and PATCH /Admin/glass_type: saved whole (read back as answered, three cells per thickness) or not at all", async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(pathId, { nil: undefined }), glassTypeBody, async (id, json) => {
        const answer = await refusedCleanly(() =>
          id === undefined
            ? t.request("POST", "/api/Admin/glass_type", { token, json })
            : t.request("PATCH", `/api/Admin/glass_type/${id}`, { token, json }),
        )
        if (answer.status < 400) {
          const { data } = answer.body as { data: { id: number; width_ids: Array<{ id: number }>; prices: Array<unknown> } }
          expect((await t.request("GET", `/api/Admin/glass_type/${data.id}`, { token })).body).toEqual(answer.body)
          expect(data.prices).toHaveLength(data.width_ids.length * 3)
        }
      }),
      runs,
    )
  })

  it("POST and PATCH /Admin/glass_type/{id}/size_limit: saved whole or not at all", async () => {
    await fc.assert(
      fc.asyncProperty(
        pathId,
        fc.option(fc.constantFrom("1", "2", "6", "abc"), { nil: undefined }),
        limitBody,
        async (id, order, json) => {
          const path = `/api/Admin/glass_type/${id}/size_limit${order === undefined ? "" : `/${order}`}`
          const answer = await refusedCleanly(() => t.request(order === undefined ? "POST" : "PATCH", path, { token, json }))
          if (answer.status < 400) {
            const { data } = answer.body as { data: { id: number; min_width: number; max_width: number } }
            expect(data.max_width).toBeGreaterThanOrEqual(data.min_width)
            expect((await t.request("GET", `/api/Admin/glass_type/${id}/size_limit/${data.id}`, { token })).body).toEqual(
              answer.body,
            )
          }
        },
      ),
      runs,
    )
  })
})
