import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { getPath, setPath, withoutField } from "./paths.ts"

const form = { title: "t", announcements: [{ content: "a" }, { content: "b" }] }

describe("dotted field names", () => {
  it("reads and writes a nested array field", () => {
    const changed = setPath(form, "announcements.1.content", "x")
    expect(getPath(changed, "announcements.1.content")).toBe("x")
    expect(Array.isArray(changed.announcements)).toBe(true)
    expect(form.announcements[1]?.content).toBe("b")
    expect(changed.announcements[0]).toBe(form.announcements[0])
  })

  it("reads a missing step as undefined", () => {
    expect(getPath(form, "announcements.5.content")).toBeUndefined()
    expect(getPath(null, "a.b")).toBeUndefined()
  })

  it("reads back what it wrote and leaves every other key untouched", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[a-z]{1,4}$/), fc.integer()),
        fc.stringMatching(/^[a-z]{1,4}$/),
        fc.integer(),
        (record, key, value) => {
          const changed = setPath({ nested: record }, `nested.${key}`, value)
          expect(getPath(changed, `nested.${key}`)).toBe(value)
          for (const other of Object.keys(record).filter((name) => name !== key))
            expect(changed.nested[other]).toBe(record[other])
        },
      ),
    )
  })

  it("drops a field's error and its nested errors only", () => {
    const errors = { "announcements.0.content": "a", "announcements.0": "b", "announcements.10.content": "c", title: "d" }
    expect(withoutField(errors, "announcements.0")).toEqual({ "announcements.10.content": "c", title: "d" })
  })
})
