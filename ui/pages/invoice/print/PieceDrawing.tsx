import { layoutDimensionMap, type DrawingBox, type Segment } from "../../../../domain/invoice/DimensionMap.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"

/**
 * The box every piece is laid out in, in SVG units (CSS px at 1:1). The SVG then scales as a whole to its card: about
 * 0.78 on a phone, 1.1 in a desktop column and 0.82 in a printed column, so the labels stay between 12 and 18 px.
 */
export const pieceBox: DrawingBox = { width: 400, height: 260, fontSize: 16 }

const Stroke = ({ segment, part }: { readonly segment: Segment; readonly part: string }) => <line data-part={part} {...segment} />

/** One line's piece drawn to scale with its width's dimension below and its height's at its right, in mm; a flat piece's box is cut down to the band it uses. */
export function PieceDrawing({ row, width, height }: { readonly row: number; readonly width: number; readonly height: number }) {
  const map = layoutDimensionMap({ width, height }, pieceBox)
  const label = `قطعه ردیف ${toPersianDigits(row)}: عرض ${map.width.label.text} در ارتفاع ${map.height.label.text} میلی‌متر`
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 ${map.band.y} ${pieceBox.width} ${map.band.height}`}
      className="h-auto w-full"
      data-width={width}
      data-height={height}
    >
      <rect
        data-part="piece"
        x={map.piece.x}
        y={map.piece.y}
        width={map.piece.width}
        height={map.piece.height}
        fill="#e0f2fe"
        stroke="#0369a1"
        strokeWidth={1.5}
      />
      {[map.width, map.height].map((dimension, index) => (
        <g key={index} stroke="#374151" strokeWidth={1}>
          <Stroke segment={dimension.line} part="dimension-line" />
          {dimension.ticks.map((segment, end) => (
            <Stroke key={`tick-${end}`} segment={segment} part="tick" />
          ))}
          {dimension.extensions.map((segment, end) => (
            <Stroke key={`extension-${end}`} segment={segment} part="extension" />
          ))}
        </g>
      ))}
      {[
        { part: "width-label", text: map.width.label },
        { part: "height-label", text: map.height.label },
      ].map(({ part, text }) => (
        <text
          key={part}
          data-part={part}
          x={text.x}
          y={text.y}
          fontSize={pieceBox.fontSize}
          textAnchor="middle"
          dominantBaseline="central"
          fill="#111827"
          direction="ltr"
        >
          {text.text}
        </text>
      ))}
    </svg>
  )
}
