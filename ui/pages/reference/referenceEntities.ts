import type { components } from "../../../contract/schema.d.ts"
import { formatRials } from "../../../domain/money/Rials.ts"
import { listSorts, type SortKeyOf } from "../../../domain/pagination/listSorts.ts"
import { validateDeliveryFareForm, type DeliveryFareForm } from "../../../domain/reference/DeliveryFareForm.ts"
import {
  pricingUnitOf,
  pricingUnits,
  validateDescriptionForm,
  type DescriptionForm,
} from "../../../domain/reference/DescriptionForm.ts"
import { validateGlassThicknessForm, type GlassThicknessForm } from "../../../domain/reference/GlassThicknessForm.ts"
import { validateSpacerThicknessForm, type SpacerThicknessForm } from "../../../domain/reference/SpacerThicknessForm.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { deliveryFareCalls, descriptionCalls, glassThicknessCalls, spacerThicknessCalls } from "./api/referenceCalls.ts"
import type { ReferenceEntity } from "./referenceEntity.ts"

type Schemas = components["schemas"]

const millimetres = (size: number) => `${toPersianDigits(size)} میلی‌متر`
const unitLabel = (unit: Schemas["DescriptionDimension"]["unit"]) =>
  pricingUnits.find((item) => item.code === pricingUnitOf(unit))?.label ?? ""

/** Glass thicknesses: a size in mm. Glass types embed their thicknesses' sizes, so their lookups are dropped too. */
export const glassThickness: ReferenceEntity<
  Schemas["GlassWidth"],
  { size: number | null; is_active: boolean },
  GlassThicknessForm,
  SortKeyOf<"glassWidths">
> = {
  listPath: "/dashboard/glass-thickness-list",
  formPath: "/dashboard/glass-thickness",
  title: "ضخامت‌های شیشه",
  addLabel: "افزودن ضخامت شیشه",
  createTitle: "افزودن ضخامت شیشه",
  editTitle: "ویرایش ضخامت شیشه",
  noun: "ضخامت",
  searchLabel: "جستجوی ضخامت (میلی‌متر)",
  columns: [{ id: "size", header: "ضخامت", cell: (row) => millimetres(row.size), sortKey: "size" }],
  sorts: listSorts.glassWidths,
  rowName: (row) => millimetres(row.size),
  fileName: "glass-thicknesses.xlsx",
  exportColumns: { ردیف: "number", "ضخامت (میلی‌متر)": "number" },
  tags: ["glass-widths", "glass-types"],
  api: glassThicknessCalls,
  fields: [{ kind: "number", name: "size", label: "ضخامت", unit: "میلی‌متر" }],
  empty: { size: null, is_active: true },
  valuesOf: (row) => ({ size: row.size, is_active: row.is_active }),
  validate: validateGlassThicknessForm,
}

/** Spacer thicknesses: a size in mm and a price per metre of perimeter. */
export const spacerThickness: ReferenceEntity<
  Schemas["GlassSpacer"],
  { size: number | null; price: number | null; is_active: boolean },
  SpacerThicknessForm,
  SortKeyOf<"spacers">
> = {
  listPath: "/dashboard/spacer-thickness-list",
  formPath: "/dashboard/spacer-thickness",
  title: "ضخامت‌های اسپیسر",
  addLabel: "افزودن ضخامت اسپیسر",
  createTitle: "افزودن ضخامت اسپیسر",
  editTitle: "ویرایش ضخامت اسپیسر",
  noun: "اسپیسر",
  searchLabel: "جستجوی ضخامت (میلی‌متر)",
  columns: [
    { id: "size", header: "ضخامت", cell: (row) => millimetres(row.size), sortKey: "size" },
    { id: "price", header: "قیمت هر متر (ریال)", cell: (row) => formatRials(row.price), align: "end", sortKey: "price" },
  ],
  sorts: listSorts.spacers,
  rowName: (row) => millimetres(row.size),
  fileName: "spacer-thicknesses.xlsx",
  exportColumns: { ردیف: "number", "ضخامت (میلی‌متر)": "number", "قیمت هر متر (ریال)": "number" },
  tags: ["spacers"],
  api: spacerThicknessCalls,
  fields: [
    { kind: "number", name: "size", label: "ضخامت", unit: "میلی‌متر" },
    { kind: "number", name: "price", label: "قیمت هر متر", unit: "ریال" },
  ],
  empty: { size: null, price: null, is_active: true },
  valuesOf: (row) => ({ size: row.size, price: row.price, is_active: row.is_active }),
  validate: validateSpacerThicknessForm,
}

