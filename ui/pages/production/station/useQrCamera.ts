import { useEffect, useRef, useState, type RefObject } from "react"
import { makeFrameReader } from "./qrFrameReader.ts"

/** Where the camera stands: off, asking for it, reading frames, or failed with the Persian reason. */
export type CameraState =
  | { readonly kind: "off" }
  | { readonly kind: "starting" }
  | { readonly kind: "on" }
  | { readonly kind: "failed"; readonly text: string }

/** How often a frame is read: five times a second answers within a glance and leaves a phone's battery alone. */
const readEveryMs = 200

/** The Persian reason a camera could not be opened. */
export const cameraFailureText = (error: unknown): string => {
  const name = error instanceof DOMException || error instanceof Error ? error.name : ""
  if (name === "NotAllowedError" || name === "SecurityError")
    return "اجازه استفاده از دوربین داده نشد؛ از تنظیمات مرورگر اجازه دهید یا کد را در کادر وارد کنید."
  if (name === "NotFoundError" || name === "OverconstrainedError")
    return "دوربینی روی این دستگاه پیدا نشد؛ کد را در کادر وارد کنید."
  if (name === "NotReadableError" || name === "AbortError")
    return "دوربین در دست برنامه دیگری است؛ آن را ببندید و دوباره دوربین را روشن کنید."
  return "دوربین باز نشد؛ کد را در کادر وارد کنید."
}

/**
 * Opens the rear camera (the front one where there is none) into the video while `on`, reads QR codes from its
 * frames and hands each text read to `onRead`; closes the camera when turned off or when the screen goes away.
 */
export function useQrCamera(video: RefObject<HTMLVideoElement | null>, on: boolean, onRead: (text: string) => void): CameraState {
  const [state, setState] = useState<CameraState>({ kind: "off" })
  const read = useRef(onRead)
  useEffect(() => {
    read.current = onRead
  }, [onRead])
  useEffect(() => {
    if (!on) {
      setState({ kind: "off" })
      return
    }
    // The video stays in the page while the camera is off, so the element the effect starts with is the one it stops.
    const element = video.current
    let stopped = false
    let stream: MediaStream | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const start = async () => {
      setState({ kind: "starting" })
      if (navigator.mediaDevices?.getUserMedia === undefined) {
        // Browsers offer the camera only on https (or this computer itself).
        setState({
          kind: "failed",
          text: "این مرورگر دوربین را در اختیار صفحه نمی‌گذارد (نشانی باید با https باشد)؛ کد را در کادر وارد کنید.",
        })
        return
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
        })
        if (stopped || element === null) {
          for (const track of stream.getTracks()) track.stop()
          return
        }
        element.srcObject = stream
        await element.play()
        const reader = await makeFrameReader()
        if (stopped) return
        setState({ kind: "on" })
        const tick = async () => {
          if (stopped) return
          try {
            for (const text of await reader(element)) read.current(text)
          } catch {
            // A frame the reader could not take (the video between sizes) is skipped; the next one is read.
          }
          if (!stopped) timer = setTimeout(() => void tick(), readEveryMs)
        }
        void tick()
      } catch (error) {
        if (!stopped) setState({ kind: "failed", text: cameraFailureText(error) })
      }
    }
    void start()
    return () => {
      stopped = true
      clearTimeout(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
      if (element !== null) element.srcObject = null
    }
  }, [on, video])
  return state
}
