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
export const announcementForm = (
  title: string | undefined,
  isActive: string | undefined,
  blocks: ReadonlyArray<BlockFields>,
): FormData => {
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
export const validBlock: BlockFields = {
  content: "تعطیلی کارخانه",
  link: "",
  is_active: "1",
  is_pinned: "0",
  show_from: "1403/12/20",
  show_until: "1403/12/29",
}

/**
 * A valid invoice body for the demo data: customer 1 (the demo sales expert's), one single-pane line of clear float
 * (glass type 1) 6 mm (thickness 3) tempered, 1200 x 1500 mm, four pieces, two holes each, delivered to Tehran 1-4 (fare 2).
 */
export const invoiceBody = (overrides: Record<string, unknown> = {}) => ({
  kind: "informal",
  customer_id: 1,
  fare_id: 2,
  rack_type: 1,
  shipping_type: 2,
  discount_percent: 5,
  note: null,
  lines: [
    {
      product_id: 1,
      width: 1200,
      height: 1500,
      count: 4,
      edge_type: 1,
      note: null,
      layers: [{ glass_type_id: 1, width_id: 3, material: 2 }],
      laminates: [],
      spacers: [],
      descriptions: [{ description_id: 1, quantity: 2 }],
    },
  ],
  ...overrides,
})

/** A settings form that saves as it is over the demo data (version 0: nothing saved yet). */
export const demoSettingsForm = {
  name: "شرکت شیشه آسمان",
  national_id: "14103524685",
  economic_code: "14103524685",
  postal_code: "1594735611",
  address: "تهران، خیابان شهید بهشتی، پلاک ۲۴",
  phone: "02188123456",
  memory_id: "A11B2C",
  pre_invoice_valid_days: 3,
  tempered_min_area: 0.5,
  fare_sstid: "2720000000018",
  unit_code: "1627",
  vat_rates: [
    { from: "1300/01/01", percent: 9 },
    { from: "1403/01/01", percent: 10 },
  ],
  products: [],
  version: 0,
}
