import type { FieldErrors } from "../../../domain/validation/FieldErrors.ts"

/** The per-field messages of a 422 answer (`errors: { "announcements.0.content": "..." | ["..."] }`), first message of each field. */
export const serverFieldErrors = (body: unknown): FieldErrors => {
  const errors = body !== null && typeof body === "object" ? (body as { errors?: unknown }).errors : undefined
  if (errors === null || typeof errors !== "object") return {}
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(errors)) {
    const first = Array.isArray(value) ? value.find((item) => typeof item === "string") : value
    if (typeof first === "string") out[name] = first
  }
  return out
}
