import AxeBuilder from "@axe-core/playwright"
import { accounts, demoRoles, persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { loginForm } from "./support/session.ts"

test.describe("login card", () => {
  test("shows the card titled ورود under the company name, with a show/hide password toggle", async ({ page }) => {
    await page.goto("/")
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
    await expect(page.locator("html")).toHaveAttribute("lang", "fa")
    await expect(page.getByRole("heading", { name: "ورود" })).toBeVisible()
    await expect(page.getByText("شیشه آسمان")).toBeVisible()
    const { password } = loginForm(page)
    await password.fill("Secret12")
    await expect(password).toHaveAttribute("type", "password")
    await page.getByRole("button", { name: "نمایش رمز عبور" }).click()
    await expect(password).toHaveAttribute("type", "text")
    await page.getByRole("button", { name: "پنهان کردن رمز عبور" }).click()
    await expect(password).toHaveAttribute("type", "password")
  })

  for (const role of demoRoles) {
    for (const by of ["personnelCode", "mobile"] as const) {
      test(`${role} signs in by ${by}`, async ({ page }) => {
        await page.goto("/")
        const form = loginForm(page)
        await form.identifier.fill(accounts[role][by])
        await form.password.fill(accounts[role].password)
        await form.submit.click()
        await expect(page).toHaveURL(/\/dashboard$/)
        await expect(page.getByRole("heading", { level: 1 })).toContainText("خوش آمدید")
      })
    }
  }

  test("accepts an identifier typed in Persian digits, sending it as a mobile number", async ({ page }) => {
    await page.goto("/")
    const form = loginForm(page)
    await form.identifier.fill(persianDigits(accounts["sales-expert"].mobile))
    await form.password.fill(accounts["sales-expert"].password)
    const request = page.waitForRequest("**/api/auth/login")
    await form.submit.click()
    expect((await request).postDataJSON()).toEqual({ mobile: "09120000003", password: "Demo1234" })
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test("sends a personnel code as username", async ({ page }) => {
    await page.goto("/")
    const form = loginForm(page)
    await form.identifier.fill(persianDigits(accounts["super-admin"].personnelCode))
    await form.password.fill("Demo1234")
    const request = page.waitForRequest("**/api/auth/login")
    await form.submit.click()
    expect((await request).postDataJSON()).toEqual({ username: "1000100001", password: "Demo1234" })
  })
})

test.describe("login validation", () => {
  const cases: ReadonlyArray<{ identifier: string; password: string; field: "identifier" | "password"; message: string }> = [
    { identifier: "", password: "Demo1234", field: "identifier", message: "کد پرسنلی یا شماره همراه الزامی است" },
    { identifier: "12345", password: "Demo1234", field: "identifier", message: "فرمت نوشته شده نادرست است" },
    { identifier: "0912000000", password: "Demo1234", field: "identifier", message: "فرمت نوشته شده نادرست است" },
    { identifier: "1000700001", password: "Demo1234", field: "identifier", message: "فرمت نوشته شده نادرست است" },
    { identifier: "09120000001", password: "", field: "password", message: "پسورد خود را وارد کنید" },
    { identifier: "09120000001", password: "Abc", field: "password", message: "رمز عبور باید حداقل 6 کاراکتر باشد" },
    {
      identifier: "09120000001",
      password: "A12345678901234567890",
      field: "password",
      message: "رمز عبور باید حداکثر 20 کاراکتر باشد",
    },
    {
      identifier: "09120000001",
      password: "demo1234",
      field: "password",
      message: "پسورد باید با حرف بزرگ آغاز شود و حداقل 6 کاراکتر باشد",
    },
    {
      identifier: "09120000001",
      password: "Abcd",
      field: "password",
      message: "پسورد باید با حرف بزرگ آغاز شود و حداقل 6 کاراکتر باشد",
    },
  ]
  for (const { identifier, password, field, message } of cases) {
    test(`"${identifier}" / "${password}" shows ${message} under the ${field} and sends nothing`, async ({ page }) => {
      let sent = false
      page.on("request", (request) => void (request.url().includes("/api/auth/login") && (sent = true)))
      await page.goto("/")
      const form = loginForm(page)
      await form.identifier.fill(identifier)
      await form.password.fill(password)
      await form.submit.click()
      await expect(form[field]).toHaveAttribute("aria-invalid", "true")
      const describedBy = await form[field].getAttribute("aria-describedby")
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(persianDigits(message))
      expect(sent).toBe(false)
    })
  }

  test("re-validates on change and blur only after the first submit", async ({ page }) => {
    await page.goto("/")
    const form = loginForm(page)
    await form.identifier.fill("123")
    await form.identifier.blur()
    await form.password.fill("x")
    await form.password.blur()
    await expect(page.getByText("فرمت نوشته شده نادرست است")).toHaveCount(0)
    await expect(page.getByRole("alert")).toHaveCount(0)
    await form.submit.click()
    await expect(page.getByText("فرمت نوشته شده نادرست است")).toBeVisible()
    await expect(page.getByText(persianDigits("رمز عبور باید حداقل 6 کاراکتر باشد"))).toBeVisible()
    await form.identifier.fill("09120000001")
    await expect(page.getByText("فرمت نوشته شده نادرست است")).toHaveCount(0)
    await form.identifier.fill("")
    await form.identifier.blur()
    await expect(page.getByText("کد پرسنلی یا شماره همراه الزامی است")).toBeVisible()
  })
})

test.describe("login request", () => {
  test("shows the full-screen spinner while the request runs", async ({ page }) => {
    await page.goto("/")
    // The request still reaches the real server; it is only held back, as a slow network would.
    let release: () => void = () => undefined
    const held = new Promise<void>((resume) => (release = resume))
    await page.route("**/api/auth/login", async (route) => {
      await held
      await route.continue()
    })
    const form = loginForm(page)
    await form.identifier.fill(accounts["sales-manager"].personnelCode)
    await form.password.fill("Demo1234")
    await form.submit.click()
    const spinner = page.getByTestId("full-screen-spinner")
    await expect(spinner).toBeVisible()
    await expect(spinner).toHaveCSS("position", "fixed")
    release()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(spinner).toHaveCount(0)
  })

  test("a wrong password shows the failure toast and keeps the user on the login card", async ({ page }) => {
    await page.goto("/")
    const form = loginForm(page)
    await form.identifier.fill(accounts["sales-manager"].mobile)
    await form.password.fill("Wrong1234")
    await form.submit.click()
    await expect(page.getByRole("alert").filter({ hasText: "رمز عبور یا نام کاربری اشتباه است" })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByTestId("full-screen-spinner")).toHaveCount(0)
  })

  test("an unknown account shows the same failure toast", async ({ page }) => {
    await page.goto("/")
    const form = loginForm(page)
    await form.identifier.fill("09129999999")
    await form.password.fill("Demo1234")
    await form.submit.click()
    await expect(page.getByText("رمز عبور یا نام کاربری اشتباه است")).toBeVisible()
  })

  test("has no serious or critical accessibility violation, with and without errors", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("heading", { name: "ورود" })).toBeVisible()
    const clean = await new AxeBuilder({ page }).analyze()
    expect(clean.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([])
    await loginForm(page).submit.click()
    await expect(page.getByText("پسورد خود را وارد کنید")).toBeVisible()
    const withErrors = await new AxeBuilder({ page }).analyze()
    expect(withErrors.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([])
  })
})

test.describe("login at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  test("the card fits the screen and signs in", async ({ page }) => {
    await page.goto("/")
    const card = page.locator("form")
    const box = await card.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
    const form = loginForm(page)
    await form.identifier.fill(accounts["sales-expert"].personnelCode)
    await form.password.fill("Demo1234")
    await form.submit.click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})
