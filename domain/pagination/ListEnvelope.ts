import { Option, Schema } from "effect"

/** A stored or answered record: an object with its integer id; its other fields are the contract's to type. */
export const RecordWithId = Schema.StructWithRest(Schema.Struct({ id: Schema.Int }), [
  Schema.Record(Schema.String, Schema.Unknown),
])

/**
 * One page of a list as every list endpoint answers it: the rows and the count of every matching row, or, marked `capped`, a
 * floor of it when a search matched more than it counted.
 */
export const ListEnvelope = Schema.Struct({
  data: Schema.Array(RecordWithId),
  meta: Schema.Struct({
    total: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
    capped: Schema.optionalKey(Schema.Literal(true)),
  }),
})

/** A list answer's rows and total, and whether more than the total matched. */
export interface ListPage {
  readonly rows: ReadonlyArray<typeof RecordWithId.Type>
  readonly total: number
  readonly capped: boolean
}

/** The rows and total of a list answer, or none when the answer does not have the list's shape. */
export const decodeListEnvelope = (answer: unknown): Option.Option<ListPage> =>
  Option.map(Schema.decodeUnknownOption(ListEnvelope)(answer), ({ data, meta }) => ({
    rows: data,
    total: meta.total,
    capped: meta.capped === true,
  }))

/** Rows read back from a cache, or none when what was kept is not a list of records. */
export const decodeRecords = (value: unknown): Option.Option<ReadonlyArray<typeof RecordWithId.Type>> =>
  Schema.decodeUnknownOption(Schema.Array(RecordWithId))(value)
