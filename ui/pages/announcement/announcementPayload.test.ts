import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { announcementFields, announcementFormData } from "./announcementPayload.ts"

const block = {
  id: null,
  content: "c",
  link: null,
  is_active: true,
  is_pinned: false,
  show_from: "1404/01/05",
  show_until: null,
  file: null,
}

describe("the announcement multipart body", () => {
  it("names every field as section 7 does, sending 1/0 for switches and the id only for stored blocks", () => {
    const fields = announcementFields({
      title: "t",
      is_active: false,
      announcements: [block, { ...block, id: 7, link: "https://a.ir", is_pinned: true, show_until: "1404/02/01" }],
    })
    expect(fields).toEqual({
      title: "t",
      is_active: "0",
      "announcements[0][content]": "c",
      "announcements[0][link]": "",
      "announcements[0][is_active]": "1",
      "announcements[0][is_pinned]": "0",
      "announcements[0][show_from]": "1404/01/05",
      "announcements[0][show_until]": "",
      "announcements[1][id]": "7",
      "announcements[1][content]": "c",
      "announcements[1][link]": "https://a.ir",
      "announcements[1][is_active]": "1",
      "announcements[1][is_pinned]": "1",
      "announcements[1][show_from]": "1404/01/05",
      "announcements[1][show_until]": "1404/02/01",
    })
  })

  it("attaches a file only for the blocks where one was chosen", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), (chosen) => {
        const files = chosen.map((yes, k) => (yes ? new File(["%PDF-1.4"], `f${k}.pdf`, { type: "application/pdf" }) : null))
        const body = announcementFormData({ title: "t" }, files)
        chosen.forEach((yes, k) => expect(body.has(`announcements[${k}][file]`)).toBe(yes))
        expect(body.get("title")).toBe("t")
      }),
    )
  })
})
