import type { Page } from "@playwright/test"
import {
  addDays,
  formatJalali,
  jalaliMonthNames,
  jalaliWeekday,
  todayInTehran,
  type JalaliDate,
} from "../../domain/calendar/Jalali.ts"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, expectNoSeriousViolations, keepScreenshot, uniqueName } from "./ui-pages-support.ts"

const today = () => todayInTehran(Date.now())
const shown = (date: JalaliDate) => persianDigits(formatJalali(date))
const spoken = (date: JalaliDate) => persianDigits(`${date.day} ${jalaliMonthNames[date.month - 1]} ${date.year}`)
const heading = (year: number, month: number) => `${jalaliMonthNames[month - 1]} ${persianDigits(String(year))}`
const nextMonth = (date: JalaliDate) =>
  date.month === 12 ? { year: date.year + 1, month: 1 } : { year: date.year, month: date.month + 1 }

/** The start and end date fields of the announcement form's first block. */
const fields = (page: Page) => {
  const block = page.getByRole("group", { name: "اطلاعیه ۱" })
  return {
    start: block.getByLabel("تاریخ شروع", { exact: true }),
    end: block.getByLabel("تاریخ پایان", { exact: true }),
    openEnd: block.getByRole("button", { name: "انتخاب تاریخ پایان از تقویم" }),
    openStart: block.getByRole("button", { name: "انتخاب تاریخ شروع از تقویم" }),
    calendar: page.getByRole("dialog", { name: "تقویم تاریخ پایان" }),
    startCalendar: page.getByRole("dialog", { name: "تقویم تاریخ شروع" }),
  }
}

