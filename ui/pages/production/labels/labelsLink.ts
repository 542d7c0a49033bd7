import type { LabelSourceKind } from "../../../../domain/production/LabelSource.ts"

/** The two printed formats (production.md section 6): an A4 sheet of 3 × 8 labels, or one 100 × 50 mm label a page. */
export const labelFormats = ["sheet", "roll"] as const

/** A printed format of labels. */
export type LabelFormat = (typeof labelFormats)[number]

/** The labels page of a cutting batch, an order (by its id) or one pane's or unit's code, in a format if one is chosen. */
export const labelsLink = (kind: LabelSourceKind, id: number | string, format?: LabelFormat): string =>
  `/dashboard/labels/${kind}/${encodeURIComponent(String(id))}${format === undefined ? "" : `?format=${format}`}`

/** The format a URL's `format` asks for; the A4 sheet for anything else. */
export const labelFormatOf = (text: string | null): LabelFormat => (text === "roll" ? "roll" : "sheet")
