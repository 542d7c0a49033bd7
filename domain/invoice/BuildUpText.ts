import { Option } from "effect"
import { glassMaterials, laminateThicknesses, optionLabel } from "../options/Options.ts"
import { toPersianDigits } from "../text/digits.ts"
import { byId, type Catalog } from "./Catalog.ts"
import type { Structure } from "./InvoiceOptions.ts"

/** A line's parts as a stored invoice holds them: ids, codes and the thickness of each layer in mm. */
export interface HeldBuildUp {
  readonly structure: Structure
  readonly layers: ReadonlyArray<{ readonly glass_type_id: number; readonly thickness: number; readonly material: number }>
  readonly laminates: ReadonlyArray<{ readonly laminate_color_id: number; readonly thickness: number }>
  readonly spacers: ReadonlyArray<{ readonly spacer_id: number }>
}

const label = (items: ReadonlyArray<{ readonly code: number; readonly label: string }>, code: number): string =>
  Option.getOrElse(optionLabel(items, code), () => "")

/** A spacer is named by its thickness; a bare number gets its unit, «۱۲ میلی‌متر», so that no width is printed without one. */
export const spacerName = (name: string): string => (/^[0-9۰-۹.٫]+$/.test(name.trim()) ? `${name.trim()} میلی‌متر` : name)

/**
 * A line's build-up as staff and customers read it, pane by pane in the structure's order with the film and the spacer
 * where they stand: «ساده ۶ سکوریت + اسپیسر ۱۲ میلی‌متر + ساده ۶ خام». Numbers in Persian digits.
 */
export const buildUpText = (line: HeldBuildUp, catalog: Pick<Catalog, "glassTypes" | "laminateColors" | "spacers">): string => {
  const layer = (index: number): string => {
    const held = line.layers[index]
    if (held === undefined) return "—"
    const type = byId(catalog.glassTypes, held.glass_type_id)?.name ?? ""
    return [type, toPersianDigits(String(held.thickness)).replace(".", "٫"), label(glassMaterials, held.material)]
      .filter((part) => part !== "")
      .join(" ")
  }
  const film = (): string => {
    const held = line.laminates[0]
    if (held === undefined) return "طلق"
    return ["طلق", byId(catalog.laminateColors, held.laminate_color_id)?.name ?? "", label(laminateThicknesses, held.thickness)]
      .filter((part) => part !== "")
      .join(" ")
  }
  const spacer = (): string => {
    const held = line.spacers[0]
    return ["اسپیسر", held === undefined ? "" : spacerName(byId(catalog.spacers, held.spacer_id)?.name ?? "")]
      .filter((part) => part !== "")
      .join(" ")
  }
  const parts: Readonly<Record<Structure, () => ReadonlyArray<string>>> = {
    single: () => [layer(0)],
    mirror: () => [layer(0)],
    laminated: () => [layer(0), film(), layer(1)],
    double: () => [layer(0), spacer(), layer(1)],
    double_laminated: () => [layer(0), spacer(), layer(1), film(), layer(2)],
  }
  return toPersianDigits(parts[line.structure]().join(" + "))
}
