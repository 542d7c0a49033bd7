import { QueryClient } from "@tanstack/react-query"
import { describe, expect, it } from "vitest"
import { makeMemoryStorage } from "../../../../adapters/storage/webStorage.ts"
import { lookupKeys } from "./lookupKeys.ts"
import { persistedLookup, persistLookups } from "./lookupPersistence.ts"

const rows = [{ id: 1, name: "فلوت", is_active: true }]

describe("the lookups kept across page loads", () => {
  it("keeps each answer, drops an invalidated lookup, and leaves other queries alone", async () => {
    const client = new QueryClient()
    const session = makeMemoryStorage()
    const stop = persistLookups(client, session)
    await client.fetchQuery({ queryKey: lookupKeys.one("glassTypes"), queryFn: () => rows })
    await client.fetchQuery({ queryKey: ["glass-types", "list", {}], queryFn: () => rows })
    expect(persistedLookup(session, "glassTypes")).toEqual(rows)
    expect(session.get("lookup:allGlassTypes")).toBeNull()
    await client.invalidateQueries({ queryKey: ["laminate-colors"] })
    expect(persistedLookup(session, "glassTypes")).toEqual(rows)
    await client.invalidateQueries({ queryKey: ["glass-types"], refetchType: "none" })
    expect(session.get("lookup:glassTypes")).toBeNull()
    stop()
  })

  it("reads a corrupt or foreign entry as missing", () => {
    for (const text of ['{"not":"a list"}', "not json", '[{"name":"no id"}]'])
      expect(persistedLookup(makeMemoryStorage({ "lookup:customers": text }), "customers")).toBeUndefined()
  })
})
