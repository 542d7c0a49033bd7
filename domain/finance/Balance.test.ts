import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { maxRials } from "../money/RialsField.ts"
import { Rials } from "../money/Rials.ts"
import { balanceOf as balanceInRials, mayAdd as mayAddRials, payableOf, type Balance } from "./Balance.ts"
import { chequeMovesFrom, chequeStates, moveCheque, type ChequeState } from "./ChequeStates.ts"

const overPayable = { amount: "مبلغ بیش از مانده قابل پرداخت است" }
/** A cheque as the tests write it, in plain numbers. */
interface ChequeAmount {
  readonly amount: number
  readonly state: ChequeState
}
const cheque = (amount: number, state: ChequeState): ChequeAmount => ({ amount, state })
// The tests write amounts as plain numbers; these brand them as rials on the way in, as the server's decoding does.
const balanceOf = (total: number, payments: ReadonlyArray<{ readonly amount: number }>, cheques: ReadonlyArray<ChequeAmount>) =>
  balanceInRials(
    Rials(total),
    payments.map((payment) => ({ amount: Rials(payment.amount) })),
    cheques.map((held) => ({ amount: Rials(held.amount), state: held.state })),
  )
const mayAdd = (balance: Balance, amount: number) => mayAddRials(balance, Rials(amount))

describe("the balance of an invoice", () => {
  it("counts payments and cleared cheques as paid, cheques in hand or deposited as in cheques", () => {
    const cheques = [
      cheque(200, "in_hand"),
      cheque(100, "deposited"),
      cheque(150, "cleared"),
      cheque(50, "bounced"),
      cheque(70, "returned"),
    ]
    const balance = balanceOf(1000, [{ amount: 300 }], cheques)
    expect(balance).toEqual({ total: 1000, paid: 450, in_cheques: 300, remaining: 550 })
    expect(payableOf(balance)).toBe(250)
    expect(mayAdd(balance, 250)).toEqual(Result.succeed(250))
    expect(mayAdd(balance, 251)).toEqual(Result.fail(overPayable))
    expect(balanceOf(0, [], [])).toEqual({ total: 0, paid: 0, in_cheques: 0, remaining: 0 })
  })

  it("adds exactly past 2^53, where a float sum would round", () => {
    // Nine of the largest amounts and one more make 2^53 + 1: only data broken elsewhere holds so much, and it must still add up.
    const payments = [...Array.from({ length: 9 }, () => ({ amount: maxRials })), { amount: 7_199_254_741_002 }]
    const balance = balanceOf(maxRials, payments, [])
    expect(balance.remaining).toBe(-8_007_199_254_740_994)
    expect(payableOf(balance)).toBe(0)
    expect(mayAdd(balance, 1)).toEqual(Result.fail(overPayable))
    const cheques = Array.from({ length: 10 }, () => cheque(maxRials, "deposited"))
    expect(mayAdd(balanceOf(maxRials, [], cheques), 1)).toEqual(Result.fail(overPayable))
  })
})

type Step =
  | { readonly kind: "payment" | "cheque"; readonly share: number; readonly raw: number | null }
  | { readonly kind: "move"; readonly pick: number; readonly to: ChequeState | "onward" }

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom("payment" as const, "cheque" as const),
      share: fc.oneof(fc.integer({ min: 1, max: 700 }), fc.constantFrom(-1, 0, 1)),
      raw: fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: maxRials }) }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("move" as const),
      pick: fc.nat(),
      to: fc.oneof(fc.constantFrom(...chequeStates), fc.constant("onward" as const)),
    }),
  },
)
const total = fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: maxRials }), fc.constant(maxRials))

/** An amount that is `share` thousandths of the total (at least 1 rial), all that is payable (0) or one rial more (-1), or a raw amount now and then. */
const amountOf = (
  step: { readonly share: number; readonly raw: number | null },
  invoiceTotal: number,
  payable: bigint,
): number => {
  if (step.raw !== null) return step.raw
  if (step.share === 0) return Math.max(1, Number(payable))
  if (step.share === -1) return Number(payable) + 1
  return Math.max(1, Number((BigInt(invoiceTotal) * BigInt(step.share)) / 1000n))
}

