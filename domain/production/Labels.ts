import { Option } from "effect"
import { glassMaterials, optionLabel } from "../options/Options.ts"
import { toPersianDigits } from "../text/digits.ts"
import { isStation, stationLabels, stations, type Station } from "./Stations.ts"

/** A pane's place on its route as a label reads it: the route and the stored state (waiting, a station, broken, dispatched). */
export interface RoutedPane {
  readonly route: ReadonlyArray<Station>
  readonly state: string
}

/**
 * The stations still ahead of a pane (production.md section 6): its route after the station its state names; the whole
 * route while it waits for cutting; none once broken or gone to the customer (`dispatch` is read as gone too).
 */
export const stationsAhead = ({ route, state }: RoutedPane): ReadonlyArray<Station> => {
  if (state === "waiting") return route
  if (!isStation(state) || state === "dispatch") return []
  return route.filter((station) => stations.indexOf(station) > stations.indexOf(state))
}

/** The stations still ahead of a unit: every station ahead of one of its current (not broken) panes, in station order. */
export const unitStationsAhead = (panes: ReadonlyArray<RoutedPane>): ReadonlyArray<Station> => {
  const ahead = new Set(panes.flatMap((pane) => (pane.state === "broken" ? [] : stationsAhead(pane))))
  return stations.filter((station) => ahead.has(station))
}

/** One pane's glass on a label: the type's name, thickness (mm) and material code (raw 1, tempered 2, semi-tempered 3). */
export interface LabelGlass {
  readonly glass_type_name: string
  readonly thickness: number
  readonly material: number
}

/** What a label prints, as the labels answer carries it (no price, no phone). */
export interface LabelFacts {
  readonly kind: "pane" | "unit"
  readonly code: string
  readonly customer_name: string
  readonly serial_number: number
  readonly line_position: number
  readonly unit_number: number
  /** The pane's letter; null on a unit's label. */
  readonly letter: string | null
  readonly width: number
  readonly height: number
  /** The pane's glass, or each current pane's of a unit in layer order. */
  readonly glass: ReadonlyArray<LabelGlass>
  readonly ahead: ReadonlyArray<Station>
  readonly rack: { readonly number: number; readonly slot: number } | null
}

/** A label's printed lines, every number in Persian digits. */
export interface LabelText {
  readonly customer: string
  readonly order: string
  readonly size: string
  readonly glass: string
  readonly ahead: string
  readonly rack: string | null
  /** The code as people read it: Persian digits, the Latin letters kept (the QR code holds it in Latin digits). */
  readonly code: string
}

/** The Persian words of a label, pinned by Labels.test.ts. */
export const labelWords = {
  order: "سفارش",
  line: "ردیف",
  unit: "واحد",
  pane: "لایه",
  millimetres: "میلی‌متر",
  thickness: "میل",
  ahead: "مانده",
  nothingAhead: "کاری نمانده",
  rack: "خرک",
  slot: "جای",
} as const

const decimal = (value: number): string => toPersianDigits(String(value)).replace(".", "٫")

/** A pane's glass as the floor names it: «فلوت شفاف ۶ میل سکوریت». */
export const glassText = (glass: LabelGlass): string =>
  [
    glass.glass_type_name,
    `${decimal(glass.thickness)} ${labelWords.thickness}`,
    Option.getOrElse(optionLabel(glassMaterials, glass.material), () => ""),
  ]
    .filter((part) => part !== "")
    .join(" ")

/** A rack slot as the floor says it: «خرک ۳ - جای ۲». */
export const rackSlotText = (rack: { readonly number: number; readonly slot: number }): string =>
  `${labelWords.rack} ${toPersianDigits(rack.number)} - ${labelWords.slot} ${toPersianDigits(rack.slot)}`

/** A space no line breaks at: a station's name stays whole on a narrow label, and an arrow stays after the station it leaves. */
const unbroken = "\u00a0"

/** The stations ahead in their order, «سکوریت ← کنترل کیفیت», a line breaking only after an arrow; «کاری نمانده» when none is. */
export const aheadText = (ahead: ReadonlyArray<Station>): string =>
  ahead.length === 0
    ? labelWords.nothingAhead
    : ahead.map((station) => stationLabels[station].replaceAll(" ", unbroken)).join(`${unbroken}← `)

/** A label's Persian lines (production.md section 6): customer, order, line and unit (and pane), size, glass, what is ahead, rack slot. */
export const labelText = (label: LabelFacts): LabelText => ({
  customer: label.customer_name,
  order: [
    `${labelWords.order} ${toPersianDigits(label.serial_number)}`,
    `${labelWords.line} ${toPersianDigits(label.line_position)}`,
    `${labelWords.unit} ${toPersianDigits(label.unit_number)}`,
    ...(label.letter === null ? [] : [`${labelWords.pane} ${label.letter}`]),
  ].join(" · "),
  size: `${toPersianDigits(label.width)} × ${toPersianDigits(label.height)} ${labelWords.millimetres}`,
  glass: label.glass.map(glassText).join(" + "),
  ahead: `${labelWords.ahead}: ${aheadText(label.ahead)}`,
  rack: label.rack === null ? null : rackSlotText(label.rack),
  code: toPersianDigits(label.code),
})
