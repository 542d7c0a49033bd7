import type { Context } from "hono"

/** The fields of a multipart form: text values and uploaded files by their names. */
export type FormFields = ReadonlyMap<string, string | File>

/** The fields of a multipart body, or an empty map when the body is not a readable multipart form (validation then speaks). */
export const multipartFields = async (c: Context): Promise<FormFields> => {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) return new Map()
  let form: FormData
  try {
    form = await c.req.raw.formData()
  } catch {
    return new Map()
  }
  const fields = new Map<string, string | File>()
  for (const [name, value] of form.entries()) if (!fields.has(name)) fields.set(name, value)
  return fields
}

/** The highest block index read from a form; later ones are dropped so a name like announcements[99999999] cannot grow an array. */
export const maxBlockIndex = 999

/** Groups `announcements[k][field]` names into blocks by k, in index order; a missing index reads as an empty block. */
export const blocksOf = (fields: FormFields): Array<Record<string, string | File>> => {
  const blocks: Array<Record<string, string | File>> = []
  for (const [name, value] of fields) {
    const match = /^announcements\[(\d{1,4})\]\[([a-z_]+)\]$/.exec(name)
    if (!match) continue
    const index = Number(match[1])
    if (index > maxBlockIndex) continue
    while (blocks.length <= index) blocks.push({})
    const block = blocks[index]
    if (block && match[2]) block[match[2]] = value
  }
  return blocks
}
