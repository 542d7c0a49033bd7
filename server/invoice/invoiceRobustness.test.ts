import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Role } from "../../domain/roles/Role.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { invoiceBody } from "../testing/forms.ts"
import { testServer, type Answer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"

afterAll(dropTestSchemas)

type Path = ReadonlyArray<string | number>

const single = invoiceBody().lines[0] as Record<string, unknown>
/** Valid bodies to start from: one single line, and one line of every structure. */
const bases: ReadonlyArray<Record<string, unknown>> = [
  invoiceBody(),
  invoiceBody({
    customer_id: 2,
    date: "1403/12/01",
    lines: [
      single,
      {
        ...single,
        product_id: 2,
        layers: [
          { glass_type_id: 1, width_id: 3, material: 1 },
          { glass_type_id: 6, width_id: 2, material: 1 },
        ],
        laminates: [{ laminate_color_id: 2, thickness: 2, glue: 7 }],
        descriptions: [{ description_id: 5, quantity: 1 }],
      },
      {
        ...single,
        product_id: 3,
        layers: [
          { glass_type_id: 1, width_id: 3, material: 2 },
          { glass_type_id: 8, width_id: 3, material: 2 },
        ],
        spacers: [{ spacer_id: 4, color: 1, glue: 1 }],
        descriptions: [],
      },
      {
        ...single,
        product_id: 4,
        layers: [
          { glass_type_id: 8, width_id: 3, material: 2 },
          { glass_type_id: 1, width_id: 2, material: 1 },
          { glass_type_id: 2, width_id: 2, material: 1 },
        ],
        laminates: [{ laminate_color_id: 1, thickness: 3, glue: 5 }],
        spacers: [{ spacer_id: 6, color: 2, glue: 2 }],
        descriptions: [],
      },
      {
        ...single,
        product_id: 5,
        layers: [{ glass_type_id: 11, width_id: 1, material: 1 }],
        descriptions: [{ description_id: 7, quantity: 1 }],
      },
    ],
  }),
]

/** Every path of a JSON value (containers and leaves), plus a few keys the body does not have. */
const pathsOf = (value: unknown, at: Path = []): Array<Path> => {
  const here = [at]
  if (Array.isArray(value))
    return [...here, ...value.flatMap((item, index) => pathsOf(item, [...at, index])), [...at, value.length]]
  if (typeof value === "object" && value !== null)
    return [
      ...here,
      ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...at, key])),
      [...at, "id"],
      [...at, "version"],
      [...at, "sales_expert_id"],
    ]
  return here
}

const removed = Symbol("removed")
/** Marks a harmless mutation: the number at the path sent as text in Persian digits. */
const persian = Symbol("persian")
const valueAt = (body: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (at, key) => (typeof at === "object" && at !== null ? (at as Record<string | number, unknown>)[key] : undefined),
    body,
  )
/** A copy of `body` with `value` at `path` (made where missing), or the key removed. */
const setAt = (body: unknown, path: Path, value: unknown): unknown => {
  if (path.length === 0) return value === removed ? {} : value
  const [head, ...rest] = path
  const container = (Array.isArray(body) ? [...body] : typeof body === "object" && body !== null ? { ...body } : {}) as Record<
    string | number,
    unknown
  >
  const next = setAt(container[head as string], rest, value)
  if (next === removed || (rest.length === 0 && value === removed)) delete container[head as string]
  else container[head as string] = next
  return container
}

/** Values that break naive servers: huge, negative and fractional numbers, Persian digits, near-valid texts, nesting. */
const nasty = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      0,
      -1,
      -0,
      1.5,
      1e308,
      -1e308,
      2 ** 31,
      2 ** 53,
      1e21,
      999_999_999_999_999,
      "۱۲۳۴",
      "-۵",
      "١٢",
      "۱۲٫۵",
      "1e3",
      "0x10",
      " 12 ",
      "12.5",
      "",
      " ",
      "null",
      "NaN",
      "Infinity",
      "1403/12/20",
      "۱۴۰۳/۱۲/۲۰",
      "1404/13/40",
      "pre-buy",
      "formal",
      "x".repeat(600),
      "a\u0000b",
      "\u0000",
      null,
      true,
      false,
      [],
      {},
      [1, 2],
      { id: 1 },
      [[[]]],
      "2147483648",
      2_147_483_648,
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.string() },
)
const mutation = (base: unknown) =>
  fc.record({
    path: fc.constantFrom(...pathsOf(base)),
    value: fc.oneof(
      { weight: 5, arbitrary: nasty },
      { weight: 1, arbitrary: fc.constant<unknown>(removed) },
      { weight: 3, arbitrary: fc.constant<unknown>(persian) },
    ),
  })
/** Mostly a valid body with one to three mutations, now and then a wholly arbitrary value or a huge list. */
const mutatedBody = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .nat(bases.length - 1)
      .chain((index) => fc.tuple(fc.constant(index), fc.array(mutation(bases[index]), { minLength: 1, maxLength: 3 }))),
  },
  { weight: 1, arbitrary: fc.jsonValue().map((value) => [0, [{ path: [], value }]] as const) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constant(0),
      fc.constantFrom<ReadonlyArray<{ path: Path; value: unknown }>>(
        [{ path: ["lines"], value: Array.from({ length: 501 }, () => single) }],
        [
          {
            path: ["lines", 0, "descriptions"],
            value: Array.from({ length: 21 }, (_, i) => ({ description_id: (i % 8) + 1, quantity: 1 })),
          },
        ],
        [{ path: ["lines", 0, "layers"], value: Array.from({ length: 11 }, () => (single.layers as Array<unknown>)[0]) }],
        [{ path: [], value: [invoiceBody()] }],
        [{ path: ["lines", 0], value: "line" }],
      ),
    ),
  },
)
const target = fc.constantFrom<"POST" | "PUT">("POST", "PUT")
const role = fc.constantFrom<Role>("super-admin", "sales-manager", "sales-expert")

