import { Schema, SchemaTransformation } from "effect"
import { optionCode, type OptionItem } from "../options/Options.ts"
import { DigitsField } from "./fields.ts"

/** A choice from a fixed option list, sent as its code (a number or text in any digits); anything else fails with `message`. */
export const ChoiceField = <const Items extends readonly [OptionItem, ...ReadonlyArray<OptionItem>]>(
  items: Items,
  message: string,
) =>
  DigitsField.check(Schema.makeFilter((text: string) => items.some((item) => String(item.code) === text), { message })).pipe(
    Schema.decodeTo(
      optionCode(items),
      SchemaTransformation.transform<Items[number]["code"], string>({
        decode: (text) => Number(text) as Items[number]["code"],
        encode: (code) => String(code),
      }),
    ),
  )
