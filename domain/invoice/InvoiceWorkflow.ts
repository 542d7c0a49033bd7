import { Option } from "effect"
import type { Role } from "../roles/Role.ts"
import type { InvoiceKind, InvoiceState } from "./InvoiceOptions.ts"

/** The moves of an invoice (invoices.md section 1), one endpoint each. */
export const invoiceMoves = ["send", "approve", "reject", "cancel", "call_off", "confirm"] as const
export type InvoiceMove = (typeof invoiceMoves)[number]

/** Where an invoice stands: its kind and its state. */
export interface InvoicePosition {
  readonly kind: InvoiceKind
  readonly state: InvoiceState
}

/** Who moves: their role and whether they are the invoice's owning sales expert. */
export interface MovingActor {
  readonly role: Role
  readonly isOwner: boolean
}

const manager = (actor: MovingActor): boolean => actor.role === "super-admin" || actor.role === "sales-manager"
const ownerOrManager = (actor: MovingActor): boolean => manager(actor) || (actor.role === "sales-expert" && actor.isOwner)
const finance = (actor: MovingActor): boolean => actor.role === "super-admin" || actor.role === "financial-manager"

/** One arrow of the state diagram: from which position, by whom, to which position. */
interface Arrow {
  readonly move: InvoiceMove
  readonly from: InvoicePosition
  readonly to: InvoicePosition
  readonly who: (actor: MovingActor) => boolean
}

const at = (kind: InvoiceKind, state: InvoiceState): InvoicePosition => ({ kind, state })

/** The state diagram of invoices.md section 1, arrow by arrow. */
const arrows: ReadonlyArray<Arrow> = [
  ...(["informal", "pre-buy"] as const).flatMap((kind): ReadonlyArray<Arrow> => [
    { move: "send", from: at(kind, "draft"), to: at(kind, "pending"), who: ownerOrManager },
    { move: "reject", from: at(kind, "pending"), to: at(kind, "rejected"), who: manager },
    ...(["draft", "pending", "rejected"] as const).map((state): Arrow => ({
      move: "cancel",
      from: at(kind, state),
      to: at(kind, "cancelled"),
      who: manager,
    })),
  ]),
  { move: "approve", from: at("informal", "pending"), to: at("formal", "issued"), who: manager },
  { move: "approve", from: at("pre-buy", "pending"), to: at("pre-buy", "approved"), who: manager },
  { move: "call_off", from: at("pre-buy", "approved"), to: at("formal", "issued"), who: ownerOrManager },
  { move: "cancel", from: at("pre-buy", "approved"), to: at("pre-buy", "cancelled"), who: manager },
  { move: "confirm", from: at("formal", "issued"), to: at("formal", "confirmed"), who: finance },
  { move: "cancel", from: at("formal", "issued"), to: at("formal", "cancelled"), who: manager },
]

const from = (position: InvoicePosition) => (arrow: Arrow) =>
  arrow.from.kind === position.kind && arrow.from.state === position.state

/** Where a move leads from a position, whoever makes it; none when the diagram has no such arrow. */
export const nextPosition = (position: InvoicePosition, move: InvoiceMove): Option.Option<InvoicePosition> =>
  Option.fromNullishOr(arrows.find((arrow) => from(position)(arrow) && arrow.move === move)?.to)

/** The moves an actor may make on an invoice now, in the diagram's order. */
export const allowedMoves = (position: InvoicePosition, actor: MovingActor): ReadonlyArray<InvoiceMove> =>
  invoiceMoves.filter((move) => arrows.some((arrow) => from(position)(arrow) && arrow.move === move && arrow.who(actor)))

/** Whether a move exists from a position for someone (so a refusal is about the state, not the person). */
export const moveExists = (position: InvoicePosition, move: InvoiceMove): boolean => Option.isSome(nextPosition(position, move))

/** Every position of the diagram. */
export const positions: ReadonlyArray<InvoicePosition> = [
  ...new Map(
    arrows.flatMap((arrow) => [arrow.from, arrow.to]).map((position) => [`${position.kind}/${position.state}`, position]),
  ).values(),
]

/** Each move's name on its button, in Persian. */
export const invoiceMoveLabels: Readonly<Record<InvoiceMove, string>> = {
  send: "ارسال برای تایید",
  approve: "تایید",
  reject: "رد",
  cancel: "لغو",
  call_off: "تبدیل به فاکتور رسمی",
  confirm: "تایید مالی",
}

/** The question before a move: «آیا از «لغو» فاکتور شماره 1041 اطمینان دارید؟». */
export const moveQuestion = (move: InvoiceMove, serial: number): string =>
  `آیا از «${invoiceMoveLabels[move]}» فاکتور شماره ${serial} اطمینان دارید؟`
