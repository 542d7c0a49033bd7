import { Link } from "react-router"

/** The classes of a list's icon links, shared so extra row links look like the edit one. */
export const iconLinkClass =
  "flex h-8 w-8 items-center justify-center rounded-lg text-sky-700 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600"

/** An icon link in a row's actions, named for screen readers by `label` and titled for the pointer. */
export function IconLink({
  to,
  label,
  title,
  icon,
}: {
  readonly to: string
  readonly label: string
  readonly title: string
  readonly icon: string
}) {
  return (
    <Link to={to} aria-label={label} title={title} className={iconLinkClass}>
      <span aria-hidden="true" className={`${icon} h-5 w-5`} />
    </Link>
  )
}

/** The pencil link to a row's form, named 'ویرایش {name}' unless a fuller label is given. */
export function EditLink({
  to,
  name,
  label = `ویرایش ${name}`,
}: {
  readonly to: string
  readonly name?: string
  readonly label?: string
}) {
  return <IconLink to={to} label={label} title="ویرایش" icon="i-tabler-pencil" />
}
