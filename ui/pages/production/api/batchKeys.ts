/** The query keys of production's screens: one root, so a release or a discard refreshes the queue, the lists and the home together. */
export const productionKeys = {
  all: ["production"] as const,
  queue: () => [...productionKeys.all, "queue"] as const,
  materials: () => [...productionKeys.all, "materials"] as const,
  home: () => [...productionKeys.all, "home"] as const,
  batches: () => [...productionKeys.all, "batch"] as const,
  batchList: (query: Readonly<Record<string, string | number>>) => [...productionKeys.batches(), "list", query] as const,
  batch: (id: number) => [...productionKeys.batches(), "one", id] as const,
  labels: (query: Readonly<Record<string, string>>) => [...productionKeys.all, "labels", query] as const,
  invoicePieces: (invoiceId: number) => [...productionKeys.all, "invoice-pieces", invoiceId] as const,
}