describe.each(testDialects)("generated invoice bodies on %s", (dialect) => {
  const runs = { numRuns: Number(process.env.INVOICE_ROBUSTNESS_RUNS ?? (dialect === "sqlite" ? 200 : 60)) }
  let t: TestServer
  let tokens: Record<string, string>
  beforeAll(async () => {
    t = await testServer(dialect)
    tokens = Object.fromEntries(
      await Promise.all(
        (["super-admin", "sales-manager", "sales-expert"] as const).map(async (who) => [who, await t.signIn(who)]),
      ),
    )
  })
  afterAll(() => t.close())

  /** A fresh editable invoice of the sales expert's to PUT over, and its line ids. */
  const editable = async (index: number) => {
    const answer = await t.request("POST", "/api/Admin/invoice", { token: tokens["sales-expert"], json: bases[index] })
    expect(answer.status).toBe(201)
    const { id, lines } = (answer.body as { data: { id: number; lines: Array<{ id: number }> } }).data
    return { id, lineIds: lines.map((line) => line.id) }
  }

  /** Never a 5xx, never a fault logged; a refusal writes nothing. */
  const cleanly = async (call: () => Promise<Answer>): Promise<Answer> => {
    const before = await snapshot(t.db)
    const answer = await call()
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500)
    expect(t.faults).toEqual([])
    if (answer.status >= 400) expect(await snapshot(t.db)).toEqual(before)
    return answer
  }

  it("POST and PUT /Admin/invoice: mutated bodies are saved whole or refused with 4xx, writing nothing", async () => {
    const seen = new Set<number>()
    await fc.assert(
      fc.asyncProperty(target, role, mutatedBody, async (method, who, [index, mutations]) => {
        // The invoices of earlier runs are cleared now and then, so each snapshot stays small.
        if (
          Number(
            (
              await t.db
                .selectFrom("invoices")
                .select((eb) => eb.fn.countAll<number>().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          ) > 20
        ) {
          await t.db.deleteFrom("invoice_lines").execute()
          await t.db.deleteFrom("invoices").execute()
        }
        let path = "/api/Admin/invoice"
        let body: unknown = bases[index]
        if (method === "PUT") {
          const { id, lineIds } = await editable(index)
          path = `${path}/${id}`
          body = setAt(
            body,
            ["lines"],
            ((body as { lines: Array<object> }).lines ?? []).map((line, i) => ({ ...line, id: lineIds[i] })),
          )
        }
        for (const { path: at, value } of mutations) {
          const current = valueAt(body, at)
          body =
            value !== persian
              ? setAt(body, at, value)
              : typeof current === "number"
                ? setAt(body, at, toPersianDigits(current))
                : body
        }
        const answer = await cleanly(() => t.request(method, path, { token: tokens[who], json: body }))
        seen.add(answer.status)
        if (answer.status === 422) expect(Object.keys((answer.body as { errors: object }).errors).length).toBeGreaterThan(0)
        // What was saved is what a read answers.
        if (answer.status < 300) {
          const { id } = (answer.body as { data: { id: number } }).data
          expect((await t.request("GET", `/api/Admin/invoice/${id}`, { token: tokens[who] })).body).toEqual(answer.body)
        }
      }),
      runs,
    )
    // The generated bodies reached both the writing path and the refusals.
    expect([...seen].sort()).toEqual(expect.arrayContaining([200, 201, 422]))
  }, 600_000)

  it("refuses malformed JSON and a body that is not JSON with 422, writing nothing", async () => {
    const { id } = await editable(0)
    const valid = JSON.stringify(invoiceBody())
    const raw: ReadonlyArray<[string, string | undefined]> = [
      ["{", "application/json"],
      ["", "application/json"],
      ['{"kind": "informal", "customer_id": 1, "lines": [', "application/json"],
      ["null", "application/json"],
      ["[1, 2]", "application/json"],
      ["not json", "application/json; charset=utf-8"],
      [valid, "text/plain"],
      [valid, "application/x-www-form-urlencoded"],
      [valid, "multipart/form-data; boundary=x"],
      [valid, undefined],
    ]
    for (const [body, type] of raw)
      for (const path of ["/api/Admin/invoice", `/api/Admin/invoice/${id}`]) {
        const answer = await cleanly(() =>
          t.request(path.endsWith("invoice") ? "POST" : "PUT", path, {
            token: tokens["sales-manager"],
            body,
            headers: type === undefined ? {} : { "content-type": type },
          }),
        )
        expect(answer.status, `${type} ${body.slice(0, 20)}`).toBe(422)
      }
    expect(
      (
        await t.request("POST", "/api/Admin/invoice", {
          token: tokens["sales-manager"],
          body: valid,
          headers: { "content-type": "application/json; charset=utf-8" },
        })
      ).status,
    ).toBe(201)
  })
})
