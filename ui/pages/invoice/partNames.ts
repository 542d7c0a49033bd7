import { byId } from "../../../domain/invoice/Catalog.ts"
import type { InvoiceCatalog } from "../../../domain/invoice/CatalogSchema.ts"
import { noPartNames, type PartNames } from "../../../domain/invoice/RevisionText.ts"

/** The names a history writes a build-up's parts with, from a catalog; none without one. */
export const partNamesOf = (catalog: InvoiceCatalog | undefined): PartNames =>
  catalog === undefined
    ? noPartNames
    : {
        glassType: (id) => byId(catalog.catalog.glassTypes, id)?.name,
        laminateColor: (id) => byId(catalog.catalog.laminateColors, id)?.name,
        spacer: (id) => byId(catalog.catalog.spacers, id)?.name,
        description: (id) => byId(catalog.catalog.descriptions, id)?.name,
      }
