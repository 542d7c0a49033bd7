import { Option, Schema } from "effect"

/** One choice of a fixed option list: the code the API stores and the Persian label staff see. */
export interface OptionItem<Code extends number = number> {
  readonly code: Code
  readonly label: string
}

const list = <const Items extends ReadonlyArray<OptionItem>>(items: Items): Items => items

/** Glass material (spec codes): raw, tempered, semi-tempered. */
export const glassMaterials = list([
  { code: 1, label: "خام" },
  { code: 2, label: "سکوریت" },
  { code: 3, label: "نیمه سکوریت" },
])

/** Laminate (PVB film) thickness (spec codes). */
export const laminateThicknesses = list([
  { code: 1, label: "۰٫۳۸ میلی‌متر" },
  { code: 2, label: "۰٫۷۶ میلی‌متر" },
  { code: 3, label: "۱٫۵۲ میلی‌متر" },
])

/** Spacer colour (spec codes). */
export const spacerColors = list([
  { code: 1, label: "نقره‌ای" },
  { code: 2, label: "مشکی" },
])

/** Spacer or multi-layer glue (spec codes). */
export const spacerGlues = list([
  { code: 1, label: "پلی‌سولفاید" },
  { code: 2, label: "سیلیکون IG" },
  { code: 3, label: "سیلیکون SG" },
])

/** Laminate glue: the one German PVB brand (spec code 7). */
export const laminateGlues = list([{ code: 7, label: "PVB آلمانی" }])

/** Double-laminate glue: PVB with a second sealant (spec codes). */
export const doubleLaminateGlues = list([
  { code: 4, label: "PVB با پلی‌سولفاید" },
  { code: 5, label: "PVB با سیلیکون IG" },
  { code: 6, label: "PVB با سیلیکون SG" },
])

/** Mirror thickness (spec codes). */
export const mirrorThicknesses = list([
  { code: 1, label: "۴ میلی‌متر" },
  { code: 2, label: "۵ میلی‌متر" },
  { code: 3, label: "۶ میلی‌متر" },
])

/** A yes/no option as the API codes it: has 1, has not 2. */
export const booleanOptions = list([
  { code: 1, label: "دارد" },
  { code: 2, label: "ندارد" },
])

/** Edge finish; the specification names them without codes, so these codes are ours, in its order. */
export const edgeTypes = list([
  { code: 1, label: "الماسه" },
  { code: 2, label: "ابزار" },
  { code: 3, label: "فارسی‌بر" },
])

/** Rack (handling) type; codes are ours, in the specification's order. */
export const rackTypes = list([
  { code: 1, label: "جرثقیل" },
  { code: 2, label: "لیفتراک" },
  { code: 3, label: "فله" },
])

/** Shipping type; codes are ours, in the specification's order. */
export const shippingTypes = list([
  { code: 1, label: "فله" },
  { code: 2, label: "بسته‌بندی" },
])

/** The label of a code in a list, none for a code the list lacks. */
export const optionLabel = (items: ReadonlyArray<OptionItem>, code: number): Option.Option<string> =>
  Option.fromNullishOr(items.find((item) => item.code === code)?.label)

/** A schema accepting exactly the codes of a list. */
export const optionCode = <const Items extends readonly [OptionItem, ...ReadonlyArray<OptionItem>]>(items: Items) =>
  Schema.Literals(items.map((item) => item.code) as unknown as ReadonlyArray<Items[number]["code"]>)
