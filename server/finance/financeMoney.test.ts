import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { balanceMessages } from "../../domain/finance/Balance.ts"
import { chequeMessages } from "../../domain/finance/ChequeForm.ts"
import { invoiceMoneyMessages } from "../../domain/finance/InvoiceMoney.ts"
import { paymentMessages } from "../../domain/finance/PaymentForm.ts"
import type { Schemas } from "../http/answers.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { cashOf, chequeOf, dataOf, invoiceAt, refusedUnder, tokensOf, type Tokens } from "../testing/finance.ts"
import { testServer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"

afterAll(dropTestSchemas)

type Money = Schemas["InvoicePayments"]
const notFound = { message: "مورد درخواستی پیدا نشد" }

describe.each(testDialects)("payments and cheques on %s", (dialect) => {
  let t: TestServer
  let tokens: Tokens
  beforeAll(async () => {
    t = await testServer(dialect)
    tokens = await tokensOf(t)
  })
  afterAll(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  const get = (id: number, token = tokens["financial-manager"]) =>
    t.request("GET", `/api/Admin/invoice/${id}/payments`, { token })
  const pay = (id: number, body: unknown, token = tokens["financial-manager"]) =>
    t.request("POST", `/api/Admin/invoice/${id}/payments`, { token, json: body })
  const take = (id: number, body: unknown, token = tokens["financial-manager"]) =>
    t.request("POST", `/api/Admin/invoice/${id}/cheques`, { token, json: body })

  it("answers a new formal invoice's balance, nothing paid, to the super-admin, the sales manager and the financial manager", async () => {
    const invoice = await invoiceAt(t, tokens, "issued")
    for (const role of ["super-admin", "sales-manager", "financial-manager"] as const) {
      const answer = await get(invoice.id, tokens[role])
      expect(answer.status).toBe(200)
      expect(dataOf<Money>(answer)).toEqual({
        invoice_id: invoice.id,
        serial_number: invoice.serial_number,
        kind: "formal",
        state: "issued",
        customer_id: 1,
        customer_name: expect.any(String),
        order_id: expect.any(Number),
        production_state: "awaiting_confirmation",
        accepts_payments: true,
        total: invoice.total,
        paid: 0,
        in_cheques: 0,
        remaining: invoice.total,
        payable: invoice.total,
        payments: [],
        cheques: [],
      })
    }
  })

  it("records a payment and a cheque with 201 and the new balance; a payment counts as paid, a cheque in hand as in cheques", async () => {
    const invoice = await invoiceAt(t, tokens, "confirmed")
    const paid = await pay(invoice.id, cashOf("۱۰۰٬۰۰۰"))
    expect(paid.status).toBe(201)
    expect(dataOf<Money>(paid)).toMatchObject({
      paid: 100_000,
      in_cheques: 0,
      remaining: invoice.total - 100_000,
      payable: invoice.total - 100_000,
    })
    expect(dataOf<Money>(paid).payments).toEqual([
      {
        id: expect.any(Number),
        method: "cash",
        amount: 100_000,
        date: "1403/12/20",
        tracking_number: null,
        created_at: new Date(t.clock.now()).toISOString(),
        user_name: expect.any(String),
      },
    ])

    const card = await pay(invoice.id, cashOf(50_000, { method: "card", tracking_number: "۰۰۱۲۳۴۵۶", date: "۱۴۰۳/۱۲/۱۹" }))
    expect(card.status).toBe(201)
    expect(dataOf<Money>(card).payments[1]).toMatchObject({
      method: "card",
      amount: 50_000,
      date: "1403/12/19",
      tracking_number: "00123456",
    })

    const taken = await take(invoice.id, chequeOf(200_000, { sayad_id: "۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶", bank: "بانك ملت" }))
    expect(taken.status).toBe(201)
    const money = dataOf<Money>(taken)
    expect(money).toMatchObject({
      paid: 150_000,
      in_cheques: 200_000,
      remaining: invoice.total - 150_000,
      payable: invoice.total - 350_000,
    })
    expect(money.cheques).toEqual([
      {
        id: expect.any(Number),
        sayad_id: "1234567890123456",
        serial: "123456",
        bank: "بانک ملت",
        drawer: "علی رضایی",
        due_date: "1404/01/15",
        amount: 200_000,
        state: "in_hand",
        created_at: expect.any(String),
      },
    ])
    expect(dataOf<Money>(await get(invoice.id, tokens["sales-manager"]))).toEqual(money)
  })

  it("refuses an amount above what is still payable, a cheque in hand counting against it, with the Persian 422 under amount and nothing written", async () => {
    const invoice = await invoiceAt(t, tokens, "issued")
    expect((await take(invoice.id, chequeOf(invoice.total - 1000))).status).toBe(201)
    const before = await snapshot(t.db)
    expect((await pay(invoice.id, cashOf(1001))).body).toEqual(refusedUnder("amount", balanceMessages.overPayable))
    expect((await take(invoice.id, chequeOf(1001))).body).toEqual(refusedUnder("amount", balanceMessages.overPayable))
    expect(await snapshot(t.db)).toEqual(before)
    const last = await pay(invoice.id, cashOf(1000))
    expect(last.status).toBe(201)
    expect(dataOf<Money>(last)).toMatchObject({ paid: 1000, in_cheques: invoice.total - 1000, payable: 0 })
  })

  it("records a Sayad ID once, whether the second cheque comes later or at the same moment", async () => {
    const invoice = await invoiceAt(t, tokens, "issued")
    expect((await take(invoice.id, chequeOf(100, { sayad_id: "5555666677778888" }))).status).toBe(201)
    expect((await take(invoice.id, chequeOf(100, { sayad_id: "5555666677778888" }))).body).toEqual(
      refusedUnder("sayad_id", chequeMessages.sayadIdTaken),
    )
    const racing = await Promise.all([1, 2].map(() => take(invoice.id, chequeOf(100, { sayad_id: "5555666677779999" }))))
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 422])
  })

  it("refuses bad fields one by one in Persian, with nothing written and never a 500", async () => {
    const invoice = await invoiceAt(t, tokens, "issued")
    const before = await snapshot(t.db)
    expect((await pay(invoice.id, {})).body).toEqual({
      message: paymentMessages.methodRequired,
      errors: {
        method: [paymentMessages.methodRequired],
        amount: [paymentMessages.amountRequired],
        date: [paymentMessages.dateRequired],
      },
    })
    expect((await pay(invoice.id, cashOf(0))).body).toEqual(refusedUnder("amount", paymentMessages.amountNotPositive))
    expect((await pay(invoice.id, cashOf(100, { method: "transfer" }))).body).toEqual(
      refusedUnder("tracking_number", paymentMessages.trackingRequired),
    )
    expect((await pay(invoice.id, cashOf(100, { date: "1403/13/01" }))).body).toEqual(
      refusedUnder("date", paymentMessages.dateInvalid),
    )
    expect((await take(invoice.id, chequeOf(100, { sayad_id: "12345" }))).body).toEqual(
      refusedUnder("sayad_id", "شناسه صیادی باید ۱۶ رقم باشد"),
    )
    expect((await take(invoice.id, chequeOf(100, { bank: " " }))).body).toEqual(refusedUnder("bank", chequeMessages.bankRequired))
    for (const body of [null, [], "x", 12, { amount: { a: 1 } }]) {
      expect((await pay(invoice.id, body)).status).toBe(422)
      expect((await take(invoice.id, body)).status).toBe(422)
    }
    const raw = await t.request("POST", `/api/Admin/invoice/${invoice.id}/payments`, {
      token: tokens["financial-manager"],
      body: "{not json",
      headers: { "content-type": "application/json" },
    })
    expect(raw.status).toBe(422)
    expect(await snapshot(t.db)).toEqual(before)
  })

  it("takes money only on a formal invoice or an approved pre-buy: 422 under state for the rest, 404 for one the caller may not read", async () => {
    const draft = await invoiceAt(t, tokens, "draft")
    const preBuy = await invoiceAt(t, tokens, "pre-buy")
    const before = await snapshot(t.db)
    const closed = refusedUnder("state", invoiceMoneyMessages.notPayable)
    expect((await pay(draft.id, cashOf(100), tokens["super-admin"])).body).toEqual(closed)
    expect((await take(draft.id, chequeOf(100), tokens["super-admin"])).body).toEqual(closed)
    // A financial manager does not read quotations at all.
    expect((await pay(draft.id, cashOf(100))).body).toEqual(notFound)
    expect((await get(draft.id)).body).toEqual(notFound)
    expect((await pay(999_999, cashOf(100))).body).toEqual(notFound)
    expect(await snapshot(t.db)).toEqual(before)

    expect(dataOf<Money>(await get(preBuy.id))).toMatchObject({
      kind: "pre-buy",
      state: "approved",
      order_id: null,
      production_state: null,
      accepts_payments: true,
    })
    expect((await pay(preBuy.id, cashOf(5000))).status).toBe(201)
    // Called off, the pre-buy becomes formal and keeps what was paid on it.
    await t.request("POST", `/api/Admin/invoice/${preBuy.id}/call_off`, { token: tokens["sales-expert"], json: {} })
    expect(dataOf<Money>(await get(preBuy.id))).toMatchObject({
      kind: "formal",
      state: "issued",
      production_state: "awaiting_confirmation",
      paid: 5000,
    })

    const cancelled = await invoiceAt(t, tokens, "issued")
    expect(
      (await t.request("POST", `/api/Admin/invoice/${cancelled.id}/cancel`, { token: tokens["sales-manager"], json: {} })).status,
    ).toBe(200)
    expect(dataOf<Money>(await get(cancelled.id))).toMatchObject({
      state: "cancelled",
      production_state: "cancelled",
      accepts_payments: false,
    })
    expect((await pay(cancelled.id, cashOf(100))).body).toEqual(closed)
  })

  it("accepts, for any sequence of payments, cheques and bounces, exactly what is payable, and never promises more than the total", async () => {
    const step = fc.record({ kind: fc.constantFrom("payment", "cheque", "bounce"), percent: fc.integer({ min: 1, max: 70 }) })
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const invoice = await invoiceAt(t, tokens, "issued")
        let promised = 0
        const inHand: Array<{ id: number; amount: number }> = []
        for (const { kind, percent } of steps) {
          if (kind === "bounce") {
            const cheque = inHand.pop()
            if (cheque === undefined) continue
            for (const state of ["deposited", "bounced"])
              expect(
                (
                  await t.request("PATCH", `/api/Admin/cheque/${cheque.id}`, {
                    token: tokens["financial-manager"],
                    json: { state },
                  })
                ).status,
              ).toBe(200)
            promised -= cheque.amount
          } else {
            const amount = Math.ceil((invoice.total * percent) / 100)
            const answer = kind === "payment" ? await pay(invoice.id, cashOf(amount)) : await take(invoice.id, chequeOf(amount))
            expect(answer.status).toBe(amount <= invoice.total - promised ? 201 : 422)
            if (answer.status === 201) {
              promised += amount
              const added = dataOf<Money>(answer).cheques.find(
                (cheque) => !inHand.some((held) => held.id === cheque.id) && cheque.state === "in_hand",
              )
              if (kind === "cheque" && added) inHand.push({ id: added.id, amount })
            }
          }
          const money = dataOf<Money>(await get(invoice.id))
          expect(money.paid + money.in_cheques).toBe(promised)
          expect(money.payable).toBe(invoice.total - promised)
        }
      }),
      { numRuns: 8 },
    )
  })

  it("lets exactly one of two payments of the whole remainder sent at once through: one 201, one 422, one payment stored", async () => {
    const invoice = await invoiceAt(t, tokens, "issued")
    const answers = await Promise.all([
      pay(invoice.id, cashOf(invoice.total)),
      pay(invoice.id, cashOf(invoice.total), tokens["super-admin"]),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
    expect(answers.find((answer) => answer.status === 422)?.body).toEqual(refusedUnder("amount", balanceMessages.overPayable))
    expect(await t.db.selectFrom("payments").select("amount").where("invoice_id", "=", invoice.id).execute()).toEqual([
      { amount: invoice.total },
    ])
    expect(dataOf<Money>(await get(invoice.id))).toMatchObject({ paid: invoice.total, remaining: 0, payable: 0 })
  })

  it("lets exactly one of a payment and a cheque of the whole remainder sent at once through", async () => {
    const invoice = await invoiceAt(t, tokens, "issued")
    const answers = await Promise.all([take(invoice.id, chequeOf(invoice.total)), pay(invoice.id, cashOf(invoice.total))])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
    const money = dataOf<Money>(await get(invoice.id))
    expect(money.paid + money.in_cheques).toBe(invoice.total)
    expect(money.payments.length + money.cheques.length).toBe(1)
  })
})
