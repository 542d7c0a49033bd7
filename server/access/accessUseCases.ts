import type { UserId } from "../../domain/identifiers/Ids.ts"
import { Result } from "effect"
import { validateSalesExpertAccess } from "../../domain/access/SalesExpertAccess.ts"
import type { Clock } from "../../domain/ports/Clock.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import { AccessInvalid, AccessNotFound, type AccessRefusal } from "./AccessRefusal.ts"
import type { AccessStore, ExpertFilter, SalesExpertRecord } from "./accessStore.ts"

type Outcome<A> = Promise<Result.Result<A, AccessRefusal>>

/** The sales experts' access (product.md section 3): the list, its export, one, and its save. */
export interface AccessUseCases {
  readonly list: (filter: ExpertFilter, request: PageRequest) => Promise<Page<SalesExpertRecord>>
  /** Every matching sales expert (up to `limit`), for the export. */
  readonly exported: (filter: ExpertFilter, limit: number) => Promise<ReadonlyArray<SalesExpertRecord>>
  readonly read: (userId: UserId) => Outcome<SalesExpertRecord>
  /** Replaces a sales expert's access with a whole form. */
  readonly save: (userId: UserId, body: unknown) => Outcome<SalesExpertRecord>
}

/** Builds the access use cases over the store and the clock. */
export const accessUseCases = (store: AccessStore, clock: Clock): AccessUseCases => ({
  list: (filter, request) => store.page(filter, request),
  exported: (filter, limit) => store.all(filter, limit),
  read: async (userId) => {
    const expert = await store.one(userId)
    return expert ? Result.succeed(expert) : Result.fail(new AccessNotFound())
  },
  save: async (userId, body) => {
    const form = validateSalesExpertAccess(body)
    // An unknown expert is 404 before the form's messages, as for every other id.
    if (Result.isFailure(form))
      return (await store.one(userId))
        ? Result.fail(new AccessInvalid({ errors: form.failure }))
        : Result.fail(new AccessNotFound())
    return store.save(userId, form.success, new Date(clock.now()).toISOString())
  },
})
