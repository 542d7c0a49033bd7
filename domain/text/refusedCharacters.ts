/** The Persian message of text holding a character no one types: a control character, a direction override or half of an emoji. */
export const refusedCharacterMessage = "متن شامل نویسه‌های غیرمجاز است"

/** Whether a field is one line (names, codes) or may hold several (notes, addresses, contents), which keep line breaks and tabs. */
export type Lines = "single" | "multi"

// C0 and C1 controls with DEL, the bidirectional embeddings, overrides and isolates, and (with the u flag) surrogates that pair with nothing.
const anywhere = "\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069"
const besideLineBreaks = "\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069"
const loneSurrogate = "[\\ud800-\\udfff]"

const refusedIn: Readonly<Record<Lines, RegExp>> = {
  single: new RegExp(`[${anywhere}]|${loneSurrogate}`, "u"),
  multi: new RegExp(`[${besideLineBreaks}]|${loneSurrogate}`, "u"),
}
const everyRefused = new RegExp(`[${anywhere}]|${loneSurrogate}`, "gu")

/** Whether text holds a character the back office refuses: controls (tab, LF and CR allowed where the field spans lines), direction overrides and isolates, lone surrogates. */
export const hasRefusedCharacter = (text: string, lines: Lines = "single"): boolean => refusedIn[lines].test(text)

/**
 * Invisible format characters (Unicode's Cf: zero-width space, the BOM, word joiners, direction marks, soft hyphens, tags), but
 * never the zero-width non-joiner and joiner that Persian words need («می‌شود»), nor the visible Arabic number and verse marks.
 */
const invisible = /(?![\u200c\u200d\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{110bd}\u{110cd}])\p{Cf}/gu

/** Text with the invisible characters no one means to type dropped (ZWNJ and ZWJ kept): how names, codes, notes and searches are read. */
export const withoutInvisibleCharacters = (text: string): string => text.replace(invisible, "")

/** Text with every refused and every invisible character removed, line breaks and tabs included: how a search reads what was sent. */
export const withoutRefusedCharacters = (text: string): string => withoutInvisibleCharacters(text.replace(everyRefused, ""))
