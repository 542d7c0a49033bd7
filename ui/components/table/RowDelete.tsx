import { ConfirmDialog } from "../dialog/ConfirmDialog.tsx"
import type { RowDelete } from "./useRowDelete.ts"

/** The red bin of a row's actions, named 'حذف {name}' for screen readers. */
export function DeleteButton({ name, onClick }: { readonly name: string; readonly onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`حذف ${name}`}
      title="حذف"
      className="flex h-8 w-8 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
    >
      <span aria-hidden="true" className="i-tabler-trash h-5 w-5" />
    </button>
  )
}

/** The question asked before a row is removed: 'آیا از حذف {name} اطمینان دارید؟', confirmed with 'حذف'. */
export function RowDeleteDialog<Row>({
  remove,
  title,
  nameOf,
}: {
  readonly remove: RowDelete<Row>
  readonly title: string
  readonly nameOf: (row: Row) => string
}) {
  const { asked } = remove
  return (
    <ConfirmDialog
      open={asked !== null}
      title={title}
      description={asked === null ? undefined : `آیا از حذف ${nameOf(asked)} اطمینان دارید؟ این کار بازگشت ندارد.`}
      confirmLabel="حذف"
      destructive
      busy={remove.busy}
      onConfirm={remove.confirm}
      onCancel={remove.cancel}
    />
  )
}
