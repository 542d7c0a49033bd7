import { Option, Result, Schema, SchemaTransformation } from "effect"
import { formBody } from "../validation/FormBody.ts"
import { BoundedNumber } from "../validation/NumberField.ts"
import { DigitsField } from "../validation/fields.ts"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { isRackState, rackStates, type RackState } from "./RackStates.ts"

/** A rack's number, its slots and the weight it bears (kg): a plant numbers its racks in four digits at most, an A-frame holds up to 100 units and 10 t. */
export const rackBounds = {
  number: { min: 1, max: 9999 },
  slots: { min: 1, max: 100 },
  capacityKg: { min: 1, max: 10_000 },
} as const

const { number, slots, capacityKg } = rackBounds

/** The Persian messages of the rack rules. */
export const rackMessages = {
  number: {
    required: "وارد کردن شماره خرک اجباری است",
    outOfRange: `شماره خرک باید بین ${number.min} و ${number.max} باشد`,
    fraction: "شماره خرک باید عدد صحیح باشد",
  },
  slots: {
    required: "وارد کردن تعداد جا اجباری است",
    outOfRange: `تعداد جا باید بین ${slots.min} و ${slots.max} باشد`,
    fraction: "تعداد جا باید عدد صحیح باشد",
  },
  capacity: {
    required: "وارد کردن ظرفیت اجباری است",
    outOfRange: `ظرفیت باید بین ${capacityKg.min} و ${capacityKg.max} کیلوگرم باشد`,
    fraction: "ظرفیت باید عدد صحیح باشد",
  },
  stateInvalid: "وضعیت خرک نامعتبر است",
  taken: "خرکی با این شماره قبلاً ثبت شده است",
  /** A slot above the new count still holds a unit. */
  slotHeld: (slot: number) => `جای ${slot} این خرک پر است؛ تعداد جا کمتر از ${slot} نمی‌شود`,
  /** The units already on the rack weigh more than the new capacity. */
  belowLoad: (minimumKg: number) => `بار کنونی خرک بیش از این است؛ ظرفیت باید دست‌کم ${minimumKg} کیلوگرم باشد`,
  retireHeld: "خرکی که واحدی در آن است از رده خارج نمی‌شود",
  leaveHeld: "خرکی که واحدی در آن است فقط با اسکن ارسال از کارخانه می‌رود",
} as const

/** The state as sent: missing or blank is a rack in the plant; anything but a state's word fails. */
const StateField = DigitsField.check(
  Schema.makeFilter((text: string) => text === "" || isRackState(text), { message: rackMessages.stateInvalid }),
).pipe(
  Schema.decodeTo(
    Schema.Literals(rackStates),
    SchemaTransformation.transform<RackState, string>({
      decode: (text) => (isRackState(text) ? text : "in_plant"),
      encode: (state) => state,
    }),
  ),
)

/** A rack as the form and the API send it: number, slots, capacity in kg (whole numbers in any digits) and its state. */
export const RackForm = Schema.Struct({
  number: BoundedNumber(rackMessages.number, { ...number, decimals: 0 }),
  slots: BoundedNumber(rackMessages.slots, { ...slots, decimals: 0 }),
  capacity_kg: BoundedNumber(rackMessages.capacity, { ...capacityKg, decimals: 0 }),
  state: StateField,
})
export type RackForm = typeof RackForm.Type

const validateFields = validateWith(RackForm)

/** Checks a rack body, answering it or each field's first Persian message (the browser and the server run the same rule). */
export const validateRackForm = (input: unknown): Result.Result<RackForm, FieldErrors> => validateFields(formBody(input))

/** What a rack holds now: the slots its not-dispatched units take and their weight in grams. */
export interface RackHolding {
  readonly heldSlots: ReadonlyArray<number>
  readonly loadGrams: number
}

/** The smallest whole capacity in kg that bears a load in grams. */
export const minimumCapacityKg = (loadGrams: number): number => Math.ceil(loadGrams / 1000)

/**
 * The errors of a rack saved over what it holds: no slot above the new count may be held, the units' weight must stay
 * within the capacity, and a rack holding units stays in the plant (units leave by their dispatch scan).
 */
export const rackHoldingErrors = (form: RackForm, holding: RackHolding): FieldErrors => {
  const errors: Record<string, string> = {}
  const highest = holding.heldSlots.reduce((top, slot) => Math.max(top, slot), 0)
  if (highest > form.slots) errors.slots = rackMessages.slotHeld(highest)
  if (form.capacity_kg * 1000 < holding.loadGrams)
    errors.capacity_kg = rackMessages.belowLoad(minimumCapacityKg(holding.loadGrams))
  if (holding.heldSlots.length > 0 && form.state !== "in_plant")
    errors.state = form.state === "retired" ? rackMessages.retireHeld : rackMessages.leaveHeld
  return errors
}

/** When a rack left the plant after a save: kept while it stays at a customer or is retired there, set now when it leaves, cleared on its return. */
export const leftAtAfter = (
  before: Option.Option<{ readonly state: RackState; readonly left_at: string | null }>,
  state: RackState,
  nowIso: string,
): string | null => {
  const was = Option.getOrUndefined(before)
  if (state === "in_plant") return null
  if (state === "at_customer") return was?.state === "at_customer" ? was.left_at : nowIso
  return was?.left_at ?? null
}
