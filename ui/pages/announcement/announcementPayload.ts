import type { AnnouncementForm } from "../../../domain/announcement/AnnouncementForm.ts"

/** The text fields of the multipart body of specification section 7, by their wire names. */
export const announcementFields = (form: AnnouncementForm): Record<string, string> => {
  const fields: Record<string, string> = { title: form.title, is_active: form.is_active ? "1" : "0" }
  form.announcements.forEach((block, k) => {
    const prefix = `announcements[${k}]`
    if (block.id !== null) fields[`${prefix}[id]`] = String(block.id)
    fields[`${prefix}[content]`] = block.content
    fields[`${prefix}[link]`] = block.link ?? ""
    fields[`${prefix}[is_active]`] = block.is_active ? "1" : "0"
    fields[`${prefix}[is_pinned]`] = block.is_pinned ? "1" : "0"
    fields[`${prefix}[show_from]`] = block.show_from
    fields[`${prefix}[show_until]`] = block.show_until ?? ""
  })
  return fields
}

/** The multipart body: the text fields, and `[file]` only for the blocks where a new file was chosen. */
export const announcementFormData = (fields: Readonly<Record<string, string>>, files: ReadonlyArray<File | null>): FormData => {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  files.forEach((file, k) => {
    if (file !== null) body.append(`announcements[${k}][file]`, file, file.name)
  })
  return body
}
