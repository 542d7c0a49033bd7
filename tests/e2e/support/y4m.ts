import { PNG } from "pngjs"

/** One full-range BT.601 (JPEG) sample from 8-bit RGB, rounded and kept in 0..255. */
const clamp = (value: number): number => Math.max(0, Math.min(255, Math.round(value)))
const luma = (r: number, g: number, b: number): number => clamp(0.299 * r + 0.587 * g + 0.114 * b)
const blueDifference = (r: number, g: number, b: number): number => clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)
const redDifference = (r: number, g: number, b: number): number => clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)

/** An image's planes in YUV 4:2:0 (chroma averaged over each 2 × 2 block), cropped to even sides as 4:2:0 needs. */
export const yuv420 = (
  rgba: Uint8Array,
  width: number,
  height: number,
): { readonly width: number; readonly height: number; readonly planes: Buffer } => {
  const w = width - (width % 2)
  const h = height - (height % 2)
  const y = Buffer.alloc(w * h)
  const u = Buffer.alloc((w / 2) * (h / 2))
  const v = Buffer.alloc((w / 2) * (h / 2))
  const pixel = (x: number, row: number): readonly [number, number, number] => {
    const at = (row * width + x) * 4
    return [rgba[at] ?? 0, rgba[at + 1] ?? 0, rgba[at + 2] ?? 0]
  }
  for (let row = 0; row < h; row++) for (let x = 0; x < w; x++) y[row * w + x] = luma(...pixel(x, row))
  for (let row = 0; row < h; row += 2)
    for (let x = 0; x < w; x += 2) {
      const block = [pixel(x, row), pixel(x + 1, row), pixel(x, row + 1), pixel(x + 1, row + 1)]
      const mean = (channel: 0 | 1 | 2) => block.reduce((sum, rgb) => sum + rgb[channel], 0) / 4
      const [r, g, b] = [mean(0), mean(1), mean(2)]
      u[(row / 2) * (w / 2) + x / 2] = blueDifference(r, g, b)
      v[(row / 2) * (w / 2) + x / 2] = redDifference(r, g, b)
    }
  return { width: w, height: h, planes: Buffer.concat([y, u, v]) }
}

/**
 * A YUV4MPEG2 video (420jpeg) of `frames` identical frames of a PNG image, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`), which plays it in a loop.
 */
export const y4mOfPng = (png: Buffer, frames = 5, fps = 10): Buffer => {
  const image = PNG.sync.read(png)
  const { width, height, planes } = yuv420(image.data, image.width, image.height)
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, "ascii")
  const frame = Buffer.concat([Buffer.from("FRAME\n", "ascii"), planes])
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)])
}
