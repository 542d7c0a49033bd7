import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { roles } from "../roles/Role.ts"
import {
  invoiceActionsFor,
  invoiceListScope,
  mayChangeInvoice,
  mayMoveInvoice,
  mayReadInvoice,
  type InvoiceActor,
} from "./InvoiceAccess.ts"
import { invoiceKinds, invoiceStates, isEditableState } from "./InvoiceOptions.ts"
import { allowedMoves } from "./InvoiceWorkflow.ts"

const invoice = fc.record({
  kind: fc.constantFrom(...invoiceKinds),
  state: fc.constantFrom(...invoiceStates),
  sales_expert_id: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
})
const actor: fc.Arbitrary<InvoiceActor> = fc.record({
  id: fc.integer({ min: 1, max: 5 }),
  role: fc.constantFrom(...roles),
  access: fc.record({ may_see_all_customers: fc.boolean() }),
})

describe("who reads and changes an invoice (invoices.md section 4)", () => {
  it("lets managers read all, a sales expert their own (all while their access sees every customer), a financial manager formal invoices and approved pre-buys, production's roles none", () => {
    fc.assert(
      fc.property(actor, invoice, (who, one) => {
        const expected =
          who.role === "super-admin" || who.role === "sales-manager"
            ? true
            : who.role === "sales-expert"
              ? one.sales_expert_id === who.id || who.access.may_see_all_customers
              : who.role === "production-manager" || who.role === "operator"
                ? false
                : one.kind === "formal" || (one.kind === "pre-buy" && one.state === "approved")
        expect(mayReadInvoice(who, one)).toBe(expected)
      }),
    )
  })

  it("lets a sales expert change only their own invoices, whatever their access, and never a financial manager or production's roles", () => {
    fc.assert(
      fc.property(actor, invoice, (who, one) => {
        if (who.role === "sales-expert") expect(mayChangeInvoice(who, one)).toBe(one.sales_expert_id === who.id)
        if (who.role === "financial-manager" || who.role === "production-manager" || who.role === "operator")
          expect(mayChangeInvoice(who, one)).toBe(false)
      }),
    )
  })

  it("lets a sales expert's moves reach only their own invoices, every other role's any invoice, and never offers a move beyond that reach", () => {
    fc.assert(
      fc.property(actor, invoice, (who, one) => {
        expect(mayMoveInvoice(who, one)).toBe(who.role !== "sales-expert" || one.sales_expert_id === who.id)
        if (!mayMoveInvoice(who, one)) expect(invoiceActionsFor(who, one)).toEqual([])
      }),
    )
  })

  it("offers edit and reprice exactly on an editable invoice the user may change, then the diagram's moves for them", () => {
    fc.assert(
      fc.property(actor, invoice, (who, one) => {
        const editing = mayChangeInvoice(who, one) && isEditableState(one.state)
        expect(invoiceActionsFor(who, one)).toEqual([
          ...(editing ? ["edit", "reprice"] : []),
          ...allowedMoves(one, { role: who.role, isOwner: one.sales_expert_id === who.id }),
        ])
      }),
    )
  })

  it("narrows a sales expert's list to their own unless their access sees every customer", () => {
    expect(invoiceListScope({ id: 3, role: "sales-expert", access: { may_see_all_customers: false } })).toEqual({ ownerOnly: 3 })
    expect(invoiceListScope({ id: 3, role: "sales-expert", access: { may_see_all_customers: true } })).toEqual({
      ownerOnly: undefined,
    })
    expect(invoiceListScope({ id: 2, role: "sales-manager", access: { may_see_all_customers: false } })).toEqual({
      ownerOnly: undefined,
    })
  })
})
