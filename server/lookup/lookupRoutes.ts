import type { Context, Hono } from "hono"
import type { paths } from "../../contract/schema.d.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import { metaOf, pageRequest } from "../db/paging.ts"
import type { Endpoint } from "../permissions.ts"

type GetPath<E> = E extends `GET ${infer P}` ? P : never
type Path = GetPath<Endpoint> & keyof paths
/** One row of a lookup's answer, as the contract has it. */
type RowOf<P extends Path> = AnswerOf<P, "get", 200> extends { data: ReadonlyArray<infer Row> } ? Row : never

/** The read-only lookup lists of section 7, each in the list envelope and honouring page and per_page. */
export const lookupRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const lookups = deps.useCases.lookup
  const list = <P extends Path>(path: P, read: (request: PageRequest, c: Context<ApiEnv>) => Promise<Page<RowOf<P>>>) =>
    api.get(path, guard(deps, `GET ${path}`), async (c) => {
      const request = pageRequest(c.req.query("page"), c.req.query("per_page"))
      const { rows, total } = await read(request, c)
      return c.json({ data: rows, meta: metaOf(request, total) }, 200)
    })

  list("/Admin/user/list", (request) => lookups.users(request))
  list("/Admin/customer/top", (request, c) => lookups.customers(c.var.user, request))
  list("/Admin/invoice_finance/top", (request) => lookups.allCustomers(request))
  list("/Admin/product/list", (request) => lookups.products(request))
}
