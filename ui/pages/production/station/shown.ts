import type { ScanAnswer } from "../api/scanQueries.ts"

/** What the panel shows: nothing yet, a scan on its way, the green answer, the red refusal, an undo, or a breakage with its remake. */
export type Shown =
  | { readonly kind: "idle" }
  | { readonly kind: "sending"; readonly code: string }
  | { readonly kind: "done"; readonly answer: ScanAnswer }
  | { readonly kind: "refused"; readonly code: string; readonly text: string }
  | { readonly kind: "undone"; readonly code: string }
  | { readonly kind: "broken"; readonly code: string; readonly remake: string }
