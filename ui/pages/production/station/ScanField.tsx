import { useEffect, useState, type RefObject } from "react"
import { scannedCode } from "./scannedCode.ts"

const typingTarget = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) ||
    target.closest("[role=dialog]") !== null)

/**
 * The field a USB scanner types into (the code, then Enter) or a hand types a code into. It keeps the focus after
 * each scan, and a key pressed while the focus is elsewhere on the screen (after a tap on undo) comes back to it,
 * so the scanner is never typing into nothing.
 */
export function ScanField({
  input,
  onScan,
  autoFocus,
}: {
  readonly input: RefObject<HTMLInputElement | null>
  readonly onScan: (code: string) => void
  readonly autoFocus: boolean
}) {
  const [text, setText] = useState("")
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1 || typingTarget(event.target)) return
      input.current?.focus()
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [input])
  return (
    <form
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        const code = scannedCode(text)
        setText("")
        input.current?.focus()
        if (code !== "") onScan(code)
      }}
    >
      <label htmlFor="scan-code" className="sr-only">
        کد قطعه
      </label>
      <input
        id="scan-code"
        ref={input}
        name="code"
        dir="ltr"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoFocus={autoFocus}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="send"
        // One column wide by itself: the flex row gives it the room, so a phone's narrow screen is never pushed wider.
        size={1}
        placeholder="کد قطعه"
        className="h-16 min-w-0 flex-1 rounded-xl border-2 border-gray-400 bg-white px-4 text-center text-2xl font-bold tracking-wide text-gray-900 outline-none placeholder:text-lg placeholder:font-normal placeholder:text-gray-500 focus:border-sky-700 focus:ring-4 focus:ring-sky-200"
      />
      <button
        type="submit"
        className="inline-flex h-16 items-center gap-2 rounded-xl bg-sky-700 px-5 text-xl font-bold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
      >
        <span aria-hidden="true" className="i-tabler-send h-6 w-6 -scale-x-100" />
        ثبت
      </button>
    </form>
  )
}
