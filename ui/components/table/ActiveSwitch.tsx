import { Switch } from "../form/Switch.tsx"
import { ActiveLabel } from "./ActiveLabel.tsx"

/** A row's active switch named 'فعال بودن {name}', with its state in words beside it on wider screens. */
export function ActiveSwitch({
  name,
  active,
  onAsk,
  disabled,
}: {
  readonly name: string
  readonly active: boolean
  readonly onAsk: () => void
  readonly disabled?: boolean
}) {
  return (
    <>
      <Switch label={`فعال بودن ${name}`} hideLabel checked={active} disabled={disabled} onChange={onAsk} />
      <ActiveLabel active={active} className="hidden sm:inline" hidden />
    </>
  )
}
