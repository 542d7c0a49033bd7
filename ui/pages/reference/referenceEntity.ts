import type { Result } from "effect"
import type { FieldErrors } from "../../../domain/validation/FieldErrors.ts"
import type { ExportColumns } from "../../components/table/ExportButton.tsx"
import type { DataTag } from "../../state/queries.ts"
import type { Services } from "../../state/services.tsx"
import type { ReferenceApi } from "./api/referenceCalls.ts"

/** The reference lists built on the generic list and form screens. */
export type ReferenceName = "glassThickness" | "spacerThickness" | "deliveryFare" | "description"

/** One input of a reference form. */
export type FieldSpec<Values> =
  | { readonly kind: "text"; readonly name: keyof Values & string; readonly label: string }
  | { readonly kind: "number"; readonly name: keyof Values & string; readonly label: string; readonly unit: string }
  | {
      readonly kind: "select"
      readonly name: keyof Values & string
      readonly label: string
      readonly options: ReadonlyArray<{ readonly value: number; readonly label: string }>
    }

/** A column of the list besides the row number and the actions. */
export interface ColumnSpec<Row, K extends string = string> {
  readonly id: string
  readonly header: string
  /** The cell's text, every digit Persian. */
  readonly cell: (row: Row) => string
  readonly align?: "start" | "end"
  /** The list's `sort` name for this column, when the list can be ordered by it. */
  readonly sortKey?: K
}

/** Everything the generic screens need to show one reference list and its form. */
export interface ReferenceEntity<
  Row extends { readonly id: number; readonly is_active: boolean },
  Values extends { readonly is_active: boolean },
  Body,
  K extends string = string,
> {
  readonly listPath: string
  readonly formPath: string
  /** The list's h1. */
  readonly title: string
  readonly addLabel: string
  readonly createTitle: string
  readonly editTitle: string
  /** What the confirmation question calls one record: 'آیا از غیرفعال کردن {noun} «…» اطمینان دارید؟'. */
  readonly noun: string
  readonly searchLabel: string
  readonly columns: ReadonlyArray<ColumnSpec<Row, K>>
  /** The columns the list can be ordered by, as the server's `sort` names them. */
  readonly sorts: ReadonlyArray<K>
  /** How a row is named in its edit link, switch and question, in Persian digits. */
  readonly rowName: (row: Row) => string
  /** The saved workbook's name and its columns' kinds by the server's CSV header. */
  readonly fileName: `${string}.xlsx`
  readonly exportColumns: ExportColumns
  /** The list's own kind of data first, then the kinds that embed its records: all are invalidated after every save. */
  readonly tags: readonly [DataTag, ...DataTag[]]
  readonly api: (api: Services["api"]) => ReferenceApi<Row, Body, K>
  readonly fields: ReadonlyArray<FieldSpec<Values>>
  readonly empty: Values
  readonly valuesOf: (row: Row) => Values
  readonly validate: (values: Values) => Result.Result<Body, FieldErrors>
}
