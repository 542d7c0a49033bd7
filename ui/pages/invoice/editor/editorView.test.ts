import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { defaultPricingSettings as pricing } from "../../../../domain/invoice/PricingSettings.ts"
import { lineBodyFor, managerContext as manager, sampleCatalog as catalog } from "../../../../domain/invoice/testing/catalogs.ts"
import { newDraftStart } from "./draftInputs.ts"
import { createEditorView, shownError } from "./editorView.ts"
import { createInvoiceDraft } from "./invoiceDraft.ts"

const viewOf = (lines: number) => {
  const start = newDraftStart("informal", "1405/09/03")
  const draft = createInvoiceDraft(
    { catalog, pricing, actor: manager.actor },
    { ...start, lines: Array.from({ length: lines }, () => start.lines[0]!) },
  )
  return createEditorView(draft)
}

describe("the editor's view over a draft", () => {
  it("puts a 422's line messages on the line that stood at that index, and follows it when an earlier line is removed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.nat(), (count, pick) => {
        const view = viewOf(count)
        const index = pick % count
        view.setServerErrors({
          [`lines.${index}.width`]: "عرض نامعتبر",
          discount_percent: "تخفیف نامعتبر",
          "lines.99.width": "بی‌ردیف",
        })
        const line = view.draft.$lines.value[index]!
        expect(view.$serverLines.value.get(line.key)).toEqual({ width: "عرض نامعتبر" })
        // A key naming no line stays with the header, so it is still shown somewhere rather than lost.
        expect(view.$serverHeader.value).toEqual({ discount_percent: "تخفیف نامعتبر", "lines.99.width": "بی‌ردیف" })
        if (index > 0) view.draft.removeLine(view.draft.$lines.value[0]!.key)
        expect(view.$serverLines.value.get(line.key)).toEqual({ width: "عرض نامعتبر" })
      }),
    )
  })

  it("clears the server's messages of a line or a header field once it is changed, and no other", () => {
    const view = viewOf(2)
    const [first, second] = view.draft.$lines.value
    view.setServerErrors({ "lines.0.width": "الف", "lines.1.height": "ب", discount_percent: "پ", note: "ت" })
    view.changeLine(first!.key, { width: 900 })
    view.changeHeader({ discount_percent: 3 })
    expect([...view.$serverLines.value.keys()]).toEqual([second!.key])
    expect(view.$serverHeader.value).toEqual({ note: "ت" })
  })

  it("does not write the server's messages on a keystroke when there are none, so the other lines are not repainted", () => {
    const view = viewOf(3)
    const before = view.$serverLines.value
    const headerBefore = view.$serverHeader.value
    fc.assert(
      fc.property(lineBodyFor(catalog), (line) => {
        view.changeLine(view.draft.$lines.value[1]!.key, line)
        expect(view.$serverLines.value).toBe(before)
        view.changeHeader({ note: "یادداشت" })
        expect(view.$serverHeader.value).toBe(headerBefore)
      }),
    )
  })

  it("knows it changed after any change and not after a save", () => {
    const view = viewOf(1)
    expect(view.$changed.value).toBe(false)
    view.changeHeader({ note: "تازه" })
    expect(view.$changed.value).toBe(true)
    view.markSaved()
    expect(view.$changed.value).toBe(false)
    for (const move of [
      () => view.addLine(),
      () => view.duplicateLine(view.draft.$lines.value[0]!.key),
      () => view.removeLine(view.draft.$lines.value[0]!.key),
    ]) {
      view.markSaved()
      move()
      expect(view.$changed.value).toBe(true)
    }
  })

  it("shows the server's message first, the draft's only once the field was left or a save tried", () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        fc.boolean(),
        (draftMessage, serverMessage, shown) => {
          const draft: Record<string, string> = draftMessage === undefined ? {} : { width: draftMessage }
          const server: Record<string, string> = serverMessage === undefined ? {} : { width: serverMessage }
          expect(shownError("width", draft, server, shown)).toBe(serverMessage ?? (shown ? draftMessage : undefined))
        },
      ),
    )
  })
})
