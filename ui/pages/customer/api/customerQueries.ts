import { queryOptions } from "@tanstack/react-query"
import type { CustomerForm } from "../../../../domain/customer/CustomerForm.ts"
import type { BlobAnswer } from "../../../components/table/ExportButton.tsx"
import { answered } from "../../../state/queries.ts"
import type { Services } from "../../../state/services.tsx"
import { customerKeys, type CustomerListQuery } from "./customerKeys.ts"

/** One page of the customers the signed-in user may see, for the list (under customerKeys.list). */
export const listCustomers = (api: Services["api"], query: CustomerListQuery, signal: AbortSignal) =>
  api.GET("/Admin/customer", { params: { query }, signal })

/** The first matches of a typed search (active customers only when asked), for the customer combobox. */
export const customerSearchQuery = (api: Services["api"], text: string, activeOnly: boolean, perPage: number) =>
  queryOptions({
    queryKey: customerKeys.search(text, activeOnly),
    queryFn: async ({ signal }) =>
      (
        await answered(
          api.GET("/Admin/customer", {
            params: {
              query: { per_page: perPage, ...(activeOnly ? { is_active: "1" } : {}), ...(text === "" ? {} : { search: text }) },
            },
            signal,
          }),
          signal,
        )
      ).data,
  })

/** One customer with whether the signed-in user may edit it: the form, the details dialog and the combobox read the same. */
export const customerQuery = (api: Services["api"], id: number) =>
  queryOptions({
    queryKey: customerKeys.one(id),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/customer/{id}", { params: { path: { id } }, signal }), signal)).data,
  })

/** The server's CSV of the customers as the list is filtered, for the export button. */
export const downloadCustomers = (
  api: Services["api"],
  query: Omit<CustomerListQuery, "page" | "per_page">,
): Promise<BlobAnswer> => api.GET("/Admin/customer/export", { params: { query }, parseAs: "blob" })

/** Saves a customer (adds one without an id), for the form's save-and-return. */
export const saveCustomer = (api: Services["api"], id: number | undefined, customer: CustomerForm) =>
  id === undefined
    ? api.POST("/Admin/customer", { body: customer })
    : api.PATCH("/Admin/customer/{id}", { params: { path: { id } }, body: customer })

/** Turns a customer on or off, for the list's active switch. */
export const setCustomerActive = (api: Services["api"], id: number, active: boolean) =>
  api.PATCH("/Admin/customer/{id}", { params: { path: { id } }, body: { is_active: active } })
