import { Option } from "effect"
import { invoiceKindLabels, type InvoiceKind } from "./InvoiceOptions.ts"
import { nextPosition, type InvoiceMove, type InvoicePosition } from "./InvoiceWorkflow.ts"

/** What each move did, said of the invoice it moved. */
const verbs: Readonly<Record<InvoiceMove, string>> = {
  send: "برای تایید ارسال شد",
  approve: "تایید شد",
  reject: "رد شد",
  cancel: "لغو شد",
  call_off: "فراخوانده شد",
  confirm: "تایید مالی شد",
}

/**
 * The success message of a move, saying what happened to what: «پیش‌فاکتور 1041 تایید شد و فاکتور رسمی 1041 صادر شد»
 * when the move made a new kind of invoice (the serial is kept), else «پیش‌فاکتور 1041 رد شد».
 */
export const moveOutcome = (from: InvoicePosition, move: InvoiceMove, serial: number): string => {
  const done = `${invoiceKindLabels[from.kind]} ${serial} ${verbs[move]}`
  return Option.match(nextPosition(from, move), {
    onNone: () => done,
    onSome: (to) => (to.kind === from.kind ? done : `${done} و ${invoiceKindLabels[to.kind]} ${serial} صادر شد`),
  })
}

/** Where a moved invoice stands now, to open and print it; the same position when the diagram has no such move. */
export const movedTo = (from: InvoicePosition, move: InvoiceMove): InvoicePosition =>
  Option.getOrElse(nextPosition(from, move), () => from)

/** A save that went through whose sending for approval was refused: the invoice stays saved, not sent. */
export const sendRefusedAfterSave = (kind: InvoiceKind, serial: number): string =>
  `${invoiceKindLabels[kind]} ${serial} ثبت شد، اما برای تایید ارسال نشد`
