/** One row's answer in a bulk action: done, or refused with the server's Persian reason. */
export type RowOutcome<Row> =
  { readonly row: Row; readonly done: true } | { readonly row: Row; readonly done: false; readonly reason: string }

/**
 * Sends a bulk action one row at a time, in the order given, each answered on its own: a refusal is that row's outcome
 * and the next row is still sent. One at a time so that rows sharing a limit (a customer's credit) are checked in turn.
 */
export const runEach = async <Row>(
  rows: ReadonlyArray<Row>,
  step: (row: Row) => Promise<unknown>,
  reasonOf: (error: unknown) => string,
): Promise<ReadonlyArray<RowOutcome<Row>>> => {
  const outcomes: Array<RowOutcome<Row>> = []
  for (const row of rows) {
    try {
      await step(row)
      outcomes.push({ row, done: true })
    } catch (error) {
      outcomes.push({ row, done: false, reason: reasonOf(error) })
    }
  }
  return outcomes
}
