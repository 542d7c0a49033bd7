import { describe, expect, it } from "vitest"
import { offcutSorts, stockSheetSorts } from "../../domain/production/StockSorts.ts"
import { openapi } from "../testing/contractCheck.ts"

type Parameter = { readonly $ref?: string; readonly name?: string; readonly schema?: { readonly enum?: ReadonlyArray<string> } }
const document = openapi as unknown as {
  paths: Record<string, { get?: { parameters?: ReadonlyArray<Parameter> } }>
  components: { parameters: Record<string, Parameter> }
}

/** The `sort` parameter of a GET, its reference followed. */
const sortOf = (path: string): Parameter | undefined =>
  document.paths[path]?.get?.parameters
    ?.map((parameter) => (parameter.$ref ? document.components.parameters[parameter.$ref.split("/").pop() ?? ""] : parameter))
    .find((parameter) => parameter?.name === "sort")

describe("the stock lists' sort param in the contract", () => {
  it.each([
    ["stock sheets", stockSheetSorts, ["/Admin/production/stock_sheet", "/Admin/production/stock_sheet/export"]],
    ["offcuts", offcutSorts, ["/Admin/production/offcut", "/Admin/production/offcut/export"]],
  ] as const)("offers exactly the domain's columns for %s, each either way", (_list, keys, paths) => {
    for (const path of paths) expect(sortOf(path)?.schema?.enum, path).toEqual(keys.flatMap((key) => [key, `-${key}`]))
  })
})
