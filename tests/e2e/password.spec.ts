import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { loginForm, storedSession } from "./support/session.ts"
import { apiAs, expectNoSeriousViolations, keepScreenshot, uniqueName } from "./ui-pages-support.ts"

// Texts pinned as product.md and the domain's tables write them, never read from the code under test.
const currentRequired = "رمز عبور فعلی را وارد کنید"
const currentWrong = "رمز عبور فعلی اشتباه است"
const repeatMismatch = "تکرار رمز عبور با رمز عبور جدید یکسان نیست"
// Field errors show their digits in Persian (docs/ui-pages.md).
const passwordShape = "پسورد باید با حرف بزرگ آغاز شود و حداقل ۶ کاراکتر باشد"
const changed = "رمز عبور با موفقیت تغییر کرد"
const wrongCredentials = "رمز عبور یا نام کاربری اشتباه است"

let serial = Math.floor(Math.random() * 9000)

/** A sales expert of this test alone, so changing the password never touches the demo accounts other tests use. */
const newExpert = async (api: Awaited<ReturnType<typeof apiAs>>) => {
  serial += 1
  const digits = String(serial % 10_000).padStart(4, "0")
  const expert = { name: uniqueName("پریسا"), personnelCode: `556010${digits}`, mobile: `0936000${digits}`, password: "Start123" }
  const answer = await api.post("/Admin/user", {
    name: expert.name,
    last_name: "رمزی",
    personnel_code: expert.personnelCode,
    mobile: expert.mobile,
    role: "sales-expert",
    password: expert.password,
  })
  expect(answer.status()).toBe(201)
  return expert
}

const signInAs = async (page: Page, identifier: string, password: string) => {
  await page.goto("/")
  const form = loginForm(page)
  await form.identifier.fill(identifier)
  await form.password.fill(password)
  await form.submit.click()
}

const fields = (page: Page) => ({
  current: page.getByLabel("رمز عبور فعلی"),
  next: page.getByLabel("رمز عبور جدید", { exact: true }),
  repeat: page.getByLabel("تکرار رمز عبور جدید"),
  submit: page.getByRole("button", { name: "تغییر رمز عبور", exact: true }),
})

test("a sales expert changes the password from the user menu, other sessions end, and the new password signs in", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const expert = await newExpert(await apiAs(request, baseURL ?? "", "super-admin"))
  await signInAs(page, expert.personnelCode, expert.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  // Another session of the same user, as a second device would hold.
  const other = await request.post(`${baseURL}/api/auth/login`, {
    data: { username: expert.personnelCode, password: expert.password },
  })
  const otherToken = ((await other.json()) as { access_token: string }).access_token

  // A second tab of the same browser shares the session and must follow the new token.
  const secondTab = await context.newPage()
  await secondTab.goto("/dashboard/announcement-list")
  await expect(secondTab.getByRole("heading", { level: 1, name: "اطلاعیه‌ها" })).toBeVisible()

  await page.getByRole("button", { name: /کارشناس فروش/ }).click()
  await page.getByRole("menuitem", { name: "تغییر رمز عبور" }).click()
  await expect(page).toHaveURL(/\/dashboard\/edit-password$/)
  await expect(page.getByRole("heading", { level: 1, name: "تغییر رمز عبور" })).toBeVisible()
  const form = fields(page)
  await form.submit.click()
  await expect(form.current).toHaveAccessibleDescription(currentRequired)
  await form.next.fill("weakpass")
  await form.repeat.fill("weakpass2")
  await expect(form.next).toHaveAccessibleDescription(passwordShape)
  await expect(form.repeat).toHaveAccessibleDescription(repeatMismatch)
  await expectNoSeriousViolations(page)
  await keepScreenshot(page, "edit-password-errors-1280")

  // A wrong current password is a field error from the server, and the session goes on.
  await form.current.fill("Wrong123")
  await form.next.fill("Fresh123")
  await form.repeat.fill("Fresh123")
  await form.submit.click()
  await expect(form.current).toHaveAccessibleDescription(currentWrong)
  await expect(page).toHaveURL(/\/dashboard\/edit-password$/)

  await form.current.fill(expert.password)
  const before = (await storedSession(page))?.token
  await form.submit.click()
  await expect(page.getByText(changed)).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  // This tab keeps working on the fresh token; the other session has ended.
  const after = (await storedSession(page))?.token
  expect(after).not.toBe(before)
  const meOther = await request.post(`${baseURL}/api/auth/me`, { headers: { Authorization: `Bearer ${otherToken}` } })
  expect(meOther.status()).toBe(401)
  await page.reload()
  await expect(page.getByRole("button", { name: /کارشناس فروش/ })).toBeVisible()
  await expect.poll(async () => (await storedSession(secondTab))?.token).toBe(after)
  await secondTab.reload()
  await expect(secondTab.getByRole("heading", { level: 1, name: "اطلاعیه‌ها" })).toBeVisible()
  await expect(secondTab).toHaveURL(/\/dashboard\/announcement-list$/)
  await secondTab.close()

  await page.getByRole("button", { name: /کارشناس فروش/ }).click()
  await page.getByRole("menuitem", { name: "خروج" }).click()
  await expect(page).toHaveURL(/\/$/)
  await signInAs(page, expert.personnelCode, expert.password)
  await expect(page.getByText(wrongCredentials)).toBeVisible()
  await signInAs(page, expert.mobile, "Fresh123")
  await expect(page).toHaveURL(/\/dashboard$/)
})

test.describe("the password page on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("the form fits, shows errors under its inputs and passes the accessibility scan", async ({ page, request, baseURL }) => {
    const expert = await newExpert(await apiAs(request, baseURL ?? "", "sales-manager"))
    await signInAs(page, expert.mobile, expert.password)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto("/dashboard/edit-password")
    const form = fields(page)
    await form.submit.click()
    await expect(form.current).toHaveAccessibleDescription(currentRequired)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBe(0)
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "edit-password-375")
    await form.current.fill(expert.password)
    await form.next.fill("Phone123")
    await form.repeat.fill("Phone123")
    await form.submit.click()
    await expect(page.getByText(changed)).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})
