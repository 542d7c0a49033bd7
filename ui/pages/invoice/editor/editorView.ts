import { signal, type Signal } from "@preact/signals-react"
import type { FieldErrors } from "../../../../domain/validation/FieldErrors.ts"
import type { HeaderInput, LineInput } from "./draftInputs.ts"
import type { InvoiceDraft } from "./invoiceDraft.ts"

/**
 * What the editor shows beside the draft: whether every message is shown yet (after a save was tried), the server's
 * messages of the last refused save (per header field, and per line by its key, so they follow a line that moves),
 * and whether anything changed since the draft was opened or saved.
 */
export interface EditorView {
  readonly draft: InvoiceDraft
  readonly $showAll: Signal<boolean>
  readonly $serverHeader: Signal<FieldErrors>
  readonly $serverLines: Signal<ReadonlyMap<number, FieldErrors>>
  readonly $changed: Signal<boolean>
  readonly changeHeader: (change: Partial<HeaderInput>) => void
  readonly changeLine: (key: number, change: Partial<LineInput>) => void
  /** Adds an empty line at the end or after the line `after` names, answering its place. */
  readonly addLine: (after?: number) => number
  readonly duplicateLine: (key: number) => void
  readonly removeLine: (key: number) => void
  /** Puts a refused save's messages (`lines.3.width`, `discount_percent`) under their fields; `sentKeys` are the keys of the lines the body held, in its order. */
  readonly setServerErrors: (errors: FieldErrors, sentKeys?: ReadonlyArray<number>) => void
  readonly markSaved: () => void
}

const linePattern = /^lines\.(\d+)\.(.+)$/

/** The view over a draft; a change clears the server's messages of what it changed, writing a signal only when there were some. */
export const createEditorView = (draft: InvoiceDraft): EditorView => {
  const $showAll = signal(false)
  const $serverHeader = signal<FieldErrors>({})
  const $serverLines = signal<ReadonlyMap<number, FieldErrors>>(new Map())
  const $changed = signal(false)
  const touch = () => {
    if (!$changed.peek()) $changed.value = true
  }
  return {
    draft,
    $showAll,
    $serverHeader,
    $serverLines,
    $changed,
    changeHeader: (change) => {
      draft.changeHeader(change)
      touch()
      const stale = Object.keys(change).filter((name) => Object.hasOwn($serverHeader.peek(), name))
      if (stale.length > 0)
        $serverHeader.value = Object.fromEntries(Object.entries($serverHeader.peek()).filter(([name]) => !stale.includes(name)))
    },
    changeLine: (key, change) => {
      draft.changeLine(key, change)
      touch()
      if ($serverLines.peek().has(key))
        $serverLines.value = new Map([...$serverLines.peek()].filter(([lineKey]) => lineKey !== key))
    },
    addLine: (after) => {
      const line = draft.addLine(undefined, after)
      touch()
      return draft.$lines.peek().indexOf(line)
    },
    duplicateLine: (key) => {
      draft.duplicateLine(key)
      touch()
    },
    removeLine: (key) => {
      draft.removeLine(key)
      touch()
    },
    setServerErrors: (errors, sentKeys) => {
      const keys = sentKeys ?? draft.$lines.peek().map((line) => line.key)
      const header: Record<string, string> = {}
      const lines = new Map<number, Record<string, string>>()
      for (const [name, message] of Object.entries(errors)) {
        const match = linePattern.exec(name)
        const key = match === null ? undefined : keys[Number(match[1])]
        if (match === null || key === undefined) header[name] = message
        else lines.set(key, { ...lines.get(key), [match[2] ?? ""]: message })
      }
      $serverHeader.value = header
      $serverLines.value = lines
    },
    markSaved: () => {
      $changed.value = false
    },
  }
}

/** The message a field shows: the server's for it, else the draft's once the field was left or a save was tried. */
export const shownError = (name: string, errors: FieldErrors, server: FieldErrors, shown: boolean): string | undefined =>
  server[name] ?? (shown ? errors[name] : undefined)
