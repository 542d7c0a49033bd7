import { useSignals } from "@preact/signals-react/runtime"
import { Result } from "effect"
import { memo, useState } from "react"
import { byId, type Catalog } from "../../../../domain/invoice/Catalog.ts"
import type { KeptChoices } from "../../../../domain/invoice/KeptChoices.ts"
import { descriptionChoices, partsForProduct, productChoices } from "../../../../domain/invoice/LineChoices.ts"
import { kilogramsText, squareMetresText } from "../../../../domain/invoice/Measures.ts"
import { formatRials } from "../../../../domain/money/Rials.ts"
import { edgeTypes } from "../../../../domain/options/Options.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import type { FieldErrors } from "../../../../domain/validation/FieldErrors.ts"
import { inputIdOf } from "../../../components/form/FieldError.tsx"
import { SelectField } from "../../../components/form/SelectField.tsx"
import { TextField } from "../../../components/form/TextField.tsx"
import { BuildUpFields } from "./BuildUpFields.tsx"
import { heldNumber, type LineInput } from "./draftInputs.ts"
import { shownError, type EditorView } from "./editorView.ts"
import type { DraftLine } from "./invoiceDraft.ts"

interface LineCardProps {
  readonly view: EditorView
  readonly line: DraftLine
  readonly index: number
  readonly catalog: Catalog
  readonly kept: KeptChoices
  /** A sales expert's allowed products; null for a manager. */
  readonly allowed: ReadonlyArray<number> | null
  readonly removable: boolean
}

const iconButton =
  "flex h-9 w-9 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-40"

/**
 * One line of the editor as a card: product, sides, count, edge, the build-up its product's structure asks for, extra
 * processes and a note, with its own area, weight and amount. It reads only its own signals, so typing in it repaints it
 * and the totals, not the other lines.
 */
