/** The columns the stock sheet list orders by, as its `sort` param names them (openapi.yaml's StockSheetSort holds the same). */
export const stockSheetSorts = ["glass_type", "thickness", "width", "height", "count"] as const

/** The columns the offcut list orders by (openapi.yaml's OffcutSort). */
export const offcutSorts = ["glass_type", "thickness", "width", "height", "created_at"] as const

export type StockSheetSortKey = (typeof stockSheetSorts)[number]
export type OffcutSortKey = (typeof offcutSorts)[number]
