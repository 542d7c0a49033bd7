import type { Result } from "effect"
import type { LookupName } from "../../../domain/roles/Role.ts"
import type { FieldErrors } from "../../../domain/validation/FieldErrors.ts"
import type { BlobAnswer } from "../../components/table/ExportButton.tsx"
import type { Services } from "../../state/services.tsx"

/** The reference lists built on the generic list and form screens. */
export type ReferenceName = "glassThickness" | "spacerThickness" | "deliveryFare" | "description"

/** The filters a list sends (and puts in the URL): the page, its size, the search text and the active flag. */
export interface ListQueryParams {
  readonly page: number
  readonly per_page: number
  readonly search?: string
  readonly is_active?: string
}

/** What an openapi-fetch call answers, kept to what the screens read. */
export interface Answer<Data> {
  readonly data?: Data | undefined
  readonly error?: unknown
  readonly response: Response
}

/** The calls of one reference list, bound to its paths so the screens stay generic. */
export interface ReferenceApi<Row, Body> {
  readonly list: (query: ListQueryParams) => Promise<Answer<{ readonly data: ReadonlyArray<Row>; readonly meta: { readonly total: number } }>>
  readonly download: (query: Omit<ListQueryParams, "page" | "per_page">) => Promise<BlobAnswer>
  readonly one: (id: number) => Promise<Answer<{ readonly data: Row }>>
  readonly create: (body: Body) => Promise<Answer<{ readonly data: Row }>>
  readonly update: (id: number, body: Body | { readonly is_active: boolean }) => Promise<Answer<{ readonly data: Row }>>
}

/** One input of a reference form. */
export type FieldSpec<Values> =
  | { readonly kind: "text"; readonly name: keyof Values & string; readonly label: string }
  | { readonly kind: "number"; readonly name: keyof Values & string; readonly label: string; readonly unit: string }
  | { readonly kind: "select"; readonly name: keyof Values & string; readonly label: string; readonly options: ReadonlyArray<{ readonly value: number; readonly label: string }> }

/** A column of the list besides the row number and the actions. */
export interface ColumnSpec<Row> {
  readonly id: string
  readonly header: string
  /** The cell's text, every digit Persian. */
  readonly cell: (row: Row) => string
  readonly align?: "start" | "end"
}

/** Everything the generic screens need to show one reference list and its form. */
export interface ReferenceEntity<Row extends { readonly id: number; readonly is_active: boolean }, Values extends { readonly is_active: boolean }, Body> {
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
  readonly columns: ReadonlyArray<ColumnSpec<Row>>
  /** How a row is named in its edit link, switch and question, in Persian digits. */
  readonly rowName: (row: Row) => string
  readonly fileName: string
  /** The cached lookup lists holding these records (or embedding them), dropped after every save. */
  readonly lookups: ReadonlyArray<LookupName>
  readonly api: (api: Services["api"]) => ReferenceApi<Row, Body>
  readonly fields: ReadonlyArray<FieldSpec<Values>>
  readonly empty: Values
  readonly valuesOf: (row: Row) => Values
  readonly validate: (values: Values) => Result.Result<Body, FieldErrors>
}
