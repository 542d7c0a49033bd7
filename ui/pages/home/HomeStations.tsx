import { useSignals } from "@preact/signals-react/runtime"
import { Link } from "react-router"
import { stationLabels } from "../../../domain/production/Stations.ts"
import { $stations } from "../../state/session.ts"

/** The operator's panel on the home: each of their stations as a large link to its screen, made for a thumb on a phone. */
export function HomeStations() {
  useSignals()
  const own = $stations.value
  return (
    <section
      aria-labelledby="home-stations"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
      data-testid="home-stations"
    >
      <h2 id="home-stations" className="text-base font-bold text-gray-900">
        ایستگاه‌های من
      </h2>
      {own.length === 0 ? (
        <p className="text-gray-700">هنوز ایستگاهی به شما سپرده نشده است؛ از مدیر کل بخواهید ایستگاه‌هایتان را تعیین کند.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {own.map((station) => (
            <li key={station}>
              <Link
                to={`/dashboard/station/${station}`}
                className="flex min-h-16 items-center gap-3 rounded-xl bg-sky-700 px-5 text-xl font-bold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
              >
                <span aria-hidden="true" className="i-tabler-scan h-7 w-7 shrink-0" />
                {stationLabels[station]}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
