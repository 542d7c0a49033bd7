import { Description, Field, Label, Switch as HeadlessSwitch } from "@headlessui/react"

interface SwitchProps {
  readonly name?: string
  readonly label: string
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
  readonly disabled?: boolean
  /** Keeps the label for screen readers only, for switches inside a table row. */
  readonly hideLabel?: boolean
  /** What turning it on does, in a line under the label (announced as the switch's description). */
  readonly description?: string
}

/** An on/off switch with its Persian label; mirrored for RTL, the knob sits at the start (right) when off and moves to the end when on. */
export function Switch({ name, label, checked, onChange, disabled, hideLabel = false, description }: SwitchProps) {
  const labelled = <Label className={hideLabel ? "sr-only" : "cursor-pointer select-none text-sm text-gray-800"}>{label}</Label>
  return (
    <Field className="flex items-center gap-3" disabled={disabled}>
      <HeadlessSwitch
        name={name}
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-gray-400 transition data-[checked]:bg-sky-700 outline-none data-[focus]:outline data-[focus]:outline-2 data-[focus]:outline-offset-2 data-[focus]:outline-sky-600 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60"
      >
        <span className="inline-block h-4 w-4 translate-x-[-0.25rem] rounded-full bg-white shadow transition group-data-[checked]:translate-x-[-1.5rem]" />
      </HeadlessSwitch>
      {description === undefined ? (
        labelled
      ) : (
        <span className="flex min-w-0 flex-col">
          {labelled}
          <Description className="text-xs leading-5 text-gray-600">{description}</Description>
        </span>
      )}
    </Field>
  )
}
