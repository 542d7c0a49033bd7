/** The first bytes of a real PDF. */
export const pdfBytes = (size = 64): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"))
  return bytes
}

/** A block of the announcement form as the browser sends it. */
export interface BlockFields {
  readonly id?: string
  readonly content?: string
  readonly link?: string
  readonly is_active?: string
  readonly is_pinned?: string
  readonly show_from?: string
  readonly show_until?: string
  readonly file?: Blob
}

/** The multipart body of section 7: title, is_active and announcements[k][field] per block. */
export const announcementForm = (title: string | undefined, isActive: string | undefined, blocks: ReadonlyArray<BlockFields>): FormData => {
  const form = new FormData()
  if (title !== undefined) form.append("title", title)
  if (isActive !== undefined) form.append("is_active", isActive)
  blocks.forEach((block, index) => {
    for (const [name, value] of Object.entries(block)) {
      if (value instanceof Blob) form.append(`announcements[${index}][${name}]`, value, "attachment.pdf")
      else if (typeof value === "string") form.append(`announcements[${index}][${name}]`, value)
    }
  })
  return form
}

/** A block valid on the test clock's day (1403/12/20). */
export const validBlock: BlockFields = { content: "تعطیلی کارخانه", link: "", is_active: "1", is_pinned: "0", show_from: "1403/12/20", show_until: "1403/12/29" }
