import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId } from "kysely"
import pg from "pg"

/** The channel PostgreSQL's triggers on users and revoked_tokens notify (migration 0023), one per schema. */
export const identityChannel = (schema: string) => `${schema}_identity`

/** How long a lost listening connection waits before it connects again; meanwhile nothing about identity is kept. */
const reconnectMs = 1000

/** What the kept identities are valid for: a token that moves on every change heard, and how to say this process made one. */
export interface IdentityChanges {
  /** Undefined while not listening (then nothing may be kept); starts listening on its first call. */
  readonly version: () => string | undefined
  /** This process committed a change to users or revoked_tokens: its own next request must not wait for the notification. */
  readonly written: () => void
  readonly close: () => Promise<void>
}

/**
 * Listens on one connection of its own for the notifications every server's writes to users and revoked_tokens send, so
 * each server keeps a signed-in caller's identity until any server changes one. The connection is opened on first use, after
 * the start-up check of the pools' room; while it is lost every request reads the database, and anything kept before is dropped.
 */
export const listenForIdentityChanges = (connectionString: string, schema: string | undefined): IdentityChanges => {
  let heard = 0
  let own = 0
  let listening = false
  let started = false
  let closed = false
  let client: pg.Client | undefined

  const lost = (listener: pg.Client) => {
    if (client !== listener) return
    client = undefined
    listening = false
    void listener.end().catch(() => undefined)
    if (!closed) setTimeout(listen, reconnectMs).unref()
  }

  const listen = async () => {
    if (closed) return
    const listener = new pg.Client({
      connectionString,
      fallback_application_name: "glass-back-office",
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    })
    client = listener
    listener.on("notification", () => void (heard += 1))
    listener.on("error", () => lost(listener))
    listener.on("end", () => lost(listener))
    try {
      await listener.connect()
      const { rows } = await listener.query<{ name: string }>("select current_schema() as name")
      await listener.query(`listen "${identityChannel(rows[0]?.name ?? "public")}"`)
      // Whatever changed while no one listened is unknown: what was kept before is dropped with the version it was kept under.
      heard += 1
      listening = client === listener && !closed
    } catch {
      lost(listener)
    }
  }

  return {
    version: () => {
      if (!started) {
        started = true
        void listen()
      }
      return listening ? `${heard}:${own}` : undefined
    },
    written: () => void (own += 1),
    close: async () => {
      closed = true
      listening = false
      const listener = client
      client = undefined
      await listener?.end().catch(() => undefined)
    },
  }
}

/** The tables whose rows make a signed-in caller's identity (role, state, token generation, revocations). */
const identityTables = new Set(["users", "revoked_tokens"])

/** The table an insert, update or delete writes, through an alias if it has one. */
const tableWritten = (node: OperationNode): string | undefined => {
  const target = node as { into?: OperationNode; table?: OperationNode; from?: { froms: ReadonlyArray<OperationNode> } }
  const candidate = target.into ?? target.table ?? target.from?.froms[0]
  const table = candidate?.kind === "AliasNode" ? (candidate as unknown as { node: OperationNode }).node : candidate
  return table?.kind === "TableNode"
    ? (table as unknown as { table: { identifier: { name: string } } }).table.identifier.name
    : undefined
}

/**
 * Calls `written` when a statement that wrote users or revoked_tokens has returned: outside a transaction that is its
 * commit, so this process's next request reads the change; a transaction says so itself once it commits.
 */
export const identityWritesPlugin = (written: () => void): KyselyPlugin => {
  const writes = new WeakSet<QueryId>()
  return {
    transformQuery: ({ node, queryId }: PluginTransformQueryArgs) => {
      const kind = node.kind
      if (
        (kind === "InsertQueryNode" || kind === "UpdateQueryNode" || kind === "DeleteQueryNode") &&
        identityTables.has(tableWritten(node) ?? "")
      )
        writes.add(queryId)
      return node
    },
    transformResult: async ({ result, queryId }: PluginTransformResultArgs) => {
      if (writes.has(queryId)) written()
      return result
    },
  }
}