test.describe("the Jalali date picker", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "super-admin")
    await page.goto("/dashboard/announcement")
  })

  test("the days view: month and year in the header, Saturday first, Friday in red, today marked, months paged", async ({
    page,
  }) => {
    const { end, openEnd, calendar } = fields(page)
    await expect(end).toHaveAttribute("placeholder", "انتخاب تاریخ")
    await openEnd.click()
    await expect(calendar).toBeVisible()
    const now = today()
    await expect(calendar.getByRole("button", { name: `${heading(now.year, now.month)}، انتخاب سال` })).toBeVisible()
    await expect(calendar.getByRole("columnheader")).toHaveText(["ش", "ی", "د", "س", "چ", "پ", "ج"])
    await expect(calendar.getByRole("columnheader").last()).toHaveCSS("color", "rgb(185, 28, 28)")
    await expect(calendar.getByRole("button", { name: spoken(now), exact: true })).toHaveAttribute("aria-current", "date")
    const friday = addDays(now, 6 - jalaliWeekday(now))
    if (friday.month === now.month)
      await expect(calendar.getByRole("button", { name: spoken(friday), exact: true })).toHaveCSS("color", "rgb(185, 28, 28)")
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "datepicker-days-1280")

    await calendar.getByRole("button", { name: "ماه بعد" }).click()
    const next = nextMonth(now)
    await expect(calendar.getByRole("button", { name: `${heading(next.year, next.month)}، انتخاب سال` })).toBeVisible()
    const picked = { year: next.year, month: next.month, day: 15 }
    await calendar.getByRole("button", { name: spoken(picked), exact: true }).click()
    await expect(calendar).toBeHidden()
    await expect(end).toHaveValue(shown(picked))
    await openEnd.click()
    await calendar.getByRole("button", { name: "ماه قبل" }).click()
    await calendar.getByRole("button", { name: "ماه قبل" }).click()
    const previous = now.month === 1 ? { year: now.year - 1, month: 12 } : { year: now.year, month: now.month - 1 }
    await expect(calendar.getByRole("button", { name: `${heading(previous.year, previous.month)}، انتخاب سال` })).toBeVisible()
  })

  test("the years view: twelve years, paged by twelve, a year opens its days", async ({ page }) => {
    const { openEnd, calendar } = fields(page)
    const now = today()
    await openEnd.click()
    await calendar.getByRole("button", { name: `${heading(now.year, now.month)}، انتخاب سال` }).click()
    const years = calendar.getByRole("group", { name: /^سال‌های / }).getByRole("button")
    await expect(years).toHaveCount(12)
    await expect(calendar.getByRole("button", { name: persianDigits(String(now.year)), exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    )
    const first = Number((await years.first().innerText()).replace(/[۰-۹]/g, (digit) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(digit))))
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "datepicker-years-1280")
    await calendar.getByRole("button", { name: "سال‌های بعد" }).click()
    await expect(years.first()).toHaveText(persianDigits(String(first + 12)))
    await expect(years.last()).toHaveText(persianDigits(String(first + 23)))
    await calendar.getByRole("button", { name: "سال‌های قبل" }).click()
    await calendar.getByRole("button", { name: "سال‌های قبل" }).click()
    await expect(years.first()).toHaveText(persianDigits(String(first - 12)))
    await calendar.getByRole("button", { name: persianDigits(String(first - 5)), exact: true }).click()
    await expect(calendar.getByRole("button", { name: `${heading(first - 5, now.month)}، انتخاب سال` })).toBeVisible()
    await calendar.getByRole("button", { name: spoken({ year: first - 5, month: now.month, day: 10 }), exact: true }).click()
    await expect(fields(page).end).toHaveValue(shown({ year: first - 5, month: now.month, day: 10 }))
  })

  test("typing works with Persian or ASCII digits, is shown zero-padded in Persian digits, and the clear button empties it", async ({
    page,
  }) => {
    const { end, start } = fields(page)
    const year = today().year + 1
    await end.fill(`${year}/1/5`)
    await end.blur()
    await expect(end).toHaveValue(persianDigits(`${year}/01/05`))
    await end.fill(persianDigits(`${year}/2/3`))
    await end.blur()
    await expect(end).toHaveValue(persianDigits(`${year}/02/03`))
    await fields(page).openEnd.click()
    await expect(
      fields(page).calendar.getByRole("button", { name: spoken({ year, month: 2, day: 3 }), exact: true }),
    ).toHaveAttribute("aria-pressed", "true")
    await page.keyboard.press("Escape")
    await page.getByRole("group", { name: "اطلاعیه ۱" }).getByRole("button", { name: "پاک کردن تاریخ پایان" }).click()
    await expect(end).toHaveValue("")
    await start.fill(`${year}/13/40`)
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("تاریخ را به‌درستی وارد کنید")).toBeVisible()
  })

  test("the keyboard opens the calendar, moves the RTL way and picks; Escape leaves the value", async ({ page }) => {
    const { start, openStart, startCalendar } = fields(page)
    const now = today()
    await openStart.focus()
    await page.keyboard.press("Enter")
    await expect(startCalendar).toBeVisible()
    await expect(startCalendar.getByRole("button", { name: spoken(now), exact: true })).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expect(startCalendar.getByRole("button", { name: spoken(addDays(now, 1)), exact: true })).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(startCalendar.getByRole("button", { name: spoken(addDays(now, 8)), exact: true })).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("Enter")
    await expect(startCalendar).toBeHidden()
    await expect(start).toHaveValue(shown(addDays(now, 7)))
    await expect(openStart).toBeFocused()
    await page.keyboard.press("Enter")
    await page.keyboard.press("PageDown")
    await page.keyboard.press("Escape")
    await expect(startCalendar).toBeHidden()
    await expect(start).toHaveValue(shown(addDays(now, 7)))
  })

  test("the chosen dates are stored as yyyy/MM/dd with ASCII digits", async ({ page, request, baseURL }) => {
    // Read once: the form opened on this day, and the month picked below is the one after it.
    const now = today()
    const { openEnd, calendar } = fields(page)
    const title = uniqueName("تقویم")
    await page.getByLabel("عنوان", { exact: true }).fill(title)
    await page.getByRole("group", { name: "اطلاعیه ۱" }).getByLabel("محتوا").fill("آزمایش تاریخ")
    await openEnd.click()
    await calendar.getByRole("button", { name: "ماه بعد" }).click()
    const next = nextMonth(now)
    await calendar.getByRole("button", { name: spoken({ ...next, day: 3 }), exact: true }).click()
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page).toHaveURL(/\/dashboard\/announcement-list$/)
    const api = await apiAs(request, baseURL ?? "", "super-admin")
    const titles = (
      (await (await api.get("/Admin/announcement_title")).json()) as {
        data: { data: Array<{ title: string; announcements: Array<{ show_from: string; show_until: string }> }> }
      }
    ).data.data
    const saved = titles.find((candidate) => candidate.title === title)?.announcements[0]
    expect(saved?.show_from).toBe(formatJalali(now))
    expect(saved?.show_until).toBe(formatJalali({ ...next, day: 3 }))
  })
})

test.describe("the Jalali date picker on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test("opens inside the screen and picks a date", async ({ page }) => {
    await signIn(page, "sales-manager")
    await page.goto("/dashboard/announcement")
    const { openEnd, calendar, end } = fields(page)
    await openEnd.click()
    await expect(calendar).toBeVisible()
    const box = await calendar.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
    await keepScreenshot(page, "datepicker-375")
    await expectNoSeriousViolations(page)
    const now = today()
    const pick = addDays(now, 2)
    if (pick.month !== now.month) await calendar.getByRole("button", { name: "ماه بعد" }).click()
    await calendar.getByRole("button", { name: spoken(pick), exact: true }).click()
    await expect(end).toHaveValue(shown(pick))
  })
})
