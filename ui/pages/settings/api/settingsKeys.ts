/** The query keys of the company's settings: the form and the printed invoices read the same record. */
export const settingsKeys = {
  all: ["settings"] as const,
  current: () => [...settingsKeys.all, "current"] as const,
}
