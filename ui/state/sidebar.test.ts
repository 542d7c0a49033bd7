import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { makeMemoryCookies } from "../../adapters/storage/cookies.ts"
import { $isMobile, $mobileSheetOpen, $sidebarExpanded, restoreSidebar, setSidebarExpanded, toggleSidebar } from "./sidebar.ts"

describe("the sidebar state", () => {
  it("keeps the desktop choice in a cookie of 7 days and reads it back", () => {
    fc.assert(
      fc.property(fc.boolean(), (expanded) => {
        const cookies = makeMemoryCookies()
        setSidebarExpanded(cookies, expanded)
        expect(cookies.maxAge("sidebar_state")).toBe(604800)
        $sidebarExpanded.value = !expanded
        restoreSidebar(cookies)
        expect($sidebarExpanded.value).toBe(expanded)
      }),
    )
  })

  it("reads a missing or unknown cookie as expanded", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => text !== "false"),
        (text) => {
          const cookies = makeMemoryCookies()
          cookies.set("sidebar_state", text, 1)
          restoreSidebar(cookies)
          expect($sidebarExpanded.value).toBe(true)
        },
      ),
    )
    restoreSidebar(makeMemoryCookies())
    expect($sidebarExpanded.value).toBe(true)
  })

  it("toggles the sheet on mobile without touching the desktop cookie, and the expanded state on desktop", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 20 }), (mobiles) => {
        const cookies = makeMemoryCookies()
        $sidebarExpanded.value = true
        $mobileSheetOpen.value = false
        let expanded = true
        let sheet = false
        for (const mobile of mobiles) {
          $isMobile.value = mobile
          toggleSidebar(cookies)
          if (mobile) sheet = !sheet
          else expanded = !expanded
          expect([$sidebarExpanded.value, $mobileSheetOpen.value]).toEqual([expanded, sheet])
        }
        expect(cookies.get("sidebar_state")).toBe(mobiles.some((mobile) => !mobile) ? String(expanded) : null)
      }),
    )
  })
})
