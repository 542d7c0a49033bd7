import { computed, signal, type ReadonlySignal, type Signal } from "@preact/signals-react"
import { Result } from "effect"
import type { Catalog } from "../../../../domain/invoice/Catalog.ts"
import { validateInvoiceHeader } from "../../../../domain/invoice/InvoiceForm.ts"
import { checkLine, keyedAt, type LineContext } from "../../../../domain/invoice/InvoiceLineCheck.ts"
import {
  priceLine,
  totalsOf,
  type InvoicePrice,
  type LinePricing,
  type TotalTooLarge,
} from "../../../../domain/invoice/Pricing.ts"
import type { PricingSettings } from "../../../../domain/invoice/PricingSettings.ts"
import type { ResolvedLine } from "../../../../domain/invoice/ResolvedInvoice.ts"
import { totalsHeaderOf } from "../../../../domain/invoice/TotalsHeader.ts"
import type { FieldErrors } from "../../../../domain/validation/FieldErrors.ts"
import { discountCap } from "../../../../domain/invoice/DiscountCap.ts"
import { discountCapMessage } from "../../../../domain/invoice/InvoiceMessages.ts"
import type { SalesExpertAccess } from "../../../../domain/access/SalesExpertAccess.ts"
import { bodyOf, emptyLine, type DraftStart, type HeaderInput, type InvoiceInput, type LineInput } from "./draftInputs.ts"

/** What a draft is checked and priced against: the decoded catalog answer and who edits (their role and allowed products). */
export interface DraftSetting {
  readonly catalog: Catalog
  readonly pricing: PricingSettings
  readonly actor: LineContext["actor"] & { readonly access: Pick<SalesExpertAccess, "max_discount_percent"> }
}

/** One line of a draft: its own signal, and its check and price computed from that signal alone. */
export interface DraftLine {
  /** Stays with the line while others are added, moved or removed (the screen's key). */
  readonly key: number
  readonly $input: Signal<LineInput>
  /** The line resolved against the catalog, or its errors keyed inside the line (`width`). */
  readonly $checked: ReadonlySignal<Result.Result<ResolvedLine, FieldErrors>>
  /** Its area, weight and amount once it resolves. */
  readonly $price: ReadonlySignal<LinePricing | undefined>
}

/** An invoice being edited: a header signal, a signal per line, and the totals of the lines that price. */
export interface InvoiceDraft {
  readonly $header: Signal<HeaderInput>
  readonly $lines: Signal<ReadonlyArray<DraftLine>>
  /** Subtotal, discount, fare, VAT, total and words over the lines that resolve, as the server would save them. */
  readonly $totals: ReadonlySignal<Result.Result<InvoicePrice, TotalTooLarge>>
  /** The header's messages alone: what the header's fields show, unmoved by a keystroke in a line. */
  readonly $headerErrors: ReadonlySignal<FieldErrors>
  /** The header's and every line's messages, keyed as the server's 422 keys them (`lines.3.width`). */
  readonly $errors: ReadonlySignal<FieldErrors>
  /** Adds a line at the end, or right after the line `after` names. */
  readonly addLine: (input?: LineInput, after?: number) => DraftLine
  /** Puts a copy of a line right after it, as a new line (without the stored line's id). */
  readonly duplicateLine: (key: number) => void
  readonly removeLine: (key: number) => void
  readonly changeLine: (key: number, change: Partial<LineInput>) => void
  readonly changeHeader: (change: Partial<HeaderInput>) => void
  /** The body a create or a save sends. */
  readonly toBody: () => InvoiceInput
}

/** A draft store over a start (a new invoice or an answer opened for editing); a keystroke in a line reprices that line and the totals only. */
export const createInvoiceDraft = (setting: DraftSetting, start: DraftStart): InvoiceDraft => {
  const { catalog, pricing, actor } = setting
  const context: LineContext = { actor, kept: start.kept }
  let nextKey = 0
  const lineOf = (input: LineInput): DraftLine => {
    const $input = signal(input)
    const $checked = computed(() => checkLine($input.value, catalog, context))
    const $price = computed(() =>
      Result.match($checked.value, { onSuccess: (line) => priceLine(line, pricing), onFailure: () => undefined }),
    )
    return { key: nextKey++, $input, $checked, $price }
  }
  const $header = signal(start.header)
  const $lines = signal<ReadonlyArray<DraftLine>>(start.lines.map(lineOf))
  const $totalsHeader = computed(() => totalsHeaderOf($header.value, catalog, actor.role, start.fallbackDate))
  const $totals = computed(() =>
    totalsOf(
      $lines.value.flatMap((line) => line.$price.value ?? []),
      $totalsHeader.value,
      pricing,
    ),
  )
  const $headerErrors = computed((): FieldErrors => {
    const cap = discountCap(actor.role, actor.access)
    return Result.match(validateInvoiceHeader($header.value), {
      onSuccess: (valid): FieldErrors => (valid.discount_percent > cap ? { discount_percent: discountCapMessage(cap) } : {}),
      onFailure: (errors) => errors,
    })
  })
  const $errors = computed((): FieldErrors => {
    const lines = $lines.value.map((line, i) =>
      Result.match(line.$checked.value, { onSuccess: (): FieldErrors => ({}), onFailure: (errors) => keyedAt(i, errors) }),
    )
    return Object.fromEntries([$headerErrors.value, ...lines].flatMap((errors) => Object.entries(errors)))
  })
  const find = (key: number) => $lines.value.findIndex((line) => line.key === key)

  return {
    $header,
    $lines,
    $totals,
    $headerErrors,
    $errors,
    addLine: (input = emptyLine, after) => {
      const line = lineOf(input)
      const at = after === undefined ? -1 : find(after)
      $lines.value = at === -1 ? [...$lines.value, line] : [...$lines.value.slice(0, at + 1), line, ...$lines.value.slice(at + 1)]
      return line
    },
    duplicateLine: (key) => {
      const at = find(key)
      const original = $lines.value[at]
      if (original === undefined) return
      $lines.value = [
        ...$lines.value.slice(0, at + 1),
        lineOf({ ...original.$input.value, id: null }),
        ...$lines.value.slice(at + 1),
      ]
    },
    removeLine: (key) => {
      $lines.value = $lines.value.filter((line) => line.key !== key)
    },
    changeLine: (key, change) => {
      const line = $lines.value[find(key)]
      if (line !== undefined) line.$input.value = { ...line.$input.value, ...change }
    },
    changeHeader: (change) => {
      $header.value = { ...$header.value, ...change }
    },
    toBody: () =>
      bodyOf(
        $header.value,
        $lines.value.map((line) => line.$input.value),
      ),
  }
}
