import fc from "fast-check"
import { Effect, Schedule } from "effect"
import { describe, expect, it } from "vitest"
import { pageLoadAttempts, pageLoadDelaysMs, pageLoadSchedule, retryLoad, scheduleDelaysMs } from "./PageLoadRetry.ts"

/** A load that fails a given number of times before it answers, counting its calls. */
const flaky = (failures: number) => {
  const state = { calls: 0 }
  const load = async () => {
    state.calls += 1
    if (state.calls <= failures) throw new Error(`failure ${state.calls}`)
    return "page"
  }
  return { state, load }
}

const recordingSleep = () => {
  const slept: Array<number> = []
  return { slept, sleep: async (ms: number) => void slept.push(ms) }
}

describe("page-load retry policy", () => {
  it("tries 5 times in all, waiting 1 s and doubling", () => {
    expect(pageLoadAttempts).toBe(5)
    expect(pageLoadDelaysMs).toEqual([1000, 2000, 4000, 8000])
  })

  it("is the schedule Effect.retry follows: 5 runs of a load that always fails", async () => {
    let runs = 0
    const program = Effect.sync(() => (runs += 1)).pipe(
      Effect.flatMap(() => Effect.fail("down")),
      Effect.retry(Schedule.modifyDelay(pageLoadSchedule, () => Effect.succeed(0))),
      Effect.flip,
    )
    expect(await Effect.runPromise(program)).toBe("down")
    expect(runs).toBe(5)
  })

  it("reads any exponential schedule's delays by stepping it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 8 }), (base, retries) => {
        const schedule = Schedule.max([Schedule.exponential(`${base} millis`), Schedule.recurs(retries)])
        expect(scheduleDelaysMs(schedule, 20)).toEqual(Array.from({ length: retries }, (_, i) => base * 2 ** i))
      }),
    )
  })
})

describe("retryLoad", () => {
  it("answers the first success after sleeping the policy's delays", async () => {
    const { state, load } = flaky(2)
    const { slept, sleep } = recordingSleep()
    expect(await retryLoad(load, sleep)).toBe("page")
    expect(state.calls).toBe(3)
    expect(slept).toEqual([1000, 2000])
  })

  it("gives up with the last failure after 5 attempts", async () => {
    const { state, load } = flaky(99)
    const { slept, sleep } = recordingSleep()
    await expect(retryLoad(load, sleep)).rejects.toThrow("failure 5")
    expect(state.calls).toBe(5)
    expect(slept).toEqual([1000, 2000, 4000, 8000])
  })

  it("succeeds exactly when a try within 5 succeeds, sleeping once per failure", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 8 }), async (failures) => {
        const { state, load } = flaky(failures)
        const { slept, sleep } = recordingSleep()
        const outcome = await retryLoad(load, sleep).then(
          () => "loaded",
          () => "failed",
        )
        expect(outcome).toBe(failures < pageLoadAttempts ? "loaded" : "failed")
        expect(state.calls).toBe(Math.min(failures + 1, pageLoadAttempts))
        expect(slept).toEqual(pageLoadDelaysMs.slice(0, Math.min(failures, pageLoadAttempts - 1)))
      }),
    )
  })
})
