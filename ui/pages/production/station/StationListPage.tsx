import { useState } from "react"
import { Link, useNavigate } from "react-router"
import { stationLabels } from "../../../../domain/production/Stations.ts"
import { usePageTitle } from "../../../shell/usePageTitle.ts"
import { scannedCode } from "./scannedCode.ts"
import { piecePath, stationPath } from "./stationChoice.ts"
import { useOwnStations } from "./useOwnStations.ts"

/** A code typed, scanned or pasted opens its piece's card. */
function PieceSearch() {
  const navigate = useNavigate()
  const [text, setText] = useState("")
  return (
    <form
      role="search"
      aria-label="کارت قطعه"
      className="flex flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault()
        const code = scannedCode(text)
        if (code !== "") void navigate(piecePath(code))
      }}
    >
      <label htmlFor="piece-code" className="font-bold text-gray-900">
        کارت قطعه
      </label>
      <div className="flex gap-2">
        <input
          id="piece-code"
          name="code"
          dir="ltr"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          size={1}
          placeholder="کد قطعه یا واحد"
          className="h-12 min-w-0 flex-1 rounded-xl border-2 border-gray-400 bg-white px-3 text-center text-xl font-bold text-gray-900 outline-none placeholder:text-base placeholder:font-normal placeholder:text-gray-500 focus:border-sky-700 focus:ring-4 focus:ring-sky-200"
        />
        <button
          type="submit"
          className="inline-flex h-12 items-center gap-2 rounded-xl bg-sky-700 px-4 text-lg font-bold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
        >
          <span aria-hidden="true" className="i-tabler-search h-5 w-5" />
          نمایش
        </button>
      </div>
    </form>
  )
}

/** `station`: the caller's stations as large buttons (an operator's own, every station for the managers), and a piece's card by its code. */
export default function StationListPage() {
  const own = useOwnStations()
  usePageTitle("ایستگاه‌های من")
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-4">
      <h1 className="text-2xl font-black text-gray-900">ایستگاه‌های من</h1>
      {own.length === 0 ? (
        <p className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-lg text-amber-950">
          هنوز ایستگاهی به شما سپرده نشده است؛ از مدیر سامانه بخواهید ایستگاه‌هایتان را تعیین کند.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3" aria-label="ایستگاه‌ها">
          {own.map((station) => (
            <li key={station}>
              <Link
                to={stationPath(station)}
                className="flex min-h-20 items-center justify-between gap-3 rounded-2xl border-2 border-sky-700 bg-white px-5 text-xl font-black text-sky-900 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
              >
                {stationLabels[station]}
                <span aria-hidden="true" className="i-tabler-chevron-left h-7 w-7" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PieceSearch />
    </section>
  )
}
