/** The Persian alphabet in dictionary order. */
export const persianAlphabet = "آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی"

/** Sorts after every character a stored text holds, so "X then this" lands just after every word on X. */
const after = "\uFFFF"

/**
 * The replacements that turn a text into its sort key: Unicode puts پ چ ژ ک گ ی after the Arabic letters and ه
 * before و, so each is moved to just after the letter it follows in the alphabet (ک onto Arabic ك, which already
 * stands there, and ی onto Arabic ي, the last letter); Arabic ي and ك therefore sort as their Persian forms.
 * ZWNJ sorts as the space it stands for. Applied in this order, in SQL (nested replace) or here.
 */
export const persianOrderReplacements: ReadonlyArray<readonly [from: string, to: string]> = [
  ["\u200C", " "],
  ["ی", "ي"],
  ["ک", "ك"],
  ["گ", `ك${after}`],
  ["پ", `ب${after}`],
  ["چ", `ج${after}`],
  ["ژ", `ز${after}`],
  ["ه", `و${after}`],
]

/** Latin capitals as lower case, nothing else, as SQL's lower() does on both databases. */
const lowerLatin = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase())

/** A text's sort key: compared by code point (byte order), keys follow the Persian alphabet; what the lists' SQL computes. */
export const persianOrderKey = (text: string): string =>
  persianOrderReplacements.reduce((key, [from, to]) => key.split(from).join(to), lowerLatin(text))

/** Compares two texts in Persian dictionary order (by their keys, code point by code point). */
export const comparePersian = (a: string, b: string): number => {
  const [left, right] = [persianOrderKey(a), persianOrderKey(b)]
  return left < right ? -1 : left > right ? 1 : 0
}
