import { chequeMoveLabels, chequeMoveQuestion } from "../../../domain/finance/ChequeStates.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog.tsx"
import type { ChequeMoves } from "./chequeMoves.ts"

/** The question before a cheque move; a bounce or a return starts on «انصراف», since neither can be undone. */
export function ChequeMoveDialog({ moves }: { readonly moves: ChequeMoves }) {
  const { asked, busy } = moves
  return (
    <ConfirmDialog
      open={asked !== null}
      title={asked ? chequeMoveLabels[asked.to] : ""}
      description={asked ? toPersianDigits(chequeMoveQuestion(asked.sayadId, asked.to)) : undefined}
      confirmLabel={asked ? chequeMoveLabels[asked.to] : undefined}
      destructive={asked?.to === "bounced" || asked?.to === "returned"}
      busy={busy}
      onConfirm={moves.confirm}
      onCancel={moves.cancel}
    />
  )
}
