import { toPersianDigits } from "../../domain/text/digits.ts"

/** The company's name, shown above the login card and in the sidebar. */
export const companyName = "شیشه آسمان"

/** The label under the company name in the sidebar. */
export const companyLabel = "پنل مدیریت"

/** The browser tab's title while no page names itself (as index.html has it). */
export const appTitle = `${companyLabel} ${companyName}`

/** The browser tab's title of a page: its own name first, so tabs side by side tell apart, then the company's. */
export const pageTitle = (name: string): string => `${toPersianDigits(name.trim())} — ${companyName}`
