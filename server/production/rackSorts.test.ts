import { describe, expect, it } from "vitest"
import { rackSorts } from "../../domain/production/RackStates.ts"
import { openapi } from "../testing/contractCheck.ts"

type Parameter = { readonly name?: string; readonly schema?: { readonly enum?: ReadonlyArray<string> } }
const document = openapi as unknown as { paths: Record<string, { get?: { parameters?: ReadonlyArray<Parameter> } }> }

describe("the rack list's sort param in the contract", () => {
  it("offers exactly the domain's columns, each either way", () => {
    const sort = document.paths["/Admin/production/rack"]?.get?.parameters?.find((parameter) => parameter.name === "sort")
    expect(sort?.schema?.enum).toEqual(rackSorts.flatMap((key) => [key, `-${key}`]))
  })
})
