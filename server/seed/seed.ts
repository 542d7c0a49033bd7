import { addDays, formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import { storedRoute } from "../../domain/production/Stations.ts"
import type { Passwords } from "../auth/passwords.ts"
import type { Database } from "../db/Database.ts"
import { productStructures } from "../db/migrations/0008_invoices.ts"
import { searchTextOf } from "../customer/customerSearch.ts"
import { laminateCounter } from "../laminate/laminateStore.ts"
import { demoAccounts, demoPassword } from "./demoAccounts.ts"
import { demoNotifications } from "./demoNotifications.ts"
import { seedDemoStock } from "./demoStock.ts"
import { seedStartingViews } from "./demoViews.ts"
import * as reference from "./referenceData.ts"

const roundTo = (value: number, step: number) => Math.round(value / step) * step

/** The demo's tax codes: a memory ID, the fare's product code and the unit a line is counted in (demo values, not a real taxpayer's). */
export const demoTaxSettings = { memory_id: "A11B2C", fare_sstid: "2720000000018", unit_code: "1627" } as const

/** Seeds the demo accounts, reference data, announcements and notifications into an empty database, in one transaction; answers whether it did. */
export const seedDemo = async ({ db }: Database, passwords: Passwords, nowMs: number): Promise<boolean> => {
  const existing = await db.selectFrom("users").select("id").limit(1).execute()
  if (existing.length > 0) return false
  const hashes = await Promise.all(demoAccounts.map(() => passwords.hash(demoPassword)))
  const nowIso = new Date(nowMs).toISOString()
  const today = todayInTehran(nowMs)
  const jalali = (days: number) => formatJalali(addDays(today, days))
  await db.transaction().execute(async (trx) => {
    const userIds: Array<number> = []
    for (const [index, account] of demoAccounts.entries()) {
      const { id } = await trx
        .insertInto("users")
        .values({
          ...account,
          stations: storedRoute(account.stations),
          password_hash: hashes[index] ?? "",
          is_active: 1,
          created_at: nowIso,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
      userIds.push(id)
    }
    const expertId = userIds[demoAccounts.findIndex((account) => account.role === "sales-expert")] ?? null
    for (const customer of reference.customers) {
      const searched = {
        name: customer.name,
        last_name: customer.last_name ?? null,
        national_code: customer.national_code ?? null,
        mobile: customer.mobile ?? null,
        national_id: customer.national_id ?? null,
        representative_mobile: customer.representative_mobile ?? null,
        phone: customer.phone,
      }
      await trx
        .insertInto("customers")
        .values({
          ...searched,
          kind: customer.kind,
          economic_code: customer.economic_code ?? null,
          representative_name: customer.representative_name ?? null,
          search_text: searchTextOf(searched),
          postal_code: customer.postal_code,
          address: customer.address,
          city: customer.city,
          credit_limit: customer.credit_limit,
          notes: null,
          sales_expert_id: customer.ownedByExpert ? expertId : null,
          is_active: 1,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .execute()
    }
    const widthIds = new Map<number, number>()
    for (const size of reference.glassWidths)
      widthIds.set(
        size,
        (await trx.insertInto("glass_widths").values({ size, is_active: 1 }).returning("id").executeTakeFirstOrThrow()).id,
      )
    const typeIds = new Map<string, number>()
    for (const type of reference.glassTypes) {
      const { id } = await trx
        .insertInto("glass_types")
        .values({ name: type.name, is_active: type.active === false ? 0 : 1, may_rotate: type.mayRotate === false ? 0 : 1 })
        .returning("id")
        .executeTakeFirstOrThrow()
      typeIds.set(type.name, id)
      for (const size of type.widths)
        for (const material of [1, 2, 3] as const)
          await trx
            .insertInto("glass_type_prices")
            .values({
              glass_type_id: id,
              glass_width_id: widthIds.get(size) ?? 0,
              material,
              price: roundTo(size * reference.rialsPerMillimetre * type.factor * reference.materialFactors[material], 10_000),
            })
            .execute()
    }
    for (const [position, { glassType, width, ...limit }] of reference.sizeLimits.entries())
      await trx
        .insertInto("glass_size_limits")
        .values({
          ...limit,
          glass_type_id: typeIds.get(glassType) ?? 0,
          width_id: widthIds.get(width) ?? 0,
          position: position + 1,
        })
        .execute()
    for (const color of reference.laminateColors)
      await trx
        .insertInto("laminate_colors")
        .values({
          name: color.name,
          price: color.price,
          is_active: color.active === false ? 0 : 1,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .execute()
    await trx
      .updateTable("counters")
      .set({ value: reference.laminateColors.length })
      .where("name", "=", laminateCounter)
      .execute()
    for (const spacer of reference.spacers)
      await trx
        .insertInto("glass_spacers")
        .values({ ...spacer, is_active: 1 })
        .execute()
    for (const fare of reference.fares)
      await trx
        .insertInto("fares")
        .values({ title: fare.title, amount: fare.amount, is_active: fare.active === false ? 0 : 1 })
        .execute()
    const descriptionIds = new Map<string, number>()
    for (const description of reference.descriptions)
      descriptionIds.set(
        description.name,
        (
          await trx
            .insertInto("description_dimensions")
            .values({ ...description, is_active: 1 })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id,
      )
    const productIds: Array<number> = []
    for (const product of reference.products) {
      const built = productStructures.find((entry) => entry.name === product.name)
      const { id } = await trx
        .insertInto("products")
        .values({
          name: product.name,
          layers: product.layers,
          structure: built?.structure ?? "single",
          min_area: built?.min_area ?? 300_000,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
      productIds.push(id)
      for (const name of product.glassTypes)
        await trx
          .insertInto("product_glass_types")
          .values({ product_id: id, glass_type_id: typeIds.get(name) ?? 0 })
          .execute()
      for (const name of product.descriptions)
        await trx
          .insertInto("product_descriptions")
          .values({ product_id: id, description_dimension_id: descriptionIds.get(name) ?? 0 })
          .execute()
    }
    // Demo codes for the tax office's export, so it works out of the box; a real company enters its own on the settings screen.
    for (const [index, id] of productIds.entries())
      await trx
        .updateTable("products")
        .set({ sstid: `27100000000${String(index + 1).padStart(2, "0")}` })
        .where("id", "=", id)
        .execute()
    await trx
      .updateTable("settings")
      .set({ value: JSON.stringify(demoTaxSettings) })
      .where("key", "=", "tax")
      .execute()
    // The demo sales expert may quote at once: every product, pre-buy allowed, up to 10 % discount.
    if (expertId !== null) {
      await trx
        .insertInto("sales_expert_access")
        .values({
          user_id: expertId,
          may_see_all_customers: 0,
          may_create_pre_buy: 1,
          max_discount_percent: 10,
          is_active: 1,
          updated_at: nowIso,
        })
        .execute()
      for (const product_id of productIds)
        await trx.insertInto("sales_expert_access_products").values({ user_id: expertId, product_id }).execute()
    }
    const titles: ReadonlyArray<{
      title: string
      blocks: ReadonlyArray<{ content: string; pinned: number; from: number; until: number | null; link?: string }>
    }> = [
      {
        title: "ساعات کاری کارخانه",
        blocks: [
          {
            content: "کارخانه شنبه تا چهارشنبه از ساعت ۷:۳۰ تا ۱۶ و پنجشنبه‌ها تا ساعت ۱۲ سفارش تحویل می‌دهد.",
            pinned: 1,
            from: 0,
            until: 30,
          },
          { content: "بارگیری سفارش‌های دوجداره فقط با هماهنگی قبلی واحد حمل انجام می‌شود.", pinned: 0, from: 0, until: null },
        ],
      },
      {
        title: "تغییر قیمت شیشه‌های رفلکس",
        blocks: [
          {
            content: "قیمت شیشه‌های رفلکس نقره‌ای و برنز از ابتدای ماه آینده ۸ درصد افزایش می‌یابد.",
            pinned: 0,
            from: 1,
            until: 20,
            link: "https://www.example.com/price-list",
          },
        ],
      },
    ]
    for (const title of titles) {
      const { id } = await trx
        .insertInto("announcement_titles")
        .values({ title: title.title, is_active: 1, created_at: nowIso, updated_at: nowIso })
        .returning("id")
        .executeTakeFirstOrThrow()
      for (const [position, block] of title.blocks.entries())
        await trx
          .insertInto("announcements")
          .values({
            title_id: id,
            position,
            content: block.content,
            link: block.link ?? null,
            file_name: null,
            is_active: 1,
            is_pinned: block.pinned,
            show_from: jalali(block.from),
            show_until: block.until === null ? null : jalali(block.until),
          })
          .execute()
    }
    for (const [index, userId] of userIds.entries())
      for (const notification of demoNotifications(1020 + index * 10).toReversed()) {
        const { read, minutesAgo, ...fields } = notification
        const at = new Date(nowMs - minutesAgo * 60_000).toISOString()
        await trx
          .insertInto("notifications")
          .values({ ...fields, user_id: userId, read_at: read ? at : null, created_at: at })
          .execute()
      }
  })
  await seedDemoStock(db, nowMs)
  await seedStartingViews(db, nowIso)
  return true
}
