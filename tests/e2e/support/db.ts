import BetterSqlite3 from "better-sqlite3"
import { join } from "node:path"
import { accounts, type DemoRole } from "./accounts.ts"
import type { RunningServer } from "./server.ts"

/** A notification as an invoice event would create it. */
export interface NewNotification {
  readonly status: string
  readonly message: string
  readonly reason?: string | null
  readonly serial_number?: number | null
  readonly read?: boolean
}

// The invoice screens that create notifications come in a later issue, so tests write them where the server keeps them.
const withDatabase = <A>(server: RunningServer, run: (db: BetterSqlite3.Database) => A): A => {
  const db = new BetterSqlite3(join(server.dataDir, "back-office.sqlite"))
  db.pragma("busy_timeout = 5000")
  try {
    return run(db)
  } finally {
    db.close()
  }
}

const userId = (db: BetterSqlite3.Database, role: DemoRole): number => {
  const row = db.prepare("select id from users where mobile = ?").get(accounts[role].mobile) as { id: number } | undefined
  if (!row) throw new Error(`no demo user for ${role}`)
  return row.id
}

/** Adds a notification for a demo user, answering its id. */
export const addNotification = (server: RunningServer, role: DemoRole, notification: NewNotification): number =>
  withDatabase(server, (db) => {
    const now = new Date().toISOString()
    const result = db
      .prepare(
        "insert into notifications (user_id, status, message, reason, serial_number, read_at, created_at) values (?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        userId(db, role),
        notification.status,
        notification.message,
        notification.reason ?? null,
        notification.serial_number ?? null,
        notification.read ? now : null,
        now,
      )
    return Number(result.lastInsertRowid)
  })

/** Removes every notification of a demo user. */
export const clearNotifications = (server: RunningServer, role: DemoRole): void =>
  withDatabase(server, (db) => void db.prepare("delete from notifications where user_id = ?").run(userId(db, role)))