describe("the balance under any sequence of allowed payments and cheque moves", () => {
  it("never lets paid + in cheques pass the total, refuses only what passes it, and counts as paid only payments and cleared cheques", () => {
    fc.assert(
      fc.property(total, fc.array(step, { maxLength: 40, size: "large" }), (invoiceTotal, steps) => {
        const payments: Array<{ amount: number }> = []
        const cheques: Array<ChequeAmount> = []
        // The model: what was paid and what is promised, moved by hand as each allowed step says.
        let paid = 0n
        let promised = 0n
        for (const s of steps) {
          const before = balanceOf(invoiceTotal, payments, cheques)
          if (s.kind === "move") {
            const index = cheques.length === 0 ? -1 : s.pick % cheques.length
            const current = cheques[index]
            if (current === undefined) continue
            // "onward" tries a move the diagram has, so that cheques get cleared, bounced and returned often enough.
            const to = s.to === "onward" ? (chequeMovesFrom(current.state)[s.pick % 2] ?? "in_hand") : s.to
            Result.match(moveCheque(current.state, to), {
              onSuccess: (to) => {
                if (to === "cleared") [paid, promised] = [paid + BigInt(current.amount), promised - BigInt(current.amount)]
                if (to === "bounced" || to === "returned") promised -= BigInt(current.amount)
                cheques[index] = { amount: current.amount, state: to }
              },
              onFailure: (refused) => {
                expect(refused.state).toBe(current.state)
                expect(balanceOf(invoiceTotal, payments, cheques)).toEqual(before)
              },
            })
          } else {
            const amount = amountOf(s, invoiceTotal, BigInt(invoiceTotal) - paid - promised)
            const fits = BigInt(amount) <= BigInt(invoiceTotal) - paid - promised
            const answer = mayAdd(before, amount)
            expect(answer).toEqual(fits ? Result.succeed(amount) : Result.fail(overPayable))
            if (fits && s.kind === "payment") [paid] = [paid + BigInt(amount), payments.push({ amount })]
            if (fits && s.kind === "cheque") [promised] = [promised + BigInt(amount), cheques.push(cheque(amount, "in_hand"))]
          }
          const after = balanceOf(invoiceTotal, payments, cheques)
          const cleared = cheques.filter((c) => c.state === "cleared").reduce((sum, c) => sum + BigInt(c.amount), 0n)
          expect(after).toEqual({
            total: invoiceTotal,
            paid: Number(paid),
            in_cheques: Number(promised),
            remaining: invoiceTotal - Number(paid),
          })
          expect(BigInt(after.paid)).toBe(payments.reduce((sum, p) => sum + BigInt(p.amount), 0n) + cleared)
          expect(BigInt(after.paid) + BigInt(after.in_cheques)).toBeLessThanOrEqual(BigInt(invoiceTotal))
          expect(after.remaining).toBeGreaterThanOrEqual(0)
        }
      }),
      { numRuns: 300 },
    )
  })

  it("is not moved by a cheque that bounced or was returned, nor by the order of payments", () => {
    fc.assert(
      fc.property(
        total,
        fc.array(fc.integer({ min: 1, max: maxRials }), { maxLength: 8 }),
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: maxRials }), state: fc.constantFrom(...chequeStates) }), {
          maxLength: 8,
        }),
        fc.constantFrom<ChequeState>("bounced", "returned"),
        fc.integer({ min: 1, max: maxRials }),
        (invoiceTotal, amounts, held, dead, amount) => {
          const payments = amounts.map((a) => ({ amount: a }))
          const balance = balanceOf(invoiceTotal, payments, held)
          expect(balanceOf(invoiceTotal, [...payments].reverse(), [...held, cheque(amount, dead)])).toEqual(balance)
        },
      ),
    )
  })
})
