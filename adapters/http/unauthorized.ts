import type { KeyValueStore } from "../../domain/ports/KeyValueStore.ts"

/** The alert of an expired session (specification section 8). */
export const sessionExpiredMessage = "مدتی فعالیت نکردید، دوباره وارد شوید."

/** What the 401 rule acts on. */
export interface UnauthorizedEffects {
  readonly local: KeyValueStore
  readonly session: KeyValueStore
  readonly alert: (message: string) => void
  /** Leaves the app for the given path, dropping every in-memory state. */
  readonly go: (path: string) => void
}

/** The 401 rule: storage cleared, the alert, back to the root; several 401s at once act only once. */
export const unauthorizedRule = ({ local, session, alert, go }: UnauthorizedEffects): (() => void) => {
  let fired = false
  return () => {
    if (fired) return
    fired = true
    local.clear()
    session.clear()
    alert(sessionExpiredMessage)
    go("/")
  }
}
