import { laminateColorMessages } from "../laminate/LaminateColorForm.ts"
import { RialsField } from "../money/RialsField.ts"

/** A unit price in rials with the laminate colour form's messages: 0 accepted, negative, fractional or absurd refused. */
export const Price = RialsField({
  required: laminateColorMessages.priceRequired,
  negative: laminateColorMessages.priceNegative,
  fraction: laminateColorMessages.priceFraction,
  tooLarge: laminateColorMessages.priceTooLarge,
})
