/** The stations a pane passes (production.md section 2), in the one order every route keeps. */
export const stations = [
  "cutting",
  "edging",
  "processing",
  "tempering",
  "laminating",
  "assembling",
  "quality",
  "racking",
  "dispatch",
] as const
export type Station = (typeof stations)[number]

/** The Persian name of each station, as the plant's floor calls it. */
export const stationLabels: Readonly<Record<Station, string>> = {
  cutting: "برش",
  edging: "لبه‌کاری",
  processing: "سوراخ‌کاری و فرآوری",
  tempering: "سکوریت",
  laminating: "لمینت",
  assembling: "مونتاژ دوجداره",
  quality: "کنترل کیفیت",
  racking: "خرک‌چینی",
  dispatch: "ارسال",
}

/** A pane's state: waiting for cutting, the last station it passed, broken, or gone to the customer. */
export const paneStates = ["waiting", ...stations, "broken", "dispatched"] as const
export type PaneState = (typeof paneStates)[number]

/** The Persian name of each pane state: a station's is what the pane has become there. */
export const paneStateLabels: Readonly<Record<PaneState, string>> = {
  waiting: "در انتظار برش",
  cutting: "برش خورده",
  edging: "لبه‌کاری شده",
  processing: "فرآوری شده",
  tempering: "سکوریت شده",
  laminating: "لمینت شده",
  assembling: "مونتاژ شده",
  quality: "کنترل کیفیت شده",
  racking: "در خرک",
  dispatch: "آماده ارسال",
  broken: "شکسته",
  dispatched: "ارسال شده",
}

/** Whether a text is a station's wire word. */
export const isStation = (text: unknown): text is Station =>
  typeof text === "string" && (stations as ReadonlyArray<string>).includes(text)

/** A stored route («cutting,edging,quality») read back as stations, in their order; unknown words are dropped. */
export const readRoute = (stored: string): ReadonlyArray<Station> => stored.split(",").filter(isStation)

/** A route as it is stored: its stations joined by commas. */
export const storedRoute = (route: ReadonlyArray<Station>): string => route.join(",")
