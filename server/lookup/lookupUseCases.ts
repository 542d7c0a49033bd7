import { Option } from "effect"
import { canSeeCustomer } from "../../domain/access/SalesExpertAccess.ts"
import type { Role } from "../../domain/roles/Role.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import type { IdName, LookupStore, ProductRow } from "./lookupStore.ts"

/** A row of the users' combo list. */
export interface UserLookupRow {
  readonly id: number
  readonly name: string
  readonly last_name: string
}

/** What the lookups read from other features: the users' list and a sales expert's access to customers. */
export interface LookupPorts {
  readonly users: (request: PageRequest) => Promise<Page<UserLookupRow>>
  /** The stored access of a sales expert, as far as seeing customers goes; undefined when none was saved. */
  readonly customerAccessOf: (
    userId: number,
  ) => Promise<{ readonly is_active: boolean; readonly may_see_all_customers: boolean } | undefined>
}

/** The signed-in user a customer list is for. */
export interface Viewer {
  readonly id: number
  readonly role: Role | undefined
}

/** The read-only combo lists of section 7, each paginated. */
export interface LookupUseCases {
  readonly users: (request: PageRequest) => Promise<Page<UserLookupRow>>
  /** The customers the viewer sees (product.md section 3), as on the customer list. */
  readonly customers: (viewer: Viewer, request: PageRequest) => Promise<Page<IdName>>
  /** Every customer, as the financial manager loads them. */
  readonly allCustomers: (request: PageRequest) => Promise<Page<IdName>>
  readonly products: (request: PageRequest) => Promise<Page<ProductRow>>
}

/** The lookups over their store and the ports to users and sales experts' access. */
export const lookupUseCases = (store: LookupStore, ports: LookupPorts): LookupUseCases => {
  /** The sales expert a viewer's customers narrow to: none for a manager, or for an expert whose active access lets them see all. */
  const ownerOnly = async (viewer: Viewer): Promise<number | undefined> => {
    if (viewer.role !== "sales-expert") return undefined
    const access = Option.fromNullishOr(await ports.customerAccessOf(viewer.id))
    // A customer owned by nobody is another's customer: seeing it means seeing all.
    return canSeeCustomer(access, viewer.id, { sales_expert_id: null }) ? undefined : viewer.id
  }

  return {
    users: (request) => ports.users(request),
    customers: async (viewer, request) => store.customers(request, await ownerOnly(viewer)),
    allCustomers: (request) => store.customers(request),
    products: (request) => store.products(request),
  }
}
