/** How long a code must stay out of the camera's view before a new sighting of it is sent again. */
export const repeatWindowMs = 4000

/** The codes the camera saw lately, each with when it was last seen. */
export type Sightings = ReadonlyMap<string, number>

/**
 * Whether a camera sighting of `code` at `now` is a new scan, and the sightings after it. A label held in front of
 * the camera is read many times a second; it is sent once, and again only after it has been out of view for the
 * window (sighting times count from the last one, so a label left in view is never sent twice).
 */
export const sighted = (
  seen: Sightings,
  code: string,
  now: number,
  windowMs: number = repeatWindowMs,
): { readonly send: boolean; readonly seen: Sightings } => {
  const last = seen.get(code)
  const send = last === undefined || now - last >= windowMs || now < last
  const kept = new Map([...seen].filter(([, at]) => now - at < windowMs && at <= now))
  kept.set(code, now)
  return { send, seen: kept }
}
