import { computed, signal } from "@preact/signals-react"
import { Option } from "effect"
import { readStoredSession, writeStoredSession, type SessionUser, type StoredSession } from "../../domain/auth/Session.ts"
import type { KeyValueStore } from "../../domain/ports/KeyValueStore.ts"
import { isStation, type Station } from "../../domain/production/Stations.ts"
import { roleOf, type Role } from "../../domain/roles/Role.ts"

/** The localStorage key of the signed-in session (token, expiry, user), shared by the tabs. */
export const sessionKey = "session"

/** The signed-in session, or null when signed out. */
export const $session = signal<StoredSession | null>(null)
/** The access token of the session. */
export const $token = computed<string | null>(() => $session.value?.token ?? null)
/** The signed-in user, as the me call answered. */
export const $user = computed<SessionUser | null>(() => $session.value?.user ?? null)
/** The role the user acts in: their first known role. */
export const $role = computed<Role | null>(() => ($session.value ? Option.getOrNull(roleOf($session.value.user.roles)) : null))
/** The signed-in operator's stations, in station order; none for every other role (words the browser does not know are dropped). */
export const $stations = computed<ReadonlyArray<Station>>(() => ($session.value?.user.stations ?? []).filter(isStation))

/** The stored session; corrupt or missing storage reads as signed out. */
export const loadSession = (local: KeyValueStore): StoredSession | null =>
  Option.getOrNull(readStoredSession(local.get(sessionKey)))

/** The stored access token, for the bearer header. */
export const storedToken = (local: KeyValueStore): string | null => loadSession(local)?.token ?? null

/** Keeps a session in storage and in the signals. */
export const saveSession = (local: KeyValueStore, session: StoredSession): void => {
  local.set(sessionKey, writeStoredSession(session))
  $session.value = session
}

/** Forgets the session in memory (storage is cleared by the caller). */
export const forgetSession = (): void => {
  $session.value = null
}
