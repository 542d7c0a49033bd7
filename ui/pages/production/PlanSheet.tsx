import { useId, type ReactNode, type SVGProps } from "react"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import type { BatchSheet } from "./api/batchQueries.ts"
import { sizeText, yieldText } from "./api/batchText.ts"
import { cutMidpoint, cutSegment, labelFont, smallestFont, svgY, trimBands, type Box } from "./planSheetLayout.ts"

type Piece = BatchSheet["pieces"][number]

/** A rectangle of the plan drawn in SVG units (mm), the plan's y turned to SVG's. */
const Rect = ({ box, sheetHeight, ...rest }: { readonly box: Box; readonly sheetHeight: number } & SVGProps<SVGRectElement>) => (
  <rect x={box.x} y={svgY(sheetHeight, box)} width={box.width} height={box.height} {...rest} />
)

/** One piece: its rectangle, its code and size when they fit, a corner mark when rotated, and a <title> always. */
function PieceShape({ piece, sheet }: { readonly piece: Piece; readonly sheet: BatchSheet }) {
  const code = toPersianDigits(piece.code)
  const size = sizeText(piece.width, piece.height)
  const font = labelFont(piece, [code, size], sheet)
  const top = svgY(sheet.height, piece)
  const centreX = piece.x + piece.width / 2
  const centreY = top + piece.height / 2
  const mark = Math.min(piece.width, piece.height, smallestFont(sheet) * 2.4)
  return (
    <g data-part="piece" data-code={piece.code} data-rotated={piece.rotated}>
      <title>{`${code}: ${size} میلی‌متر${piece.rotated ? "، چرخیده" : ""}`}</title>
      <Rect box={piece} sheetHeight={sheet.height} fill="#e0f2fe" stroke="#0c4a6e" strokeWidth={smallestFont(sheet) / 6} />
      {piece.rotated && (
        <path data-part="rotated" d={`M ${piece.x} ${top} h ${mark} L ${piece.x} ${top + mark} Z`} fill="#0369a1" />
      )}
      {font !== undefined && (
        <text x={centreX} y={centreY} fontSize={font} textAnchor="middle" fill="#0f172a" direction="ltr">
          <tspan x={centreX} dy={-font * 0.2} fontWeight="bold">
            {code}
          </tspan>
          <tspan x={centreX} dy={font * 1.2}>
            {size}
          </tspan>
        </text>
      )}
    </g>
  )
}

/** A cut's line and its number in cutting order, the number in a small disc at the cut's middle. */
function CutLine({ cut, sheet }: { readonly cut: BatchSheet["cuts"][number]; readonly sheet: BatchSheet }) {
  const font = smallestFont(sheet) * 0.9
  const at = cutMidpoint(sheet.height, cut)
  return (
    <g data-part="cut" data-number={cut.number}>
      <line
        {...cutSegment(sheet.height, cut)}
        stroke="#b91c1c"
        strokeWidth={font / 7}
        strokeDasharray={cut.stage === 0 ? `${font / 2} ${font / 3}` : undefined}
      />
      <circle cx={at.x} cy={at.y} r={font * 0.85} fill="#fff" stroke="#b91c1c" strokeWidth={font / 10} />
      <text x={at.x} y={at.y} fontSize={font} textAnchor="middle" dominantBaseline="central" fill="#991b1b" direction="ltr">
        {toPersianDigits(cut.number)}
      </text>
    </g>
  )
}

/**
 * One sheet of a cutting plan drawn to scale (the viewBox in mm): the sheet, its trims shaded, every piece with its code
 * and size, the cuts numbered in cutting order, the offcuts hatched. The origin is the sheet's lower left corner where
 * the cutter starts, x to the right as in the plan: the SVG is never mirrored by the page's right-to-left direction.
 */
