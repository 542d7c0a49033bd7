/** Why a customer list shows no rows: nothing matches, or only customers the sales expert was not given match. */
export const emptySearchMessages = {
  none: "موردی برای نمایش وجود ندارد",
  hidden: "مشتری‌ای با این مشخصات در مشتریان شما پیدا نشد؛ مشتریانی با این مشخصات هستند که به شما سپرده نشده‌اند",
} as const

/** The empty list's text: the hidden-matches sentence only when the server said such matches exist. */
export const emptySearchText = (hiddenMatches: boolean): string =>
  hiddenMatches ? emptySearchMessages.hidden : emptySearchMessages.none
