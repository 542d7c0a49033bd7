import { codeDigits, RequiredCode } from "./CodeField.ts"

/** The Persian messages of a cheque's Sayad ID (شناسه صیادی). */
export const sayadIdMessages = { required: "شناسه صیادی الزامی است", invalid: "شناسه صیادی باید 16 رقم باشد" } as const

/** Whether a text is a Sayad ID: sixteen digits (Persian digits accepted); it has no public check digit. */
export const isSayadId = (text: string): boolean => /^\d{16}$/.test(codeDigits(text))

/** A required Sayad ID field, answering its sixteen ASCII digits. */
export const SayadId = RequiredCode(isSayadId, sayadIdMessages)
