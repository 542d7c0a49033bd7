import { ConfirmDialog } from "../dialog/ConfirmDialog.tsx"
import type { ActiveToggle } from "./useActiveToggle.ts"

/** The question asked before a row is switched on or off: 'آیا از {غیرفعال|فعال} کردن {noun} «{name}» اطمینان دارید؟'. */
export function ActiveToggleDialog<Row extends { readonly is_active: boolean }>({
  toggle,
  noun,
  nameOf,
}: {
  readonly toggle: ActiveToggle<Row>
  readonly noun: string
  readonly nameOf: (row: Row) => string
}) {
  const { asked } = toggle
  return (
    <ConfirmDialog
      open={asked !== null}
      title="تغییر وضعیت"
      description={
        asked ? `آیا از ${asked.is_active ? "غیرفعال" : "فعال"} کردن ${noun} «${nameOf(asked)}» اطمینان دارید؟` : undefined
      }
      busy={toggle.busy}
      onConfirm={toggle.confirm}
      onCancel={toggle.cancel}
    />
  )
}
