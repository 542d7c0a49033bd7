import { useRef } from "react"
import { useQrCamera } from "./useQrCamera.ts"

/**
 * The camera view: turned on and off with one large button (remembered on this device), reading QR codes while on.
 * A failure says in Persian why and points to the field.
 */
export function CameraPanel({
  on,
  onToggle,
  onRead,
}: {
  readonly on: boolean
  readonly onToggle: (on: boolean) => void
  readonly onRead: (text: string) => void
}) {
  const video = useRef<HTMLVideoElement>(null)
  const state = useQrCamera(video, on, onRead)
  return (
    <section aria-label="دوربین" className="flex flex-col gap-2" data-testid="camera" data-state={state.kind}>
      <button
        type="button"
        aria-pressed={on}
        onClick={() => onToggle(!on)}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 border-gray-400 bg-white px-4 text-lg font-bold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
      >
        <span aria-hidden="true" className={`${on ? "i-tabler-camera-off" : "i-tabler-camera"} h-6 w-6`} />
        {on ? "خاموش کردن دوربین" : "روشن کردن دوربین"}
      </button>
      {/* The video is kept in the page while off, so turning the camera on needs no new element to appear first. */}
      <div className={`relative overflow-hidden rounded-2xl bg-black ${on ? "" : "hidden"}`}>
        <video
          ref={video}
          muted
          playsInline
          autoPlay
          aria-label="تصویر دوربین"
          className="block aspect-[4/3] max-h-[45vh] w-full object-cover"
        />
        {/* The square the label is held in: a frame only, nothing to read through. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-[18%] rounded-xl border-4 border-white/80" />
        {state.kind === "starting" && (
          <p className="absolute inset-x-0 bottom-0 bg-black/60 p-2 text-center text-white">در حال روشن کردن دوربین…</p>
        )}
      </div>
      {state.kind === "failed" && (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {state.text}
        </p>
      )}
    </section>
  )
}
