import { databaseFaultOf } from "./databaseFault.ts"

/** How long to wait before trying a database that did not answer again. */
export const retryWaitMs = 2000

/**
 * Runs `step` until the database lets it: while the database is away or locked, `onWait` hears why and the step runs again
 * after `waitMs`; any other fault is thrown. The server starts this way, so a database still starting never stops it.
 */
export const whenDatabaseAnswers = async <A>(
  step: () => Promise<A>,
  onWait: (error: unknown) => void,
  waitMs = retryWaitMs,
): Promise<A> => {
  for (;;) {
    try {
      return await step()
    } catch (error) {
      if (databaseFaultOf(error) === undefined) throw error
      onWait(error)
      await new Promise((resolve) => setTimeout(resolve, waitMs))
    }
  }
}
