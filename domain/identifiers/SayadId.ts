import { codeDigits, RequiredCode } from "./CodeField.ts"

/** The Persian messages of a cheque's Sayad ID (شناسه صیادی). */
export const sayadIdMessages = { required: "شناسه صیادی الزامی است", invalid: "شناسه صیادی باید ۱۶ رقم باشد" } as const

/** Whether a text is a Sayad ID: sixteen digits (Persian digits accepted); it has no public check digit. */
export const isSayadId = (text: string): boolean => /^\d{16}$/.test(codeDigits(text))

/** A required Sayad ID field, answering its sixteen ASCII digits. */
export const SayadId = RequiredCode(isSayadId, sayadIdMessages)

/**
 * A Sayad ID as it is read aloud and printed on the leaf, in groups of four from its start: "1234 5678 9012 3456".
 * A part typed so far, or digits past the sixteenth, are grouped the same way; anything but a digit is dropped.
 */
export const groupSayadId = (text: string): string =>
  (
    codeDigits(text)
      .replace(/\D/g, "")
      .match(/\d{1,4}/g) ?? []
  ).join(" ")
