/** The byte order mark the server's CSV starts with, so that Excel reads it as UTF-8. */
const byteOrderMark = "\uFEFF"

/**
 * Reads CSV text (RFC 4180, as the server's export writes it) into rows of cells: a leading byte order mark is
 * dropped, quoted cells may hold commas, doubled quotes and line breaks, records end with CRLF, LF or CR, and the
 * line end after the last record makes no empty row.
 */
export const csvRows = (text: string): string[][] => {
  const source = text.startsWith(byteOrderMark) ? text.slice(1) : text
  const rows: string[][] = []
  let row: string[] = []
  let cell = ""
  let quoted = false
  // Whether a record without its line end is pending, so that text ending in a line end adds no empty row.
  let pending = false
  for (let at = 0; at < source.length; at++) {
    const char = source[at] ?? ""
    pending = true
    if (quoted) {
      if (char !== '"') cell += char
      else if (source[at + 1] === '"') {
        cell += '"'
        at++
      } else quoted = false
    } else if (char === '"') quoted = true
    else if (char === ",") {
      row.push(cell)
      cell = ""
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && source[at + 1] === "\n") at++
      rows.push([...row, cell])
      row = []
      cell = ""
      pending = false
    } else cell += char
  }
  if (pending) rows.push([...row, cell])
  return rows
}
