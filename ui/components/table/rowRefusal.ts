import { refusalText, SaveRefused } from "../../state/saveRefused.ts"

/** The Persian reason one row of a bulk action was refused: the server's message for the field at fault, else its general one. */
export const rowRefusalText = (error: unknown): string =>
  (error instanceof SaveRefused ? Object.values(error.fields)[0] : undefined) ?? refusalText(error)
