import type { APIRequestContext } from "@playwright/test"
import { addDays, formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import { expect } from "./support/fixtures.ts"
import { apiAs } from "./ui-pages-support.ts"

// The quotations and cheques the bulk-action tests start from, made through the API as the staff's screens would.
export type Invoice = { id: number; serial_number: number; kind: string; state: string; total: number }
export type Cheque = { id: number; sayad_id: string; state: string }

let wordCount = 0
/** A word no other test writes, its number spelled in letters: a search reads typed digits as ASCII while notes keep them as typed. */
export const uniqueWord = (base: string): string =>
  `${base} ${[...`${Date.now() % 10_000_000}${++wordCount}`].map((digit) => "ابپتثجچحخد"[Number(digit)]).join("")}`

export const line = {
  product_id: 1,
  width: 1000,
  height: 1000,
  count: 2,
  edge_type: 1,
  layers: [{ glass_type_id: 1, width_id: 3, material: 2 }],
  laminates: [],
  spacers: [],
  descriptions: [],
}

/** `count` quotations of the demo expert's customer 1, each sent for approval, all noted with `note`. */
export const pendingQuotations = async (request: APIRequestContext, baseURL: string, note: string, count: number) => {
  const expert = await apiAs(request, baseURL, "sales-expert")
  const made: Array<Invoice> = []
  for (let index = 0; index < count; index++) {
    const created = await expert.post("/Admin/invoice", {
      kind: "informal",
      customer_id: 1,
      fare_id: 2,
      discount_percent: 0,
      note,
      lines: [line],
    })
    expect(created.status(), await created.text()).toBe(201)
    const invoice = ((await created.json()) as { data: Invoice }).data
    expect((await expert.post(`/Admin/invoice/${invoice.id}/send`, {})).status()).toBe(200)
    made.push(invoice)
  }
  return made
}

export const invoiceOf = async (request: APIRequestContext, baseURL: string, id: number): Promise<Invoice> => {
  const manager = await apiAs(request, baseURL, "sales-manager")
  return ((await (await manager.get(`/Admin/invoice/${id}`)).json()) as { data: Invoice }).data
}

/** A formal invoice of customer 1 as people make one: a quotation sent and approved. */
const formalInvoice = async (request: APIRequestContext, baseURL: string): Promise<Invoice> => {
  const [quotation] = await pendingQuotations(request, baseURL, "چک‌های گروهی", 1)
  if (quotation === undefined) throw new Error("a quotation")
  const manager = await apiAs(request, baseURL, "sales-manager")
  expect((await manager.post(`/Admin/invoice/${quotation.id}/approve`, {})).status()).toBe(200)
  return invoiceOf(request, baseURL, quotation.id)
}

let sayadCount = 0
/** Three cheques of one bank no other test writes, on a new formal invoice; the third already deposited. */
export const chequesOfOneBank = async (request: APIRequestContext, baseURL: string) => {
  const finance = await apiAs(request, baseURL, "financial-manager")
  const invoice = await formalInvoice(request, baseURL)
  const bank = uniqueWord("بانک گروهی")
  const take = async (dueIn: number): Promise<Cheque> => {
    const sayad = `${String(Date.now()).slice(-10)}${String(++sayadCount).padStart(6, "0")}`
    const answer = await finance.post(`/Admin/invoice/${invoice.id}/cheques`, {
      sayad_id: sayad,
      serial: sayad.slice(-8),
      bank,
      drawer: "علی رضایی",
      due_date: formatJalali(addDays(todayInTehran(Date.now()), dueIn)),
      amount: Math.floor(invoice.total / 10),
    })
    expect(answer.status(), await answer.text()).toBe(201)
    const { cheques } = ((await answer.json()) as { data: { cheques: ReadonlyArray<Cheque> } }).data
    return cheques.find((cheque) => cheque.sayad_id === sayad) as Cheque
  }
  const cheques = [await take(2), await take(3), await take(4)] as const
  expect((await finance.patch(`/Admin/cheque/${cheques[2].id}`, { state: "deposited" })).status()).toBe(200)
  return { finance, bank, cheques }
}
