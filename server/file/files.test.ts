import { announcementStoreIn } from "../announcement/announcementStore.ts"
import { afterAll, describe, expect, it } from "vitest"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { announcementForm, pdfBytes, validBlock } from "../testing/forms.ts"
import { signedInServerPerTest } from "../testing/harness.ts"
import { sweepUnreferencedFiles } from "./sweepUnreferencedFiles.ts"
import { fileUrl } from "./fileStore.ts"

afterAll(dropTestSchemas)

const pdf = (bytes = pdfBytes()) => new Blob([bytes], { type: "application/pdf" })

describe.each(testDialects)("stored attachments on %s", (dialect) => {
  const signedIn = signedInServerPerTest(dialect, "super-admin")

  /** Saves a title with one PDF through the API and answers the attachment's stored name. */
  const storedThroughApi = async () => {
    const created = await signedIn.t.request("POST", "/api/Admin/announcement_title", {
      token: signedIn.token,
      form: announcementForm("فایل", "1", [{ ...validBlock, file: pdf() }]),
    })
    expect(created.status).toBe(201)
    const url =
      (created.body as { data: { id: number; announcements: Array<{ file: string }> } }).data.announcements[0]?.file ?? ""
    return { name: url.replace("/api/files/", "") }
  }

  it("serves a file only while a stored block names it, even when the file is on disk", async () => {
    const { name } = await storedThroughApi()
    // What a crash between writing the file and committing its row leaves: a file no record names.
    const orphan = await signedIn.t.files.save(pdfBytes())
    expect((await signedIn.t.request("GET", fileUrl(name))).status).toBe(200)
    const refused = await signedIn.t.request("GET", fileUrl(orphan))
    expect(refused.status).toBe(404)
    expect(refused.bytes.length).toBeLessThan(200)
    expect(signedIn.t.files.names()).toContain(orphan)
  })

  it("stops serving a file once no block names it, though the file is still on disk", async () => {
    const { name } = await storedThroughApi()
    // What a crash after committing a replacement and before removing the old file leaves.
    await signedIn.t.db.updateTable("announcements").set({ file_name: null }).where("file_name", "=", name).execute()
    expect(signedIn.t.files.names()).toContain(name)
    expect((await signedIn.t.request("GET", fileUrl(name))).status).toBe(404)
  })

  it("sweeps at start the files no stored block names and keeps every named one", async () => {
    const kept = [await storedThroughApi(), await storedThroughApi()].map(({ name }) => name)
    const orphans = [await signedIn.t.files.save(pdfBytes()), await signedIn.t.files.save(pdfBytes())]
    const removed = await sweepUnreferencedFiles(signedIn.t.files, announcementStoreIn(signedIn.t.database.db).fileNames)
    expect([...removed].sort()).toEqual([...orphans].sort())
    expect([...signedIn.t.files.names()].sort()).toEqual([...kept].sort())
    for (const name of kept) expect((await signedIn.t.request("GET", fileUrl(name))).status).toBe(200)
  })

  it("answers whether a block names a file, and lists every named file", async () => {
    const { name } = await storedThroughApi()
    const announcements = announcementStoreIn(signedIn.t.database.db)
    expect(await announcements.hasFile(name)).toBe(true)
    expect(await announcements.hasFile("0123456789abcdef0123456789abcdef.pdf")).toBe(false)
    expect(await announcements.fileNames()).toEqual(new Set([name]))
  })
})
