import { Option, Result, Schema } from "effect"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"

/** A list's order: one of the columns it offers, ascending or descending. */
export interface ListSort<K extends string> {
  readonly key: K
  readonly descending: boolean
}

/** The `sort` param as the API takes it: a column's name, or the name after `-` for descending. */
export type SortParam<K extends string> = K | `-${K}`

/** The Persian message of a `sort` the list does not offer. */
export const sortMessages = { invalid: "ترتیب نامعتبر است" } as const

/** Reads a `sort` text against the list's columns: none for an empty, unknown or garbled one. */
export const readListSort = <K extends string>(
  keys: ReadonlyArray<K>,
  text: string | null | undefined,
): Option.Option<ListSort<K>> => {
  const trimmed = text?.trim() ?? ""
  const descending = trimmed.startsWith("-")
  const name = descending ? trimmed.slice(1) : trimmed
  const key = keys.find((candidate) => candidate === name)
  return key === undefined ? Option.none() : Option.some({ key, descending })
}

/** The `sort` param of an order. */
export const sortParamOf = <K extends string>(sort: ListSort<K>): SortParam<K> => (sort.descending ? `-${sort.key}` : sort.key)

/** A header clicked: its column ascending, or the other way round when the list is already ordered by it. */
export const nextSort = <K extends string>(current: Option.Option<ListSort<K>>, key: K): ListSort<K> => ({
  key,
  descending: Option.match(current, { onNone: () => false, onSome: (sort) => sort.key === key && !sort.descending }),
})

const isBlank = (raw: unknown) => raw === undefined || (typeof raw === "string" && raw.trim() === "")

/** The `sort` field of a list's query: missing or blank is the list's own order, anything outside the list's columns fails in Persian. */
export const SortField = <K extends string>(keys: ReadonlyArray<K>) =>
  Schema.optionalKey(
    Schema.Unknown.check(
      Schema.makeFilter((raw: unknown) => isBlank(raw) || (typeof raw === "string" && Option.isSome(readListSort(keys, raw))), {
        message: sortMessages.invalid,
      }),
    ),
  )

/** Checks a list query's `sort` against the list's columns: the order asked for (none for the default), or the field's Persian message. */
export const validateListSort = <K extends string>(keys: ReadonlyArray<K>) => {
  const validate = validateWith(Schema.Struct({ sort: SortField(keys) }))
  return (query: { readonly sort?: unknown }): Result.Result<Option.Option<ListSort<K>>, FieldErrors> =>
    Result.map(validate(query), ({ sort }) => (typeof sort === "string" ? readListSort(keys, sort) : Option.none()))
}
