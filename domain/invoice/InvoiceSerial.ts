/** The largest serial number an invoice may carry: far beyond any company's invoices, well inside the safe integers. */
export const maxSerial = 999_999_999_999

/** Whether a text (ASCII digits) is a serial number an invoice could carry. */
export const readsAsSerial = (text: string): boolean => /^[1-9]\d{0,11}$/.test(text) && Number(text) <= maxSerial
