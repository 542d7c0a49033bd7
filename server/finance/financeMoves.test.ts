import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { chequeBouncedMessage, orderReadyMessage } from "../../domain/finance/FinanceNotices.ts"
import { chequeMoveMessages, chequeMoveRefusedMessage } from "../../domain/finance/ChequeStates.ts"
import { awaitingMovesWithInvoiceMessage } from "../../domain/finance/OrderOfInvoice.ts"
import { orderMoveMessages, orderMoveRefusedMessage } from "../../domain/finance/OrderStates.ts"
import type { Schemas } from "../http/answers.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { chequeOf, dataOf, invoiceAt, refusedUnder, tokensOf, type Tokens } from "../testing/finance.ts"
import { demoUserId, testServer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"

afterAll(dropTestSchemas)

const notFound = { message: "مورد درخواستی پیدا نشد" }

describe.each(testDialects)("orders and cheques moving on %s", (dialect) => {
  let t: TestServer
  let tokens: Tokens
  let secondFinanceId: number
  beforeAll(async () => {
    t = await testServer(dialect)
    tokens = await tokensOf(t)
    const added = await t.request("POST", "/api/Admin/user", {
      token: tokens["super-admin"],
      json: {
        name: "سارا",
        last_name: "نوری",
        personnel_code: "1000510005",
        mobile: "09120510005",
        role: "financial-manager",
        password: "Sara1234",
      },
    })
    expect(added.status).toBe(201)
    secondFinanceId = dataOf<{ id: number }>(added).id
  })
  afterAll(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  const orderOf = async (serial: number) => {
    const answer = await t.request("GET", `/api/Admin/order?serial_number=${serial}`, { token: tokens["financial-manager"] })
    expect(answer.status).toBe(200)
    return (answer.body as { data: Array<Schemas["OrderRow"]> }).data
  }
  const moveOrder = (id: number, body: unknown, token = tokens["financial-manager"]) =>
    t.request("PATCH", `/api/Admin/order/${id}`, { token, json: body })
  const moveCheque = (id: number, body: unknown, token = tokens["financial-manager"]) =>
    t.request("PATCH", `/api/Admin/cheque/${id}`, { token, json: body })
  const noticesAbout = (serial: number) =>
    t.db
      .selectFrom("notifications")
      .select(["user_id", "status", "message", "reason", "serial_number"])
      .where("serial_number", "=", serial)
      .where("status", "=", "system")
      .orderBy("user_id")
      .execute()

  it("opens the order awaiting confirmation when an invoice becomes formal, moves it on confirm, cancels it with its invoice", async () => {
    const approved = await invoiceAt(t, tokens, "issued")
    expect(await orderOf(approved.serial_number)).toEqual([
      expect.objectContaining({
        invoice_id: approved.id,
        serial_number: approved.serial_number,
        production_state: "awaiting_confirmation",
        total: approved.total,
        paid: 0,
        remaining: approved.total,
        ready_at: null,
        delivered_at: null,
      }),
    ])
    await t.request("POST", `/api/Admin/invoice/${approved.id}/confirm`, { token: tokens["financial-manager"], json: {} })
    expect((await orderOf(approved.serial_number))[0]?.production_state).toBe("waiting")

    const preBuy = await invoiceAt(t, tokens, "pre-buy")
    expect(await orderOf(preBuy.serial_number)).toEqual([])
    await t.request("POST", `/api/Admin/invoice/${preBuy.id}/call_off`, { token: tokens["sales-expert"], json: {} })
    expect((await orderOf(preBuy.serial_number))[0]?.production_state).toBe("awaiting_confirmation")

    const cancelled = await invoiceAt(t, tokens, "issued")
    await t.request("POST", `/api/Admin/invoice/${cancelled.id}/cancel`, { token: tokens["sales-manager"], json: {} })
    expect((await orderOf(cancelled.serial_number))[0]?.production_state).toBe("cancelled")
  })

  it("opens no order on a refused invoice move, and keeps one order per invoice", async () => {
    const draft = await invoiceAt(t, tokens, "draft")
    const before = await snapshot(t.db)
    expect(
      (await t.request("POST", `/api/Admin/invoice/${draft.id}/approve`, { token: tokens["sales-manager"], json: {} })).status,
    ).toBe(422)
    expect(await snapshot(t.db)).toEqual(before)
    const rows = await t.db
      .selectFrom("orders")
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.count<number>("invoice_id").distinct().as("invoices")])
      .executeTakeFirstOrThrow()
    expect(Number(rows.n)).toBe(Number(rows.invoices))
  })

  it("moves an order's production by hand, stamps ready and delivered, and tells the owning expert it is ready", async () => {
    const invoice = await invoiceAt(t, tokens, "issued")
    const [order] = await orderOf(invoice.serial_number)
    const id = order?.id ?? 0
    const before = await snapshot(t.db)
    // Awaiting confirmation moves only with its invoice.
    expect((await moveOrder(id, { production_state: "waiting" })).body).toEqual(
      refusedUnder("production_state", awaitingMovesWithInvoiceMessage),
    )
    expect((await moveOrder(id, { production_state: "ready" })).body).toEqual(
      refusedUnder("production_state", orderMoveRefusedMessage("awaiting_confirmation", "ready")),
    )
    expect(await snapshot(t.db)).toEqual(before)

    await t.request("POST", `/api/Admin/invoice/${invoice.id}/confirm`, { token: tokens["financial-manager"], json: {} })
    // As an order confirmed before production's pieces: one with pieces follows its scans (server/production/ordersByHand.test.ts).
    await t.db.deleteFrom("production_panes").where("order_id", "=", id).execute()
    await t.db.deleteFrom("production_units").where("order_id", "=", id).execute()
    expect(dataOf<Schemas["Order"]>(await moveOrder(id, { production_state: "in_production" }))).toMatchObject({
      production_state: "in_production",
      ready_at: null,
    })
    expect(await noticesAbout(invoice.serial_number)).toEqual([])
    t.clock.advance(60_000)
    const ready = await moveOrder(id, { production_state: "ready" }, tokens["super-admin"])
    expect(dataOf<Schemas["Order"]>(ready)).toMatchObject({
      id,
      production_state: "ready",
      ready_at: new Date(t.clock.now()).toISOString(),
      delivered_at: null,
    })
    expect(await noticesAbout(invoice.serial_number)).toEqual([
      {
        user_id: demoUserId("sales-expert"),
        status: "system",
        message: orderReadyMessage(invoice.serial_number),
        reason: null,
        serial_number: invoice.serial_number,
      },
    ])
    t.clock.advance(60_000)
    const delivered = dataOf<Schemas["Order"]>(await moveOrder(id, { production_state: "delivered" }))
    expect(delivered).toMatchObject({ production_state: "delivered", delivered_at: new Date(t.clock.now()).toISOString() })
    expect(
      dataOf<Schemas["Order"]>(await t.request("GET", `/api/Admin/order/${id}`, { token: tokens["sales-manager"] })),
    ).toEqual(delivered)

    const after = await snapshot(t.db)
    expect((await moveOrder(id, { production_state: "in_production" })).body).toEqual(
      refusedUnder("production_state", orderMoveRefusedMessage("delivered", "in_production")),
    )
    expect((await moveOrder(id, {})).body).toEqual(refusedUnder("production_state", orderMoveMessages.required))
    expect((await moveOrder(id, { production_state: "done" })).body).toEqual(
      refusedUnder("production_state", orderMoveMessages.invalid),
    )
    expect((await moveOrder(999_999, { production_state: "ready" })).body).toEqual(notFound)
    expect((await t.request("GET", "/api/Admin/order/999999", { token: tokens["financial-manager"] })).body).toEqual(notFound)
    expect(await snapshot(t.db)).toEqual(after)
  })

  it("moves a cheque through the bank: cleared counts as paid, bounced frees its amount and tells the super-admins and the other financial managers", async () => {
    const invoice = await invoiceAt(t, tokens, "confirmed")
    const take = (body: unknown) =>
      t.request("POST", `/api/Admin/invoice/${invoice.id}/cheques`, { token: tokens["financial-manager"], json: body })
    const first =
      dataOf<Schemas["InvoicePayments"]>(await take(chequeOf(300_000, { sayad_id: "1111222233334444" }))).cheques[0]?.id ?? 0
    const second =
      dataOf<Schemas["InvoicePayments"]>(await take(chequeOf(200_000, { sayad_id: "5555666677778888" }))).cheques.find(
        (cheque) => cheque.id !== first,
      )?.id ?? 0

    expect(dataOf<Schemas["ChequeDetail"]>(await moveCheque(first, { state: "deposited" }))).toMatchObject({
      id: first,
      state: "deposited",
      invoice_id: invoice.id,
      serial_number: invoice.serial_number,
      due_soon: false,
    })
    expect((await moveCheque(first, { state: "cleared" })).status).toBe(200)
    await moveCheque(second, { state: "deposited" })
    expect(await noticesAbout(invoice.serial_number)).toEqual([])
    expect((await moveCheque(second, { state: "bounced" })).status).toBe(200)
    const bounced = {
      status: "system",
      message: chequeBouncedMessage("5555666677778888"),
      reason: null,
      serial_number: invoice.serial_number,
    }
    expect(await noticesAbout(invoice.serial_number)).toEqual([
      { user_id: demoUserId("super-admin"), ...bounced },
      { user_id: secondFinanceId, ...bounced },
    ])

    const money = dataOf<Schemas["InvoicePayments"]>(
      await t.request("GET", `/api/Admin/invoice/${invoice.id}/payments`, { token: tokens["financial-manager"] }),
    )
    expect(money).toMatchObject({
      paid: 300_000,
      in_cheques: 0,
      remaining: invoice.total - 300_000,
      payable: invoice.total - 300_000,
    })

    const before = await snapshot(t.db)
    expect((await moveCheque(first, { state: "bounced" })).body).toEqual(
      refusedUnder("state", chequeMoveRefusedMessage("cleared", "bounced")),
    )
    expect((await moveCheque(second, { state: "in_hand" })).body).toEqual(
      refusedUnder("state", chequeMoveRefusedMessage("bounced", "in_hand")),
    )
    expect((await moveCheque(first, { state: "" })).body).toEqual(refusedUnder("state", chequeMoveMessages.required))
    expect((await moveCheque(first, { state: "lost" })).body).toEqual(refusedUnder("state", chequeMoveMessages.invalid))
    expect((await moveCheque(first, "nonsense")).body).toEqual(refusedUnder("state", chequeMoveMessages.required))
    expect((await moveCheque(999_999, { state: "deposited" })).body).toEqual(notFound)
    expect(await snapshot(t.db)).toEqual(before)
  })

  it("lets one of two racing moves of one cheque through, the other refused by the diagram", async () => {
    const invoice = await invoiceAt(t, tokens, "issued")
    const id =
      dataOf<Schemas["InvoicePayments"]>(
        await t.request("POST", `/api/Admin/invoice/${invoice.id}/cheques`, {
          token: tokens["financial-manager"],
          json: chequeOf(1000),
        }),
      ).cheques[0]?.id ?? 0
    await moveCheque(id, { state: "deposited" })
    const answers = await Promise.all([
      moveCheque(id, { state: "cleared" }),
      moveCheque(id, { state: "bounced" }, tokens["super-admin"]),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422])
    const state = (await t.db.selectFrom("cheques").select("state").where("id", "=", id).executeTakeFirstOrThrow()).state
    expect(await noticesAbout(invoice.serial_number)).toHaveLength(state === "bounced" ? 2 : 0)
  })
})
