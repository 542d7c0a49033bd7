/** An uploaded attachment as the rules see it: its declared MIME type and its first bytes. */
export interface PdfFile {
  readonly type: string
  readonly head: Uint8Array
}

/** The bytes every PDF starts with: `%PDF-`. */
export const pdfSignature: ReadonlyArray<number> = [0x25, 0x50, 0x44, 0x46, 0x2d]

/** How many first bytes of a file the PDF rule needs to read. */
export const pdfHeadLength = pdfSignature.length

/** Whether a value has the shape of an attachment: a text type and a byte array head. */
export const isFileLike = (value: unknown): value is PdfFile =>
  typeof value === "object" &&
  value !== null &&
  "type" in value &&
  "head" in value &&
  typeof value.type === "string" &&
  value.head instanceof Uint8Array

/** Whether an attachment is a PDF both by its declared type (application/pdf, any case, parameters ignored) and by its content (`%PDF-`). */
export const isPdf = (file: PdfFile): boolean =>
  (file.type.split(";")[0] ?? "").trim().toLowerCase() === "application/pdf" &&
  pdfSignature.every((byte, index) => file.head[index] === byte)
