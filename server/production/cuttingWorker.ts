import { parentPort } from "node:worker_threads"
import { Result } from "effect"
import { checkPlan } from "../../domain/cutting/checkPlan.ts"
import type { CuttingInput } from "../../domain/cutting/CuttingInput.ts"
import { optimise } from "../../domain/cutting/optimise.ts"
import type { WorkerAnswer, WorkerRequest } from "./planCutting.ts"

/** Searches until the time budget is spent, checks the plan, and answers in plain data (a tagged error's class does not cross threads). */
const answerOf = (input: CuttingInput, seed: number, seconds: number): WorkerAnswer => {
  const deadline = Date.now() + seconds * 1000
  const planned = optimise(input, { seed, shouldStop: () => Date.now() >= deadline })
  return Result.match(planned, {
    onFailure: (refusal) => ({ kind: "refused", refusal: { ...refusal, _tag: refusal._tag } }),
    onSuccess: (plan) => {
      const violations = checkPlan(input, plan)
      return violations.length === 0 ? { kind: "planned", plan } : { kind: "unchecked", violations }
    },
  })
}

// The thread lives as long as the server and plans one request after another, so loading the optimiser is paid once.
parentPort?.on("message", ({ id, input, seed, seconds }: WorkerRequest) =>
  parentPort?.postMessage({ id, answer: answerOf(input, seed, seconds) }),
)
