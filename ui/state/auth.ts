import { Option, Schema } from "effect"
import type { LoginPayload } from "../../domain/auth/LoginForm.ts"
import {
  decodeSessionUser,
  laterSession,
  readStoredSession,
  refreshDelayMs,
  sessionOf,
  TokenAnswer,
  writeStoredSession,
  type StoredSession,
} from "../../domain/auth/Session.ts"
import { services } from "./services.tsx"
import { $session, forgetSession, loadSession, saveSession, sessionKey } from "./session.ts"

const decodeToken = Schema.decodeUnknownOption(TokenAnswer)
let refreshTimer: ReturnType<typeof setTimeout> | undefined

/** Signs in: token, then the me call, then the session is kept; answers whether it worked. */
export const signIn = async (payload: LoginPayload): Promise<boolean> => {
  const { api, clock, local, refreshed } = services()
  const login = await api.POST("/auth/login", { body: payload }).catch(() => undefined)
  const token = Option.getOrNull(decodeToken(login?.data))
  if (!token) return false
  const me = await api.POST("/auth/me", { headers: { Authorization: `Bearer ${token.access_token}` } }).catch(() => undefined)
  const user = Option.getOrNull(decodeSessionUser(me?.data))
  if (!user) return false
  const opened = sessionOf(token, user, clock.now())
  saveSession(local, opened)
  await refreshed.write(writeStoredSession(opened))
  scheduleRefresh()
  return true
}

/** Signs out: tells the server, clears both storages and the session; the shell then sends the user to the root. */
export const signOut = async (): Promise<void> => {
  const { api, local, session, refreshed } = services()
  if (local.get(sessionKey) !== null) await api.POST("/auth/logout").catch(() => undefined)
  endSession()
  local.clear()
  session.clear()
  await refreshed.write(null)
}

const endSession = (): void => {
  clearTimeout(refreshTimer)
  forgetSession()
}

/** Plans the next refresh: at once when under 2 minutes remain, else 2 minutes before expiry. */
export const scheduleRefresh = (): void => {
  clearTimeout(refreshTimer)
  const current = $session.value
  if (!current) return
  refreshTimer = setTimeout(() => void refreshSession(), refreshDelayMs(current.expiresAt, services().clock.now()))
}

// Tabs share one refresh: the lock lets the first tab refresh; the others find its new token in storage and adopt it.
const underLock = async (run: () => Promise<void>): Promise<void> => {
  if (typeof navigator !== "undefined" && navigator.locks) await navigator.locks.request("session-refresh", run)
  else await run()
}

const refreshSession = (): Promise<void> =>
  underLock(async () => {
    const { api, clock, local, refreshed } = services()
    const own = loadSession(local)
    if (!own) return void (await signOut())
    // localStorage may not show another tab's refresh yet; the shared record, written before that tab let go of the lock, does.
    const stored = laterSession(own, Option.getOrNull(readStoredSession(await refreshed.read())))
    // Another tab refreshed first: its token is not due yet, so this tab takes it instead of refreshing again.
    if (refreshDelayMs(stored.expiresAt, clock.now()) > 0) {
      if (stored !== own) saveSession(local, stored)
      return adopt(stored)
    }
    const answer = await api
      .POST("/auth/refresh", { headers: { Authorization: `Bearer ${stored.token}` } })
      .catch(() => undefined)
    const token = Option.getOrNull(decodeToken(answer?.data))
    if (!token) return void (await signOut())
    const renewed = sessionOf(token, stored.user, clock.now())
    saveSession(local, renewed)
    await refreshed.write(writeStoredSession(renewed))
    scheduleRefresh()
  })

const adopt = (stored: StoredSession): void => {
  $session.value = stored
  scheduleRefresh()
}

/** Restores the stored session at startup, refreshes the user through the me call and plans the refresh. */
export const restoreSession = async (): Promise<void> => {
  const { api, local } = services()
  const stored = loadSession(local)
  if (!stored) return
  $session.value = stored
  // A token that is due is refreshed before the me call, which it would otherwise fail.
  if (refreshDelayMs(stored.expiresAt, services().clock.now()) === 0) await refreshSession()
  else scheduleRefresh()
  if (!$session.value) return
  const me = await api.POST("/auth/me").catch(() => undefined)
  const user = Option.getOrNull(decodeSessionUser(me?.data))
  if (!user) return void (await signOut())
  const latest = loadSession(local)
  if (latest) saveSession(local, { ...latest, user })
}

/** Follows another tab: a new token or user is adopted, a sign-out there signs this tab out too. */
export const followOtherTabs = (): (() => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== sessionKey && event.key !== null) return
    const { local, session } = services()
    const stored = loadSession(local)
    if (stored) return adopt(stored)
    endSession()
    session.clear()
  }
  window.addEventListener("storage", onStorage)
  return () => window.removeEventListener("storage", onStorage)
}

/** Keeps a token the server handed out for this session (the password change's), with the same user, for every tab, and plans its refresh; answers whether it was one. */
export const adoptToken = async (answer: unknown): Promise<boolean> => {
  const { clock, local, refreshed } = services()
  const token = Option.getOrNull(decodeToken(answer))
  const stored = loadSession(local)
  if (!token || !stored) return false
  const renewed = sessionOf(token, stored.user, clock.now())
  saveSession(local, renewed)
  await refreshed.write(writeStoredSession(renewed))
  scheduleRefresh()
  return true
}
