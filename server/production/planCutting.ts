import { Worker } from "node:worker_threads"
import { Data, Result } from "effect"
import type { PlanViolation } from "../../domain/cutting/checkPlan.ts"
import { InvalidCuttingInput, NotEnoughSheets, PieceFitsNoSheet, type CuttingRefusal } from "../../domain/cutting/CuttingErrors.ts"
import type { CuttingInput } from "../../domain/cutting/CuttingInput.ts"
import type { CuttingPlan } from "../../domain/cutting/CuttingPlan.ts"

/** The checker refused the optimiser's plan: a defect, never stored. */
export class PlanFailsCheck extends Data.TaggedError("PlanFailsCheck")<{ readonly violations: ReadonlyArray<PlanViolation> }> {}

/** What the optimiser's thread answers, in plain data. */
export type WorkerAnswer =
  | { readonly kind: "planned"; readonly plan: CuttingPlan }
  | { readonly kind: "refused"; readonly refusal: { readonly _tag: CuttingRefusal["_tag"] } & Record<string, unknown> }
  | { readonly kind: "unchecked"; readonly violations: ReadonlyArray<PlanViolation> }

const refusalOf = (sent: WorkerAnswer & { kind: "refused" }): CuttingRefusal => {
  const { refusal } = sent
  if (refusal._tag === "PieceFitsNoSheet") return new PieceFitsNoSheet({ pieceId: String(refusal.pieceId) })
  if (refusal._tag === "NotEnoughSheets") return new NotEnoughSheets({ placed: Number(refusal.placed), pieces: Number(refusal.pieces) })
  return new InvalidCuttingInput({ message: String(refusal.message) })
}

// The thread's module is TypeScript, as the whole server is (npm start runs it through tsx): a one-line bootstrap loads it with tsx.
const workerFile = new URL("./cuttingWorker.ts", import.meta.url).href
const bootstrap = `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(workerFile)}, ${JSON.stringify(workerFile)}))`

/**
 * Plans a cutting in a thread of its own, so the server's event loop never waits on the search: it searches for `seconds`,
 * the checker judges the plan there, and the plan, a refusal, or the checker's verdict comes back.
 */
export const planCutting = (input: CuttingInput, options: { readonly seed: number; readonly seconds: number }): Promise<Result.Result<CuttingPlan, CuttingRefusal | PlanFailsCheck>> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: { input, seed: options.seed, seconds: options.seconds } })
    worker.once("message", (answer: WorkerAnswer) => {
      if (answer.kind === "planned") resolve(Result.succeed(answer.plan))
      else if (answer.kind === "refused") resolve(Result.fail(refusalOf(answer)))
      else resolve(Result.fail(new PlanFailsCheck({ violations: answer.violations })))
      void worker.terminate()
    })
    worker.once("error", reject)
    worker.once("exit", (code) => (code === 0 ? undefined : reject(new Error(`the cutting thread stopped with exit code ${code}`))))
  })
