import { Worker } from "node:worker_threads"
import { Data, Result } from "effect"
import type { PlanViolation } from "../../domain/cutting/checkPlan.ts"
import {
  InvalidCuttingInput,
  NotEnoughSheets,
  PieceFitsNoSheet,
  type CuttingRefusal,
} from "../../domain/cutting/CuttingErrors.ts"
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
  if (refusal._tag === "NotEnoughSheets")
    return new NotEnoughSheets({ placed: Number(refusal.placed), pieces: Number(refusal.pieces) })
  return new InvalidCuttingInput({ message: String(refusal.message) })
}

/** A plan asked of the thread, numbered so that its answer finds its caller. */
export interface WorkerRequest {
  readonly id: number
  readonly input: CuttingInput
  readonly seed: number
  readonly seconds: number
}

// The thread's module is TypeScript, as the whole server is (npm start runs it through tsx): a one-line bootstrap loads it with tsx.
const workerFile = new URL("./cuttingWorker.ts", import.meta.url).href
const bootstrap = `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(workerFile)}, ${JSON.stringify(workerFile)}))`

type Waiting = { readonly resolve: (answer: WorkerAnswer) => void; readonly reject: (error: Error) => void }

/** The one optimiser thread of this process, started at the first plan; a thread that fails fails its waiting plans and is replaced at the next. */
let thread: { readonly worker: Worker; readonly waiting: Map<number, Waiting> } | undefined
let nextId = 1

const threadOf = () => {
  if (thread !== undefined) return thread
  const worker = new Worker(bootstrap, { eval: true })
  const started = { worker, waiting: new Map<number, Waiting>() }
  const fail = (error: Error) => {
    if (thread === started) thread = undefined
    for (const waiting of started.waiting.values()) waiting.reject(error)
    started.waiting.clear()
  }
  worker.on("message", ({ id, answer }: { readonly id: number; readonly answer: WorkerAnswer }) => {
    started.waiting.get(id)?.resolve(answer)
    started.waiting.delete(id)
    // An idle thread must not keep the process alive (a test, a command that has finished).
    if (started.waiting.size === 0) worker.unref()
  })
  worker.once("error", fail)
  worker.once("exit", (code) => fail(new Error(`the cutting thread stopped with exit code ${code}`)))
  thread = started
  return started
}

const ask = (request: Omit<WorkerRequest, "id">): Promise<WorkerAnswer> => {
  const { worker, waiting } = threadOf()
  const id = nextId++
  return new Promise<WorkerAnswer>((resolve, reject) => {
    waiting.set(id, { resolve, reject })
    worker.ref()
    worker.postMessage({ id, ...request } satisfies WorkerRequest)
  })
}

/**
 * Plans a cutting in the optimiser's thread, so the server's event loop never waits on the search: it searches for
 * `seconds`, the checker judges the plan there, and the plan, a refusal, or the checker's verdict comes back. Plans asked
 * together are searched one after another, each with its full budget.
 */
export const planCutting = async (
  input: CuttingInput,
  options: { readonly seed: number; readonly seconds: number },
): Promise<Result.Result<CuttingPlan, CuttingRefusal | PlanFailsCheck>> => {
  const answer = await ask({ input, seed: options.seed, seconds: options.seconds })
  if (answer.kind === "planned") return Result.succeed(answer.plan)
  if (answer.kind === "refused") return Result.fail(refusalOf(answer))
  return Result.fail(new PlanFailsCheck({ violations: answer.violations }))
}
