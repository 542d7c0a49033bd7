import { sql } from "kysely"
import { ReferenceRowId } from "../../domain/identifiers/Ids.ts"
import type { SortKeyOf } from "../../domain/pagination/listSorts.ts"
import type { PricingUnitName } from "../../domain/reference/DescriptionForm.ts"
import type { Database } from "../db/Database.ts"
import { orderedBy, persianOrder } from "../db/listOrder.ts"
import { textContains } from "../db/textContains.ts"
import { referenceTable, searchedSize, storedFlag, type ReferenceTable } from "./referenceTable.ts"

/** A glass thickness as the lookup answers it. */
export interface WidthRow {
  readonly id: ReferenceRowId
  readonly size: number
  readonly is_active: boolean
}
/** A spacer thickness and its price per metre of perimeter. */
export interface SpacerRow extends WidthRow {
  readonly price: number
}
/** A delivery fare: destination and amount in rials. */
export interface FareRow {
  readonly id: ReferenceRowId
  readonly title: string
  readonly amount: number
  readonly is_active: boolean
}
/** A description (an extra process on a piece) with its pricing unit and price. */
export interface DescriptionRow {
  readonly id: ReferenceRowId
  readonly name: string
  readonly unit: PricingUnitName
  readonly price: number
  readonly is_active: boolean
}

/** The reference data written from the settings screens and read as lookups. */
export interface ReferenceData {
  readonly glassWidths: ReferenceTable<WidthRow, { readonly size: number; readonly is_active: boolean }, SortKeyOf<"glassWidths">>
  readonly spacers: ReferenceTable<
    SpacerRow,
    { readonly size: number; readonly price: number; readonly is_active: boolean },
    SortKeyOf<"spacers">
  >
  readonly fares: ReferenceTable<
    FareRow,
    { readonly title: string; readonly amount: number; readonly is_active: boolean },
    SortKeyOf<"fares">
  >
  readonly descriptions: ReferenceTable<
    DescriptionRow,
    { readonly name: string; readonly unit: PricingUnitName; readonly price: number; readonly is_active: boolean },
    SortKeyOf<"descriptions">
  >
}

const nothing = sql<boolean>`1 = 0`