/** Delivery fares: a destination and its amount in rials. */
export const deliveryFare: ReferenceEntity<
  Schemas["Fare"],
  { title: string | null; amount: number | null; is_active: boolean },
  DeliveryFareForm,
  SortKeyOf<"fares">
> = {
  listPath: "/dashboard/delivery-fare-list",
  formPath: "/dashboard/delivery-fare",
  title: "کرایه‌های حمل",
  addLabel: "افزودن کرایه حمل",
  createTitle: "افزودن کرایه حمل",
  editTitle: "ویرایش کرایه حمل",
  noun: "کرایه حمل",
  searchLabel: "جستجو در عنوان",
  columns: [
    { id: "title", header: "عنوان (مقصد)", cell: (row) => toPersianDigits(row.title), sortKey: "title" },
    { id: "amount", header: "مبلغ (ریال)", cell: (row) => formatRials(row.amount), align: "end", sortKey: "amount" },
  ],
  sorts: listSorts.fares,
  rowName: (row) => toPersianDigits(row.title),
  fileName: "delivery-fares.xlsx",
  exportColumns: { ردیف: "number", "مبلغ (ریال)": "number" },
  tags: ["fares"],
  api: deliveryFareCalls,
  fields: [
    { kind: "text", name: "title", label: "عنوان (مقصد)" },
    { kind: "number", name: "amount", label: "مبلغ", unit: "ریال" },
  ],
  empty: { title: null, amount: null, is_active: true },
  valuesOf: (row) => ({ title: row.title, amount: row.amount, is_active: row.is_active }),
  validate: validateDeliveryFareForm,
}

/** Descriptions (glass details): an extra process, its pricing unit and price. Products embed description names, so their lookup is dropped too. */
export const description: ReferenceEntity<
  Schemas["DescriptionDimension"],
  { name: string | null; pricing_unit: number | null; price: number | null; is_active: boolean },
  DescriptionForm,
  SortKeyOf<"descriptions">
> = {
  listPath: "/dashboard/glass-detail-list",
  formPath: "/dashboard/glass-detail",
  title: "توضیحات",
  addLabel: "افزودن توضیح",
  createTitle: "افزودن توضیح",
  editTitle: "ویرایش توضیح",
  noun: "توضیح",
  searchLabel: "جستجو در نام",
  columns: [
    { id: "name", header: "نام", cell: (row) => toPersianDigits(row.name), sortKey: "name" },
    { id: "unit", header: "واحد قیمت‌گذاری", cell: (row) => unitLabel(row.unit) },
    { id: "price", header: "قیمت (ریال)", cell: (row) => formatRials(row.price), align: "end", sortKey: "price" },
  ],
  sorts: listSorts.descriptions,
  rowName: (row) => toPersianDigits(row.name),
  fileName: "descriptions.xlsx",
  exportColumns: { ردیف: "number", "قیمت (ریال)": "number" },
  tags: ["dimensions", "products"],
  api: descriptionCalls,
  fields: [
    { kind: "text", name: "name", label: "نام" },
    {
      kind: "select",
      name: "pricing_unit",
      label: "واحد قیمت‌گذاری",
      options: pricingUnits.map((unit) => ({ value: unit.code, label: unit.label })),
    },
    { kind: "number", name: "price", label: "قیمت", unit: "ریال" },
  ],
  empty: { name: null, pricing_unit: null, price: null, is_active: true },
  valuesOf: (row) => ({ name: row.name, pricing_unit: pricingUnitOf(row.unit), price: row.price, is_active: row.is_active }),
  validate: validateDescriptionForm,
}
