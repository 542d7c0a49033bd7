/** The query keys of the rack screens and the delivery note, under production's root: a scan or a release refreshes them with the rest. */
export const rackKeys = {
  all: ["production", "rack"] as const,
  list: (query: Readonly<Record<string, string | number>>) => [...rackKeys.all, "list", query] as const,
  one: (id: number) => [...rackKeys.all, "one", id] as const,
  note: (orderId: number) => ["production", "delivery-note", orderId] as const,
}