/** Reference data kept in the database; nothing is cached, so a lookup shows a save at once. */
export const referenceDataIn = ({ db, dialect }: Pick<Database, "db" | "dialect">): ReferenceData => {
  const flags = (active: number) => active === 1

  const sizeMatches = (search: string) => {
    const size = searchedSize(search)
    return Number.isNaN(size) ? nothing : sql<boolean>`size = ${size}`
  }

  const glassWidths: ReferenceData["glassWidths"] = referenceTable({
    list: "glassWidths",
    select: (filter) => {
      const query = db
        .selectFrom("glass_widths")
        .select(["id", "size", "is_active"])
        .$if(filter.id !== undefined, (q) => q.where("id", "=", filter.id ?? 0))
        .$if(filter.active !== undefined, (q) => q.where("is_active", "=", storedFlag(filter.active ?? true)))
        .$if(filter.search !== undefined, (q) => q.where(sizeMatches(filter.search ?? "")))
      return filter.sort === undefined
        ? query.orderBy("size").orderBy("id")
        : orderedBy(query, [sql.ref("size")], "id", filter.sort)
    },
    toRow: (raw): WidthRow => ({ id: ReferenceRowId(raw.id), size: Number(raw.size), is_active: flags(raw.is_active) }),
    insert: (values) =>
      db
        .insertInto("glass_widths")
        .values({ size: values.size, is_active: storedFlag(values.is_active) })
        .returning(["id", "size", "is_active"])
        .executeTakeFirstOrThrow(),
    update: (id, change) =>
      db
        .updateTable("glass_widths")
        .set({
          ...(change.size === undefined ? {} : { size: change.size }),
          ...(change.is_active === undefined ? {} : { is_active: storedFlag(change.is_active) }),
        })
        .where("id", "=", id)
        .returning(["id", "size", "is_active"])
        .executeTakeFirst(),
  })

  const spacers: ReferenceData["spacers"] = referenceTable({
    list: "spacers",
    select: (filter) => {
      const query = db
        .selectFrom("glass_spacers")
        .select(["id", "size", "price", "is_active"])
        .$if(filter.id !== undefined, (q) => q.where("id", "=", filter.id ?? 0))
        .$if(filter.active !== undefined, (q) => q.where("is_active", "=", storedFlag(filter.active ?? true)))
        .$if(filter.search !== undefined, (q) => q.where(sizeMatches(filter.search ?? "")))
      return filter.sort === undefined
        ? query.orderBy("size").orderBy("id")
        : orderedBy(query, [sql.ref(filter.sort.key)], "id", filter.sort)
    },
    toRow: (raw): SpacerRow => ({
      id: ReferenceRowId(raw.id),
      size: Number(raw.size),
      price: Number(raw.price),
      is_active: flags(raw.is_active),
    }),
    insert: (values) =>
      db
        .insertInto("glass_spacers")
        .values({ size: values.size, price: values.price, is_active: storedFlag(values.is_active) })
        .returning(["id", "size", "price", "is_active"])
        .executeTakeFirstOrThrow(),
    update: (id, change) =>
      db
        .updateTable("glass_spacers")
        .set({
          ...(change.size === undefined ? {} : { size: change.size }),
          ...(change.price === undefined ? {} : { price: change.price }),
          ...(change.is_active === undefined ? {} : { is_active: storedFlag(change.is_active) }),
        })
        .where("id", "=", id)
        .returning(["id", "size", "price", "is_active"])
        .executeTakeFirst(),
  })

  const fares: ReferenceData["fares"] = referenceTable({
    list: "fares",
    select: (filter) => {
      const query = db
        .selectFrom("fares")
        .select(["id", "title", "amount", "is_active"])
        .$if(filter.id !== undefined, (q) => q.where("id", "=", filter.id ?? 0))
        .$if(filter.active !== undefined, (q) => q.where("is_active", "=", storedFlag(filter.active ?? true)))
        .$if(filter.search !== undefined, (q) => q.where(textContains("title", filter.search ?? "")))
      if (filter.sort === undefined) return query.orderBy("id")
      return orderedBy(
        query,
        [filter.sort.key === "title" ? persianOrder(dialect, sql.ref("title")) : sql.ref("amount")],
        "id",
        filter.sort,
      )
    },
    toRow: (raw): FareRow => ({
      id: ReferenceRowId(raw.id),
      title: raw.title,
      amount: Number(raw.amount),
      is_active: flags(raw.is_active),
    }),
    insert: (values) =>
      db
        .insertInto("fares")
        .values({ title: values.title, amount: values.amount, is_active: storedFlag(values.is_active) })
        .returning(["id", "title", "amount", "is_active"])
        .executeTakeFirstOrThrow(),
    update: (id, change) =>
      db
        .updateTable("fares")
        .set({
          ...(change.title === undefined ? {} : { title: change.title }),
          ...(change.amount === undefined ? {} : { amount: change.amount }),
          ...(change.is_active === undefined ? {} : { is_active: storedFlag(change.is_active) }),
        })
        .where("id", "=", id)
        .returning(["id", "title", "amount", "is_active"])
        .executeTakeFirst(),
  })

  const descriptions: ReferenceData["descriptions"] = referenceTable({
    list: "descriptions",
    select: (filter) => {
      const query = db
        .selectFrom("description_dimensions")
        .select(["id", "name", "unit", "price", "is_active"])
        .$if(filter.id !== undefined, (q) => q.where("id", "=", filter.id ?? 0))
        .$if(filter.active !== undefined, (q) => q.where("is_active", "=", storedFlag(filter.active ?? true)))
        .$if(filter.search !== undefined, (q) => q.where(textContains("name", filter.search ?? "")))
      if (filter.sort === undefined) return query.orderBy("id")
      return orderedBy(
        query,
        [filter.sort.key === "name" ? persianOrder(dialect, sql.ref("name")) : sql.ref("price")],
        "id",
        filter.sort,
      )
    },
    toRow: (raw): DescriptionRow => ({
      id: ReferenceRowId(raw.id),
      name: raw.name,
      unit: raw.unit,
      price: Number(raw.price),
      is_active: flags(raw.is_active),
    }),
    insert: (values) =>
      db
        .insertInto("description_dimensions")
        .values({ name: values.name, unit: values.unit, price: values.price, is_active: storedFlag(values.is_active) })
        .returning(["id", "name", "unit", "price", "is_active"])
        .executeTakeFirstOrThrow(),
    update: (id, change) =>
      db
        .updateTable("description_dimensions")
        .set({
          ...(change.name === undefined ? {} : { name: change.name }),
          ...(change.unit === undefined ? {} : { unit: change.unit }),
          ...(change.price === undefined ? {} : { price: change.price }),
          ...(change.is_active === undefined ? {} : { is_active: storedFlag(change.is_active) }),
        })
        .where("id", "=", id)
        .returning(["id", "name", "unit", "price", "is_active"])
        .executeTakeFirst(),
  })

  return { glassWidths, spacers, fares, descriptions }
}
