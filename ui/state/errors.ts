/** The general failure text of a save or load (specification section 8). */
export const genericErrorMessage = "خطایی رخ داد، لطفاً دوباره تلاش کنید"

const messageOf = (error: unknown): string | undefined => {
  if (typeof error !== "object" || error === null || !("message" in error)) return undefined
  const { message } = error
  return typeof message === "string" && message.trim() !== "" ? message : undefined
}

/** The toast text of a failed save: a 4xx answer's own message, else the generic text (product.md section 7). */
export const saveErrorMessage = (error: unknown, status: number | undefined, fallback: string = genericErrorMessage): string =>
  status !== undefined && status >= 400 && status <= 499 ? (messageOf(error) ?? fallback) : fallback
