import { parentPort, workerData } from "node:worker_threads"
import { Result } from "effect"
import { checkPlan } from "../../domain/cutting/checkPlan.ts"
import type { CuttingInput } from "../../domain/cutting/CuttingInput.ts"
import { optimise } from "../../domain/cutting/optimise.ts"
import type { WorkerAnswer } from "./planCutting.ts"

// The optimiser's thread: it searches until the time budget is spent, checks the plan, and answers in plain data (a tagged
// error's class does not cross threads).
const { input, seed, seconds } = workerData as { readonly input: CuttingInput; readonly seed: number; readonly seconds: number }
const deadline = Date.now() + seconds * 1000
const planned = optimise(input, { seed, shouldStop: () => Date.now() >= deadline })
const answer: WorkerAnswer = Result.match(planned, {
  onFailure: (refusal) => ({ kind: "refused", refusal: { ...refusal, _tag: refusal._tag } }),
  onSuccess: (plan) => {
    const violations = checkPlan(input, plan)
    return violations.length === 0 ? { kind: "planned", plan } : { kind: "unchecked", violations }
  },
})
parentPort?.postMessage(answer)
