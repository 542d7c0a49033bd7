import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react"
import { useSignals } from "@preact/signals-react/runtime"
import { Link } from "react-router"
import { roleLabels } from "../../domain/roles/Role.ts"
import { signOut } from "../state/auth.ts"
import { $role, $user } from "../state/session.ts"

/** The user's name and role, opening a menu with change password and logout. */
export function UserMenu({ iconsOnly }: { readonly iconsOnly: boolean }) {
  useSignals()
  const user = $user.value
  const role = $role.value
  const name = user ? `${user.name} ${user.last_name}` : ""
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={iconsOnly ? `منوی کاربر: ${name}` : undefined}
        className={`flex w-full items-center gap-2 rounded-md text-start text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white ${iconsOnly ? "h-9 justify-center" : "p-2"}`}
      >
        <span aria-hidden="true" className="i-tabler-user-circle h-6 w-6 shrink-0" />
        {!iconsOnly && (
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{name}</span>
            {role && <span className="block truncate text-xs text-sky-100">{roleLabels[role]}</span>}
          </span>
        )}
        {!iconsOnly && <span aria-hidden="true" className="i-tabler-selector h-4 w-4 shrink-0" />}
      </MenuButton>
      <MenuItems
        anchor={{ to: "top start", gap: 6 }}
        className="z-[60] w-52 rounded-lg border border-gray-200 bg-white p-1 text-gray-900 shadow-lg focus:outline-none"
      >
        <MenuItem>
          <Link
            to="/dashboard/edit-password"
            className="flex items-center gap-2 rounded-md px-3 py-2 text-sm data-[focus]:bg-sky-50"
          >
            <span aria-hidden="true" className="i-tabler-key h-5 w-5 text-sky-700" />
            تغییر رمز عبور
          </Link>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            onClick={() => void signOut()}
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm text-red-700 data-[focus]:bg-red-50"
          >
            <span aria-hidden="true" className="i-tabler-logout h-5 w-5 -scale-x-100" />
            خروج
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  )
}