export function PlanSheet({ sheet, className = "" }: { readonly sheet: BatchSheet; readonly className?: string }) {
  const hatch = useId()
  const stroke = smallestFont(sheet) / 5
  const step = smallestFont(sheet) * 1.6
  const label = `برگ ${toPersianDigits(sheet.number)}، ${sizeText(sheet.width, sheet.height)} میلی‌متر، ${toPersianDigits(sheet.pieces.length)} قطعه، بازده ${yieldText(sheet.yield_basis_points)}`
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-stroke} ${-stroke} ${sheet.width + 2 * stroke} ${sheet.height + 2 * stroke}`}
      className={`block ${className}`}
      style={{ direction: "ltr" }}
      data-testid="plan-sheet"
      data-sheet={sheet.number}
    >
      <defs>
        <pattern id={`${hatch}-waste`} patternUnits="userSpaceOnUse" width={step} height={step} patternTransform="rotate(45)">
          <line x1={0} y1={0} x2={0} y2={step} stroke="#a16207" strokeWidth={stroke} />
        </pattern>
        <pattern
          id={`${hatch}-trim`}
          patternUnits="userSpaceOnUse"
          width={step / 2}
          height={step / 2}
          patternTransform="rotate(-45)"
        >
          <line x1={0} y1={0} x2={0} y2={step / 2} stroke="#6b7280" strokeWidth={stroke / 2} />
        </pattern>
      </defs>
      <rect
        data-part="sheet"
        x={0}
        y={0}
        width={sheet.width}
        height={sheet.height}
        fill="#f8fafc"
        stroke="#111827"
        strokeWidth={stroke}
      />
      {trimBands(sheet, sheet.trim_mm).map((band, index) => (
        <Rect key={index} data-part="trim" box={band} sheetHeight={sheet.height} fill={`url(#${hatch}-trim)`} opacity={0.7} />
      ))}
      {sheet.offcuts.map((offcut, index) => (
        <g key={index} data-part="offcut">
          <title>{`پس‌ماند قابل استفاده: ${sizeText(offcut.width, offcut.height)} میلی‌متر`}</title>
          <Rect box={offcut} sheetHeight={sheet.height} fill={`url(#${hatch}-waste)`} stroke="#a16207" strokeWidth={stroke / 2} />
        </g>
      ))}
      {sheet.pieces.map((piece) => (
        <PieceShape key={piece.pane_id} piece={piece} sheet={sheet} />
      ))}
      {sheet.cuts.map((cut) => (
        <CutLine key={cut.number} cut={cut} sheet={sheet} />
      ))}
      <path
        data-part="origin"
        d={`M 0 ${sheet.height} m ${step} ${-step} h ${step * 2} M ${step} ${sheet.height - step} v ${-step * 2}`}
        stroke="#111827"
        strokeWidth={stroke}
        fill="none"
      />
    </svg>
  )
}

/** A legend's sample of a mark, drawn as the plan draws it. */
const Swatch = ({ children }: { readonly children: ReactNode }) => (
  <svg aria-hidden="true" viewBox="0 0 20 12" className="h-3 w-5 shrink-0">
    {children}
  </svg>
)

/** The legend under a drawing: what its marks mean. */
export function PlanLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700" aria-label="راهنمای نقشه">
      <li className="flex items-center gap-1">
        <Swatch>
          <rect x={0.5} y={0.5} width={19} height={11} fill="#e0f2fe" stroke="#0c4a6e" />
        </Swatch>
        قطعه (کد و ابعاد به میلی‌متر)
      </li>
      <li className="flex items-center gap-1">
        <Swatch>
          <rect x={0.5} y={0.5} width={19} height={11} fill="#e0f2fe" stroke="#0c4a6e" />
          <path d="M 0.5 0.5 h 7 L 0.5 7.5 Z" fill="#0369a1" />
        </Swatch>
        چرخیده
      </li>
      <li className="flex items-center gap-1">
        <Swatch>
          <line x1={0} y1={6} x2={20} y2={6} stroke="#b91c1c" />
          <circle cx={10} cy={6} r={5} fill="#fff" stroke="#b91c1c" />
        </Swatch>
        برش، شماره به ترتیب برش (خط‌چین: برش لبه)
      </li>
      <li className="flex items-center gap-1">
        <Swatch>
          <rect x={0.5} y={0.5} width={19} height={11} fill="#fff" stroke="#a16207" />
          <path d="M 2 11 L 11 1 M 9 11 L 18 1" stroke="#a16207" />
        </Swatch>
        پس‌ماند قابل استفاده
      </li>
      <li className="flex items-center gap-1">
        <Swatch>
          <rect x={0.5} y={0.5} width={19} height={11} fill="#e5e7eb" stroke="#6b7280" />
        </Swatch>
        دورریز لبه
      </li>
      <li>مبدأ (گوشه): پایین چپ برگ، جای ایستادن برشکار</li>
    </ul>
  )
}
