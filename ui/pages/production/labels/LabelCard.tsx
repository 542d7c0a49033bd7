import { useLayoutEffect, useRef } from "react"
import { labelText } from "../../../../domain/production/Labels.ts"
import type { Label } from "../api/labelQueries.ts"
import type { LabelFormat } from "./labelsLink.ts"
import { QrCode } from "./QrCode.tsx"

/** The smallest text a label may be made, in points, before it would no longer be read at arm's length. */
const smallest: Readonly<Record<LabelFormat, number>> = { sheet: 4.5, roll: 6 }

/** Makes the text smaller, a quarter point at a time from the format's size, until every line fits the label (once its font is loaded). */
const fitted = (text: HTMLElement, format: LabelFormat): void => {
  text.style.fontSize = ""
  let size = Number.parseFloat(getComputedStyle(text).fontSize) * 0.75
  while (text.scrollHeight > text.clientHeight + 1 && size > smallest[format]) {
    size -= 0.25
    text.style.fontSize = `${size}pt`
  }
}

/**
 * One label (production.md section 6): the Persian text on the right, as the page reads, and the QR code of the code
 * on the left with the code under it in Persian digits. Its size is the format's (labels.css); a label with much to say
 * (a long name, three panes' glass, the whole route) has its text made smaller rather than cut.
 */
export function LabelCard({ label, format }: { readonly label: Label; readonly format: LabelFormat }) {
  const text = labelText(label)
  const block = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = block.current
    if (element === null) return
    fitted(element, format)
    let current = true
    void document.fonts.ready.then(() => {
      if (current) fitted(element, format)
    })
    return () => {
      current = false
    }
  }, [label, format])
  return (
    <article className="label-card" data-testid="label" data-code={label.code} data-kind={label.kind}>
      <div ref={block} className="label-text">
        <p className="label-customer">{text.customer}</p>
        <p className="label-order">{text.order}</p>
        <p className="label-size">{text.size}</p>
        <p className="label-glass">{text.glass}</p>
        <p className="label-ahead">{text.ahead}</p>
        {text.rack !== null && <p className="label-rack">{text.rack}</p>}
      </div>
      <div className="label-qr">
        <QrCode text={label.code} className="label-qr-code" />
        <p className="label-code" dir="ltr">
          {text.code}
        </p>
      </div>
    </article>
  )
}
