import type { Result } from "effect"
import type { SortParam } from "../../../domain/pagination/ListSort.ts"
import type { FieldErrors } from "../../../domain/validation/FieldErrors.ts"
import type { BlobAnswer, ExportColumns } from "../../components/table/ExportButton.tsx"
import type { DataTag } from "../../state/queries.ts"
import type { Services } from "../../state/services.tsx"

/** The reference lists built on the generic list and form screens. */
export type ReferenceName = "glassThickness" | "spacerThickness" | "deliveryFare" | "description"

/** The filters a list sends (and puts in the URL): the page, its size, the search text, the active flag and the order. */
export interface ListQueryParams<K extends string = string> {
  readonly page: number
  readonly per_page: number
  readonly search?: string
  readonly is_active?: string
  readonly sort?: SortParam<K>
}

/** What an openapi-fetch call answers, kept to what the screens read. */
export interface Answer<Data> {
  readonly data?: Data | undefined
  readonly error?: unknown
  readonly response: Response
}

/**
 * The calls of one reference list, bound to its paths so the screens stay generic. The list and its export are
 * methods, so an entity typed with its own sort names still passes where the screens take any entity.
 */
export interface ReferenceApi<Row, Body, K extends string = string> {
  list(
    query: ListQueryParams<K>,
    signal?: AbortSignal,
  ): Promise<Answer<{ readonly data: ReadonlyArray<Row>; readonly meta: { readonly total: number } }>>
  download(query: Omit<ListQueryParams<K>, "page" | "per_page">): Promise<BlobAnswer>
  readonly one: (id: number, signal?: AbortSignal) => Promise<Answer<{ readonly data: Row }>>
  readonly create: (body: Body) => Promise<Answer<{ readonly data: Row }>>
  readonly update: (id: number, body: Body | { readonly is_active: boolean }) => Promise<Answer<{ readonly data: Row }>>
}

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