export const LineCard = memo(function LineCard({ view, line, index, catalog, kept, allowed, removable }: LineCardProps) {
  useSignals()
  const input = line.$input.value
  const checked = line.$checked.value
  const price = line.$price.value
  const errors: FieldErrors = Result.match(checked, { onSuccess: () => ({}), onFailure: (found) => found })
  const server = view.$serverLines.value.get(line.key) ?? {}
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set())
  const showAll = view.$showAll.value
  const name = (field: string) => `lines.${index}.${field}`
  const errorOf = (field: string) => shownError(field, errors, server, showAll || left.has(field))
  const leave = (field: string) => () => setLeft((fields) => (fields.has(field) ? fields : new Set([...fields, field])))
  const change = (patch: Partial<LineInput>) => view.changeLine(line.key, patch)
  const productId = heldNumber(input.product_id)
  const product = productId === null ? undefined : byId(catalog.products, productId)
  const number = toPersianDigits(index + 1)

  const chooseProduct = (id: number | null) => {
    const chosen = id === null ? undefined : byId(catalog.products, id)
    change(chosen === undefined ? { product_id: id } : { product_id: id, ...partsForProduct(input, chosen) })
  }
  const descriptions = product === undefined ? [] : descriptionChoices(catalog, product, kept)
  // A product the user may no longer sell stays shown on the line that holds it, named so, with the check's message beneath.
  const offered = productChoices(catalog, allowed).map((choice) => ({ value: choice.id, label: choice.name }))
  const productOptions =
    product === undefined || offered.some((option) => option.value === product.id)
      ? offered
      : [...offered, { value: product.id, label: `${product.name} (مجاز نیست)` }]
  // The button that had the keyboard is gone with its line: the keyboard goes to the line now in its place, else the one before.
  const removeLine = () => {
    view.removeLine(line.key)
    requestAnimationFrame(() =>
      (
        document.getElementById(inputIdOf(name("product_id"))) ??
        document.getElementById(inputIdOf(`lines.${index - 1}.product_id`))
      )?.focus(),
    )
  }

  return (
    // Cards out of sight skip style, layout and paint (content-visibility; 30rem stands in for a card not yet shown), so a
    // keystroke in a 300-line invoice does not lay out and paint every card again.
    <li
      aria-label={`ردیف ${number}`}
      className="rounded-xl border border-gray-200 bg-white p-3 [content-visibility:auto] [contain-intrinsic-size:auto_30rem] sm:p-4"
      data-line={index}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="font-bold text-gray-900">ردیف {number}</h3>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={iconButton}
            aria-label={`تکثیر ردیف ${number}`}
            title="تکثیر"
            onClick={() => view.duplicateLine(line.key)}
          >
            <span aria-hidden="true" className="i-tabler-copy h-5 w-5" />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={`حذف ردیف ${number}`}
            title="حذف"
            disabled={!removable}
            onClick={removeLine}
          >
            <span aria-hidden="true" className="i-tabler-trash h-5 w-5 text-red-700" />
          </button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-6">
        <SelectField
          name={name("product_id")}
          label="محصول"
          required
          className="col-span-2 flex flex-col"
          value={productId}
          options={productOptions}
          onChange={chooseProduct}
          onBlur={leave("product_id")}
          error={errorOf("product_id") ?? errorOf("layers") ?? errorOf("laminates") ?? errorOf("spacers")}
        />
        <TextField
          name={name("width")}
          label="عرض (میلی‌متر)"
          required
          numeric
          value={heldNumber(input.width)}
          onChange={(width) => change({ width })}
          onBlur={leave("width")}
          error={errorOf("width")}
        />
        <TextField
          name={name("height")}
          label="ارتفاع (میلی‌متر)"
          required
          numeric
          value={heldNumber(input.height)}
          onChange={(height) => change({ height })}
          onBlur={leave("height")}
          error={errorOf("height")}
        />
        <TextField
          name={name("count")}
          label="تعداد"
          required
          numeric
          value={heldNumber(input.count)}
          onChange={(count) => change({ count })}
          onBlur={leave("count")}
          error={errorOf("count")}
        />
        <SelectField
          name={name("edge_type")}
          label="نوع لبه"
          placeholder="ندارد"
          value={heldNumber(input.edge_type)}
          options={edgeTypes.map((edge) => ({ value: edge.code, label: edge.label }))}
          onChange={(edge_type) => change({ edge_type })}
          error={errorOf("edge_type")}
        />
      </div>
      {product !== undefined && (
        <BuildUpFields
          product={product}
          input={input}
          catalog={catalog}
          kept={kept}
          name={name}
          errorOf={errorOf}
          leave={leave}
          change={change}
        />
      )}
      {product !== undefined && (descriptions.length > 0 || input.descriptions.length > 0) && (
        <fieldset className="mt-3 flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-gray-800">خدمات اضافه</legend>
          {input.descriptions.map((description, k) => (
            <div key={k} className="grid grid-cols-[1fr_4.5rem_auto] items-end gap-2">
              <SelectField
                name={name(`descriptions.${k}.description_id`)}
                label="خدمت"
                value={heldNumber(description.description_id)}
                options={descriptions.map((choice) => ({ value: choice.id, label: choice.name }))}
                onChange={(id) =>
                  change({ descriptions: input.descriptions.map((row, j) => (j === k ? { ...row, description_id: id } : row)) })
                }
                error={errorOf(`descriptions.${k}.description_id`)}
              />
              <TextField
                name={name(`descriptions.${k}.quantity`)}
                label="تعداد"
                numeric
                value={heldNumber(description.quantity)}
                onChange={(quantity) =>
                  change({ descriptions: input.descriptions.map((row, j) => (j === k ? { ...row, quantity } : row)) })
                }
                error={errorOf(`descriptions.${k}.quantity`)}
              />
              <button
                type="button"
                className={`${iconButton} mb-0.5`}
                aria-label={`حذف خدمت ${toPersianDigits(k + 1)} از ردیف ${number}`}
                onClick={() => change({ descriptions: input.descriptions.filter((_, j) => j !== k) })}
              >
                <span aria-hidden="true" className="i-tabler-x h-5 w-5" />
              </button>
            </div>
          ))}
          <button
            type="button"
            className="self-start rounded-lg px-2 py-1 text-sm text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600"
            onClick={() => change({ descriptions: [...input.descriptions, { description_id: null, quantity: 1 }] })}
          >
            + افزودن خدمت
          </button>
        </fieldset>
      )}
      <TextField
        name={name("note")}
        label="یادداشت ردیف"
        className="mt-3 flex flex-col"
        value={input.note ?? null}
        onChange={(note) => change({ note })}
        error={errorOf("note")}
      />
      {/* On a phone the figures stand one under another, each label beside its value; from 640 px side by side. */}
      <dl className="mt-3 grid grid-cols-1 gap-1 rounded-lg bg-gray-50 p-2 text-sm sm:grid-cols-3 sm:gap-2" aria-live="off">
        <div className="flex justify-between gap-2 sm:block">
          <dt className="text-gray-600">متراژ (متر مربع)</dt>
          <dd className="tabular-nums text-gray-900">
            {price === undefined ? "—" : squareMetresText(price.figures.area_mm2 * price.pieces)}
          </dd>
        </div>
        <div className="flex justify-between gap-2 sm:block">
          <dt className="text-gray-600">وزن (کیلوگرم)</dt>
          <dd className="tabular-nums text-gray-900">{price === undefined ? "—" : kilogramsText(price.figures.weight_grams)}</dd>
        </div>
        <div className="flex justify-between gap-2 sm:block">
          <dt className="text-gray-600">مبلغ ردیف (ریال)</dt>
          <dd className="tabular-nums font-medium text-gray-900" data-line-amount>
            {price === undefined ? "—" : formatRials(price.figures.amount)}
          </dd>
        </div>
      </dl>
    </li>
  )
})
