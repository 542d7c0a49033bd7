import { Option, type Brand } from "effect"
import { idFromText } from "../../domain/identifiers/Ids.ts"

/** A path's id as the entity's branded id, or undefined (answered as 404: a larger number names no record). */
export const pathIdOf = <Id extends Brand.Branded<number, string>>(
  brand: Brand.Constructor<Id>,
  text: string | undefined,
): Id | undefined => Option.getOrUndefined(idFromText(brand)(text))
