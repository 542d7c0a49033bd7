import { useMemo } from "react"
import { qrDrawing } from "./qrPath.ts"

/** A QR code of `text` as a vector SVG: crisp at any printer's resolution. The code is Latin and read left to right. */
export function QrCode({ text, className }: { readonly text: string; readonly className?: string }) {
  const { size, path } = useMemo(() => qrDrawing(text), [text])
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      className={className}
      role="img"
      aria-label={`کد QR ${text}`}
      shapeRendering="crispEdges"
      direction="ltr"
      data-qr={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
