/** Reads the QR codes in the video's current frame. */
export type FrameReader = (video: HTMLVideoElement) => Promise<ReadonlyArray<string>>

/** The part of the Shape Detection API's BarcodeDetector the screen uses (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  readonly detect: (source: HTMLVideoElement) => Promise<ReadonlyArray<{ readonly rawValue: string }>>
}
interface BarcodeDetectorClass {
  new (options: { readonly formats: ReadonlyArray<string> }): BarcodeDetectorLike
  readonly getSupportedFormats: () => Promise<ReadonlyArray<string>>
}

/** The browser's own detector when it reads QR codes (Chrome on Android and macOS, Safari), else none. */
const nativeReader = async (): Promise<FrameReader | undefined> => {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (Detector === undefined) return undefined
  try {
    if (!(await Detector.getSupportedFormats()).includes("qr_code")) return undefined
    const detector = new Detector({ formats: ["qr_code"] })
    return async (video) => (await detector.detect(video)).map((found) => found.rawValue)
  } catch {
    return undefined
  }
}

/** The longest side a frame is scaled to before jsQR reads it: enough for a label filling a fifth of the view, cheap on a phone. */
const readSide = 720

/** jsQR on the frame drawn into a canvas: the browsers without a detector (Firefox, Chrome on Linux and Windows). */
const canvasReader = async (): Promise<FrameReader> => {
  const { default: jsQR } = await import("jsqr")
  const canvas = document.createElement("canvas")
  const context = canvas.getContext("2d", { willReadFrequently: true })
  return async (video) => {
    const { videoWidth, videoHeight } = video
    if (context === null || videoWidth === 0 || videoHeight === 0) return []
    const scale = Math.min(1, readSide / Math.max(videoWidth, videoHeight))
    canvas.width = Math.round(videoWidth * scale)
    canvas.height = Math.round(videoHeight * scale)
    context.drawImage(video, 0, 0, canvas.width, canvas.height)
    const frame = context.getImageData(0, 0, canvas.width, canvas.height)
    const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })
    return found === null || found.data === "" ? [] : [found.data]
  }
}

/** The best reader this browser has: its own detector where it reads QR codes, else jsQR (loaded only then). */
export const makeFrameReader = async (): Promise<FrameReader> => (await nativeReader()) ?? (await canvasReader())
