import { useRef, useState, type FormEvent } from "react"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { TextField } from "../../../components/form/TextField.tsx"
import { refusalText, SaveRefused } from "../../../state/saveRefused.ts"
import { useRackSlot } from "../api/rackQueries.ts"

type Said = { readonly kind: "done" | "refused"; readonly text: string }

/**
 * «قرار دادن در خرک»: a unit's code, typed or sent by a USB scanner (the code and Enter), put in this rack by a racking
 * scan; the answer is said under the field, which keeps the focus for the next code (it stays enabled while a code is sent, so the focus never leaves it).
 */
export function RackSlotField({ rackId }: { readonly rackId: number }) {
  const [code, setCode] = useState<string | null>(null)
  const [said, setSaid] = useState<Said | null>(null)
  const box = useRef<HTMLFormElement | null>(null)
  const slot = useRackSlot(rackId)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const text = (code ?? "").trim()
    if (slot.isPending) return
    if (text === "") {
      setSaid({ kind: "refused", text: "کد واحد را وارد کنید" })
      return
    }
    try {
      const answer = await slot.mutateAsync(text)
      const place =
        answer.rack === null ? "" : ` در جای ${toPersianDigits(answer.rack.slot)} خرک ${toPersianDigits(answer.rack.number)}`
      setSaid({ kind: "done", text: `واحد ${toPersianDigits(answer.unit_code)}${place} قرار گرفت` })
      setCode(null)
    } catch (error) {
      setSaid({ kind: "refused", text: error instanceof SaveRefused ? (error.fields.code ?? error.message) : refusalText(error) })
    } finally {
      box.current?.querySelector("input")?.focus()
    }
  }

  return (
    <form
      ref={box}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2 border-t border-gray-200 pt-4"
      aria-label="قرار دادن واحد در خرک"
    >
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          name="code"
          label="کد واحد"
          dir="ltr"
          autoComplete="off"
          value={code}
          onChange={setCode}
          className="min-w-56 flex-1"
        />
        <button
          type="submit"
          disabled={slot.isPending}
          className="inline-flex h-11 items-center gap-2 rounded-lg bg-sky-700 px-4 font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-60"
        >
          <span aria-hidden="true" className="i-tabler-forklift h-5 w-5" />
          قرار دادن در خرک
        </button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={`min-h-6 text-sm font-medium ${said?.kind === "refused" ? "text-red-700" : "text-green-800"}`}
      >
        {said?.text ?? ""}
      </p>
    </form>
  )
}
