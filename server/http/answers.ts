import type { components, paths } from "../../contract/schema.d.ts"

/** The contract's schemas, as the generated types name them. */
export type Schemas = components["schemas"]

type Method = "get" | "post" | "patch" | "put"

/** The JSON body the contract promises for one path, method and status. */
export type AnswerOf<P extends keyof paths, M extends Method, S extends number> = paths[P][M] extends {
  responses: infer R
}
  ? S extends keyof R
    ? R[S] extends { content: { "application/json": infer Body } }
      ? Body
      : never
    : never
  : never

/** A contract type with its arrays and objects readonly, as the domain's schemas encode a value: an answer built so is checked against the contract all the same. */
export type ReadonlyAnswer<T> =
  T extends ReadonlyArray<infer E>
    ? ReadonlyArray<ReadonlyAnswer<E>>
    : T extends object
      ? { readonly [K in keyof T]: ReadonlyAnswer<T[K]> }
      : T
