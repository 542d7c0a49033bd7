import { describe, expect, it } from "vitest"
import { listSorts, type SortedList } from "../../domain/pagination/listSorts.ts"
import { openapi } from "../../server/testing/contractCheck.ts"

type Parameter = { readonly $ref?: string; readonly name?: string; readonly schema?: { readonly enum?: ReadonlyArray<string> } }
const document = openapi as unknown as {
  paths: Record<string, { get?: { parameters?: ReadonlyArray<Parameter> } }>
  components: { parameters: Record<string, Parameter> }
}

/** Each sorted list's endpoints: the list and its export. */
const endpoints: Readonly<Record<SortedList, ReadonlyArray<string>>> = {
  users: ["/Admin/user", "/Admin/user/export"],
  customers: ["/Admin/customer", "/Admin/customer/export"],
  salesExpertAccess: ["/Admin/sales_expert_access", "/Admin/sales_expert_access/export"],
  glassTypes: ["/Admin/glass_type", "/Admin/glass_type/export"],
  sizeLimits: ["/Admin/glass_type/{id}/size_limit", "/Admin/glass_type/{id}/size_limit/export"],
  laminateColors: ["/Admin/glass_laminate_color", "/Admin/glass_laminate_color/export"],
  glassWidths: ["/Admin/glass_width", "/Admin/glass_width/export"],
  spacers: ["/Admin/glass_spacer", "/Admin/glass_spacer/export"],
  fares: ["/Admin/fares", "/Admin/fares/export"],
  descriptions: ["/Admin/description_dimension", "/Admin/description_dimension/export"],
  invoices: ["/Admin/invoice", "/Admin/invoice/export"],
  orders: ["/Admin/order", "/Admin/order/export"],
  cheques: ["/Admin/cheque", "/Admin/cheque/export"],
}

/** The `sort` parameter of a GET, its reference followed. */
const sortOf = (path: string): Parameter | undefined =>
  document.paths[path]?.get?.parameters
    ?.map((parameter) => (parameter.$ref ? document.components.parameters[parameter.$ref.split("/").pop() ?? ""] : parameter))
    .find((parameter) => parameter?.name === "sort")

describe("the sort param in the contract", () => {
  it.each(Object.entries(endpoints))("offers exactly the domain's columns for %s, each either way", (list, paths) => {
    const expected = listSorts[list as SortedList].flatMap((key) => [key, `-${key}`])
    for (const path of paths) expect(sortOf(path)?.schema?.enum, path).toEqual(expected)
  })
})
