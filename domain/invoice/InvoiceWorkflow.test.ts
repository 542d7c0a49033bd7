import { Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { roles, type Role } from "../roles/Role.ts"
import {
  creatableKinds,
  invoiceKinds,
  invoiceStates,
  isEditableState,
  type InvoiceKind,
  type InvoiceState,
} from "./InvoiceOptions.ts"
import {
  allowedMoves,
  invoiceMoves,
  moveExists,
  nextPosition,
  positions,
  type InvoiceMove,
  type InvoicePosition,
  type MovingActor,
} from "./InvoiceWorkflow.ts"

const key = (position: InvoicePosition): string => `${position.kind}/${position.state}`
const at = (kind: InvoiceKind, state: InvoiceState): InvoicePosition => ({ kind, state })

/** The five people of invoices.md section 4 who may stand before an invoice, and production's two roles, which move none (production.md section 1). */
const actorKinds = [
  "super-admin",
  "sales-manager",
  "owner",
  "other-expert",
  "financial-manager",
  "production-manager",
  "operator",
] as const
type ActorKind = (typeof actorKinds)[number]
const actorOf: Readonly<Record<ActorKind, MovingActor>> = {
  "super-admin": { role: "super-admin", isOwner: false },
  "sales-manager": { role: "sales-manager", isOwner: false },
  owner: { role: "sales-expert", isOwner: true },
  "other-expert": { role: "sales-expert", isOwner: false },
  "financial-manager": { role: "financial-manager", isOwner: false },
  "production-manager": { role: "production-manager", isOwner: false },
  operator: { role: "operator", isOwner: false },
}

// ---------------------------------------------------------------------------------------------------------------
// The diagram of invoices.md section 1, written out by hand from the document (not from the code), position by
// position and person by person, in the order of `invoiceMoves`.
// send: owning expert or manager; approve, reject, cancel: super-admin and sales-manager; call_off: manager or owning
// expert; confirm: financial-manager and super-admin; an approved pre-buy may be cancelled by a manager; a formal
// issued invoice is confirmed (finance) or cancelled (manager). "edit (PUT)" of a rejected invoice is not a move.
// ---------------------------------------------------------------------------------------------------------------
type Row = Readonly<Record<ActorKind, ReadonlyArray<InvoiceMove>>>
const nobody: Row = {
  "super-admin": [],
  "sales-manager": [],
  owner: [],
  "other-expert": [],
  "financial-manager": [],
  "production-manager": [],
  operator: [],
}
const draftRow: Row = {
  "super-admin": ["send", "cancel"],
  "sales-manager": ["send", "cancel"],
  owner: ["send"],
  "other-expert": [],
  "financial-manager": [],
  "production-manager": [],
  operator: [],
}
const pendingRow: Row = {
  ...nobody,
  "super-admin": ["approve", "reject", "cancel"],
  "sales-manager": ["approve", "reject", "cancel"],
}
const rejectedRow: Row = { ...nobody, "super-admin": ["cancel"], "sales-manager": ["cancel"] }

const diagram: Readonly<Record<string, Row>> = {
  "informal/draft": draftRow,
  "informal/pending": pendingRow,
  "informal/rejected": rejectedRow,
  "informal/cancelled": nobody,
  "pre-buy/draft": draftRow,
  "pre-buy/pending": pendingRow,
  "pre-buy/rejected": rejectedRow,
  "pre-buy/approved": {
    ...nobody,
    "super-admin": ["cancel", "call_off"],
    "sales-manager": ["cancel", "call_off"],
    owner: ["call_off"],
  },
  "pre-buy/cancelled": nobody,
  "formal/issued": {
    ...nobody,
    "super-admin": ["cancel", "confirm"],
    "sales-manager": ["cancel"],
    "financial-manager": ["confirm"],
  },
  "formal/confirmed": nobody,
  "formal/cancelled": nobody,
}

/** Where each arrow of the diagram leads. */
const arrowsOfDocument: ReadonlyArray<readonly [string, InvoiceMove, string]> = [
  ["informal/draft", "send", "informal/pending"],
  ["informal/draft", "cancel", "informal/cancelled"],
  ["informal/pending", "approve", "formal/issued"],
  ["informal/pending", "reject", "informal/rejected"],
  ["informal/pending", "cancel", "informal/cancelled"],
  ["informal/rejected", "cancel", "informal/cancelled"],
  ["pre-buy/draft", "send", "pre-buy/pending"],
  ["pre-buy/draft", "cancel", "pre-buy/cancelled"],
  ["pre-buy/pending", "approve", "pre-buy/approved"],
  ["pre-buy/pending", "reject", "pre-buy/rejected"],
  ["pre-buy/pending", "cancel", "pre-buy/cancelled"],
  ["pre-buy/rejected", "cancel", "pre-buy/cancelled"],
  ["pre-buy/approved", "call_off", "formal/issued"],
  ["pre-buy/approved", "cancel", "pre-buy/cancelled"],
  ["formal/issued", "confirm", "formal/confirmed"],
  ["formal/issued", "cancel", "formal/cancelled"],
]

const parse = (text: string): InvoicePosition => {
  const [kind, state] = text.split("/") as [InvoiceKind, InvoiceState]
  return at(kind, state)
}

describe("invoice workflow: the diagram of invoices.md section 1, pinned", () => {
  it("has exactly the twelve positions of the diagram", () => {
    expect(positions.map(key).sort()).toEqual(Object.keys(diagram).sort())
    expect(new Set(positions.map(key)).size).toBe(positions.length)
  })

  for (const [position, row] of Object.entries(diagram)) {
    for (const actor of actorKinds) {
      it(`${position}: ${actor} may ${row[actor].length === 0 ? "make no move" : row[actor].join(", ")}`, () => {
        expect(allowedMoves(parse(position), actorOf[actor])).toEqual(row[actor])
      })
    }
  }

  it("ignores the owner flag for anyone but a sales expert", () => {
    for (const position of positions)
      for (const role of ["super-admin", "sales-manager", "financial-manager", "production-manager", "operator"] as const)
        expect(allowedMoves(position, { role, isOwner: true })).toEqual(allowedMoves(position, { role, isOwner: false }))
  })

  it("leads each arrow where the document says, and has no other arrow", () => {
    for (const [fromText, move, toText] of arrowsOfDocument)
      expect([fromText, move, Option.map(nextPosition(parse(fromText), move), key)]).toEqual([
        fromText,
        move,
        Option.some(toText),
      ])
    const documented = new Set(arrowsOfDocument.map(([fromText, move]) => `${fromText} ${move}`))
    for (const kind of invoiceKinds)
      for (const state of invoiceStates)
        for (const move of invoiceMoves) {
          const exists = documented.has(`${kind}/${state} ${move}`)
          expect([kind, state, move, moveExists(at(kind, state), move)]).toEqual([kind, state, move, exists])
          if (!exists) expect(Option.isNone(nextPosition(at(kind, state), move))).toBe(true)
        }
  })

  it("offers no move at all from a kind and state the diagram does not have (informal approved, formal draft …)", () => {
    const known = new Set(Object.keys(diagram))
    for (const kind of invoiceKinds)
      for (const state of invoiceStates)
        if (!known.has(`${kind}/${state}`))
          for (const actor of actorKinds)
            expect([kind, state, actor, allowedMoves(at(kind, state), actorOf[actor])]).toEqual([kind, state, actor, []])
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------------------------
const anyPosition = fc.record({ kind: fc.constantFrom(...invoiceKinds), state: fc.constantFrom(...invoiceStates) })
const diagramPosition = fc.constantFrom(...positions)
const somePosition = fc.oneof(diagramPosition, anyPosition)
const actor = fc.record({ role: fc.constantFrom(...roles), isOwner: fc.boolean() })
const move = fc.constantFrom(...invoiceMoves)

/** What each person may ever do, whatever the state (invoices.md sections 1 and 4). */
const mayEver = (who: MovingActor, what: InvoiceMove): boolean => {
  const manager = who.role === "super-admin" || who.role === "sales-manager"
  const owningExpert = who.role === "sales-expert" && who.isOwner
  switch (what) {
    case "send":
    case "call_off":
      return manager || owningExpert
    case "approve":
    case "reject":
    case "cancel":
      return manager
    case "confirm":
      return who.role === "financial-manager" || who.role === "super-admin"
  }
}

const reachableFrom = (start: InvoicePosition): ReadonlySet<string> => {
  const seen = new Set([key(start)])
  const queue = [start]
  for (let position = queue.shift(); position !== undefined; position = queue.shift())
    for (const who of Object.values(actorOf))
      for (const allowed of allowedMoves(position, who)) {
        const next = Option.getOrThrow(nextPosition(position, allowed))
        if (!seen.has(key(next))) {
          seen.add(key(next))
          queue.push(next)
        }
      }
  return seen
}

describe("invoice workflow: properties", () => {
  it("lets no move out of cancelled or confirmed, for anyone", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...invoiceKinds),
        fc.constantFrom<InvoiceState>("cancelled", "confirmed"),
        actor,
        move,
        (kind, state, who, what) => {
          expect(allowedMoves(at(kind, state), who)).toEqual([])
          expect(Option.isNone(nextPosition(at(kind, state), what))).toBe(true)
          expect(moveExists(at(kind, state), what)).toBe(false)
        },
      ),
    )
  })

  it("reaches every position from a new informal or pre-buy draft by moves someone may make", () => {
    const reached = new Set([...reachableFrom(at("informal", "draft")), ...reachableFrom(at("pre-buy", "draft"))])
    expect([...reached].sort()).toEqual(positions.map(key).sort())
    // Both kinds end up formal, confirmed or cancelled.
    expect(reachableFrom(at("informal", "draft")).has("formal/confirmed")).toBe(true)
    expect(reachableFrom(at("pre-buy", "draft")).has("formal/confirmed")).toBe(true)
  })

  it("never offers a move to someone who may never make it (a finance manager never sends, an expert never approves …)", () => {
    fc.assert(
      fc.property(somePosition, actor, move, (position, who, what) => {
        if (!mayEver(who, what)) expect(allowedMoves(position, who)).not.toContain(what)
      }),
    )
  })

  it("offers a move exactly when it exists from the state and the person may ever make it", () => {
    fc.assert(
      fc.property(somePosition, actor, move, (position, who, what) => {
        expect(allowedMoves(position, who).includes(what)).toBe(moveExists(position, what) && mayEver(who, what))
      }),
    )
  })

  it("gives each allowed move a next position, inside the diagram, and lists allowed moves once each in the diagram's order", () => {
    fc.assert(
      fc.property(somePosition, actor, (position, who) => {
        const allowed = allowedMoves(position, who)
        expect(allowed).toEqual(invoiceMoves.filter((m) => allowed.includes(m)))
        for (const what of allowed) {
          expect(moveExists(position, what)).toBe(true)
          const next = nextPosition(position, what)
          expect(Option.isSome(next)).toBe(true)
          expect(positions.map(key)).toContain(key(Option.getOrThrow(next)))
        }
      }),
    )
  })

  it("has every existing move allowed to someone (the super-admin), so a refusal of an existing move is about the person", () => {
    fc.assert(
      fc.property(somePosition, move, (position, what) => {
        expect(moveExists(position, what)).toBe(Object.values(actorOf).some((who) => allowedMoves(position, who).includes(what)))
        expect(moveExists(position, what)).toBe(allowedMoves(position, actorOf["super-admin"]).includes(what))
      }),
    )
  })

  it("changes the kind only when an informal invoice is approved or a pre-buy called off, both to formal issued", () => {
    fc.assert(
      fc.property(somePosition, move, (position, what) => {
        const next = nextPosition(position, what)
        fc.pre(Option.isSome(next))
        const to = Option.getOrThrow(next)
        const becomesFormal =
          (position.kind === "informal" && what === "approve") || (position.kind === "pre-buy" && what === "call_off")
        expect(to.kind !== position.kind).toBe(becomesFormal)
        if (becomesFormal) expect(to).toEqual(at("formal", "issued"))
      }),
    )
    expect(nextPosition(at("informal", "pending"), "approve")).toEqual(Option.some(at("formal", "issued")))
    expect(nextPosition(at("pre-buy", "approved"), "call_off")).toEqual(Option.some(at("formal", "issued")))
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Model-based: a model written from the document against a real invoice moved only through the workflow module.
// ---------------------------------------------------------------------------------------------------------------
interface Model {
  kind: InvoiceKind
  state: InvoiceState
}
interface Real {
  position: InvoicePosition
}
type Step = Model | "no such move" | "not yours"

/** The document's diagram as the model knows it: where a move leads, or why it is refused (422 state, 403 person). */
const modelStep = (model: Model, what: InvoiceMove, who: ActorKind): Step => {
  const manager = who === "super-admin" || who === "sales-manager"
  const finance = who === "super-admin" || who === "financial-manager"
  const ownerOrManager = manager || who === "owner"
  const { kind, state } = model
  const preOrInformal = kind === "informal" || kind === "pre-buy"
  const go = (next: Model, may: boolean): Step => (may ? next : "not yours")
  if (what === "send" && preOrInformal && state === "draft") return go({ kind, state: "pending" }, ownerOrManager)
  if (what === "reject" && preOrInformal && state === "pending") return go({ kind, state: "rejected" }, manager)
  if (what === "approve" && kind === "informal" && state === "pending") return go({ kind: "formal", state: "issued" }, manager)
  if (what === "approve" && kind === "pre-buy" && state === "pending") return go({ kind, state: "approved" }, manager)
  if (what === "call_off" && kind === "pre-buy" && state === "approved")
    return go({ kind: "formal", state: "issued" }, ownerOrManager)
  if (what === "confirm" && kind === "formal" && state === "issued") return go({ kind, state: "confirmed" }, finance)
  if (what === "cancel") {
    const cancellable =
      (preOrInformal && (state === "draft" || state === "pending" || state === "rejected")) ||
      (kind === "pre-buy" && state === "approved") ||
      (kind === "formal" && state === "issued")
    if (cancellable) return go({ kind, state: "cancelled" }, manager)
  }
  return "no such move"
}

/** The real invoice: a move is made only when `allowedMoves` offers it, and then goes where `nextPosition` says. */
const realMove = (real: Real, what: InvoiceMove, who: MovingActor): "moved" | "no such move" | "not yours" => {
  if (!allowedMoves(real.position, who).includes(what)) return moveExists(real.position, what) ? "not yours" : "no such move"
  real.position = Option.getOrThrow(nextPosition(real.position, what))
  return "moved"
}

const visited = new Set<string>()
const knownPositions = new Set(positions.map(key))

const checkSame = (model: Model, real: Real) => {
  expect(knownPositions.has(key(real.position))).toBe(true)
  expect({ kind: real.position.kind, state: real.position.state }).toEqual({ kind: model.kind, state: model.state })
  visited.add(key(real.position))
}

const moveCommand = (what: InvoiceMove, who: ActorKind): fc.Command<Model, Real> => ({
  check: () => true,
  run: (model, real) => {
    const expected = modelStep(model, what, who)
    const before = { ...real.position }
    const outcome = realMove(real, what, actorOf[who])
    if (typeof expected === "string") {
      expect(outcome).toBe(expected)
      expect(real.position).toEqual(before)
    } else {
      expect(outcome).toBe("moved")
      model.kind = expected.kind
      model.state = expected.state
    }
    checkSame(model, real)
  },
  toString: () => `${who} ${what}`,
})

// A save (PUT) is not a move of the workflow: it is allowed on a draft or rejected invoice and brings a rejected one back to draft.
const editCommand: fc.Command<Model, Real> = {
  check: () => true,
  run: (model, real) => {
    const editable = model.state === "draft" || model.state === "rejected"
    expect(isEditableState(real.position.state)).toBe(editable)
    if (editable) {
      model.state = "draft"
      real.position = { ...real.position, state: "draft" }
    }
    checkSame(model, real)
  },
  toString: () => "edit (PUT)",
}

const commands = [
  ...invoiceMoves.flatMap((what) => actorKinds.map((who) => fc.constant(moveCommand(what, who)))),
  fc.constant(editCommand),
]

describe("invoice workflow against a model of the document", () => {
  it("moves as the model says, refuses what it refuses without any change, and never leaves the diagram", () => {
    fc.assert(
      fc.property(fc.constantFrom(...creatableKinds), fc.commands(commands, { maxCommands: 60, size: "max" }), (kind, run) => {
        const model: Model = { kind, state: "draft" }
        const real: Real = { position: at(kind, "draft") }
        fc.modelRun(() => ({ model, real }), run)
      }),
      { numRuns: 300 },
    )
    // The runs went everywhere: every position of the diagram was reached by some run.
    expect([...visited].sort()).toEqual([...knownPositions].sort())
  })
})

// Keep the role list honest: the table covers every role there is.
it("covers every role in the table of people", () => {
  expect(new Set(Object.values(actorOf).map((who) => who.role))).toEqual(new Set<Role>(roles))
})
