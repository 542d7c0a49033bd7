import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { firstErrorControl } from "./firstError.ts"

/** A stand-in for an element: an input, or a group (fieldset) holding checkboxes; only what the rule asks of the DOM. */
interface Fake {
  readonly name: string
  readonly invalid: boolean
  readonly inputs: ReadonlyArray<Fake>
  readonly matches: (selector: string) => boolean
  readonly querySelector: (selector: string) => Fake | null
}

const input = (name: string, invalid: boolean): Fake => ({
  name,
  invalid,
  inputs: [],
  matches: (selector) => selector.startsWith("input"),
  querySelector: () => null,
})

const group = (name: string, invalid: boolean, size: number): Fake => {
  const inputs = Array.from({ length: size }, (_, index) => input(`${name}.${index}`, false))
  return { name, invalid, inputs, matches: () => false, querySelector: () => inputs[0] ?? null }
}

/** A form whose fields stand in the given order; its query answers the first field in error, as the DOM's does. */
const formOf = (fields: ReadonlyArray<Fake>) =>
  ({
    querySelector: (selector: string) =>
      selector === '[aria-invalid="true"]' ? (fields.find((field) => field.invalid) ?? null) : null,
  }) as unknown as ParentNode

const field = fc.record({ invalid: fc.boolean(), group: fc.boolean(), size: fc.integer({ min: 1, max: 4 }) })

describe("the field that gets the keyboard after a refused submit", () => {
  it("is the first field in error in page order: an input itself, a group's first checkbox", () => {
    fc.assert(
      fc.property(fc.array(field, { maxLength: 8 }), (specs) => {
        const fields = specs.map((spec, index) =>
          spec.group ? group(`g${index}`, spec.invalid, spec.size) : input(`f${index}`, spec.invalid),
        )
        const first = fields.find((candidate) => candidate.invalid)
        const control = firstErrorControl(formOf(fields)) as unknown as Fake | null
        if (first === undefined) expect(control).toBeNull()
        else expect(control?.name).toBe(first.inputs.length > 0 ? `${first.name}.0` : first.name)
      }),
    )
  })

  it("is none while no field is in error", () => {
    expect(firstErrorControl(formOf([input("name", false), group("width_ids", false, 2)]))).toBeNull()
  })
})
