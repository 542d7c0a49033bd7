import { Duration, Effect, Exit, Schedule } from "effect"

/** How many times a page load is tried in all before the failure shows. */
export const pageLoadAttempts = 5

/** The page-load retry policy: 1 s doubling, 4 retries after the first try (5 attempts). */
export const pageLoadSchedule = Schedule.max([Schedule.exponential("1 second"), Schedule.recurs(pageLoadAttempts - 1)])

/** The delays a schedule waits before each retry, read by stepping it (at most `limit` of them). */
export const scheduleDelaysMs = (schedule: Schedule.Schedule<unknown, unknown>, limit: number): ReadonlyArray<number> =>
  Effect.runSync(
    Effect.gen(function* () {
      const step = yield* Schedule.toStep(schedule)
      const delays: Array<number> = []
      for (let attempt = 0; attempt < limit; attempt++) {
        const exit = yield* Effect.exit(step(0, undefined))
        if (Exit.isFailure(exit)) break
        delays.push(Duration.toMillis(exit.value[1]))
      }
      return delays
    }),
  )

/** The waits between page-load attempts in ms, read from the schedule: 1000, 2000, 4000, 8000. */
export const pageLoadDelaysMs: ReadonlyArray<number> = scheduleDelaysMs(pageLoadSchedule, pageLoadAttempts)

/**
 * Loads a page (a lazy import), retrying a failure after each of the delays; the last failure is the answer.
 * The sleep is passed in so the domain owns no timer and tests run at once.
 */
export const retryLoad = async <T>(
  load: () => Promise<T>,
  sleep: (ms: number) => Promise<void>,
  delaysMs: ReadonlyArray<number> = pageLoadDelaysMs,
): Promise<T> => {
  for (const delay of delaysMs) {
    try {
      return await load()
    } catch {
      await sleep(delay)
    }
  }
  return load()
}
