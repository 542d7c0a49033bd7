/** Whether a database error is a unique-index violation; SQLite and PostgreSQL spell it differently. */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY"
}

/**
 * Which of `columns` a unique violation was about, the first one named; undefined for any other error.
 * SQLite names the column in its message, PostgreSQL the constraint (named after the column).
 */
export const uniqueColumnOf = <C extends string>(error: unknown, columns: ReadonlyArray<C>): C | undefined => {
  if (!isUniqueViolation(error)) return undefined
  const { message, constraint } = error as { message?: unknown; constraint?: unknown }
  const said = `${typeof constraint === "string" ? constraint : ""} ${typeof message === "string" ? message : ""}`
  return columns.find((column) => said.includes(column))
}
