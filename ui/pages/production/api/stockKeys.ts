/**
 * The query keys of the stock screens, under production's root: a batch's release, which takes sheets and offcuts,
 * refreshes these lists with the rest of production.
 */
export const stockKeys = {
  all: ["production", "stock"] as const,
  sheets: () => [...stockKeys.all, "sheet"] as const,
  sheetList: (query: Readonly<Record<string, string | number>>) => [...stockKeys.sheets(), "list", query] as const,
  sheet: (id: number) => [...stockKeys.sheets(), "one", id] as const,
  offcuts: () => [...stockKeys.all, "offcut"] as const,
  offcutList: (query: Readonly<Record<string, string | number>>) => [...stockKeys.offcuts(), "list", query] as const,
}
