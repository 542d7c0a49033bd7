import { NavLink } from "react-router"
import { menuGroupLabels, menuGroupsOf, menuItemsOf, type Role } from "../../domain/roles/Role.ts"
import { fromMenu } from "../components/table/useLastFilters.ts"
import { menuIcon } from "./menuIcons.ts"
import { Tooltip } from "./Tooltip.tsx"

interface NavigationProps {
  readonly role: Role
  /** Icons only, with tooltips (the collapsed desktop sidebar). */
  readonly iconsOnly: boolean
  readonly onNavigate?: () => void
}

/** The sidebar's links: the groups the role sees, each under its heading. */
export function Navigation({ role, iconsOnly, onNavigate }: NavigationProps) {
  return (
    <nav aria-label="منوی اصلی" className="flex-1 overflow-y-auto overflow-x-hidden py-2">
      <ul className="flex flex-col gap-1">
        {menuGroupsOf(role).map((group) => (
          <li key={group} data-menu-group={group}>
            {!iconsOnly && group !== "dashboard" && (
              <p className="px-4 pb-1 pt-3 text-xs font-medium text-sky-200">{menuGroupLabels[group]}</p>
            )}
            <ul className="flex flex-col gap-0.5">
              {menuItemsOf(role, group).map((item) => (
                <li key={item.path} className={iconsOnly ? "px-1.5" : "px-2"}>
                  <Tooltip label={item.label} enabled={iconsOnly}>
                    {(describedBy) => (
                      <NavLink
                        to={item.path}
                        state={fromMenu}
                        end
                        onClick={onNavigate}
                        aria-label={iconsOnly ? item.label : undefined}
                        aria-describedby={describedBy}
                        className={({ isActive }) =>
                          `flex h-9 items-center gap-3 rounded-md text-sm transition focus-visible:outline-2 focus-visible:outline-white ${
                            iconsOnly ? "justify-center" : "px-3"
                          } ${isActive ? "bg-white/20 font-medium text-white" : "text-sky-50 hover:bg-white/10"}`
                        }
                      >
                        <span aria-hidden="true" className={`${menuIcon(item.path)} h-5 w-5 shrink-0`} />
                        {!iconsOnly && <span className="truncate">{item.label}</span>}
                      </NavLink>
                    )}
                  </Tooltip>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  )
}
