import { SignJWT } from "jose"
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { demoUserId, testServer, type TestServer } from "../testing/harness.ts"

afterAll(dropTestSchemas)

const wrongCredentials = "رمز عبور یا نام کاربری اشتباه است"
const sessionOver = "مدتی فعالیت نکردید، دوباره وارد شوید."

describe.each(testDialects)("auth on %s", (dialect) => {
  let t: TestServer
  beforeEach(async () => {
    t = await testServer(dialect, { tokenTtlSeconds: 300, refreshWindowSeconds: 120 })
  })
  afterEach(() => t.close())

  const login = (json: unknown) => t.request("POST", "/api/auth/login", { json })
  const me = (token: string) => t.request("POST", "/api/auth/me", { token })

  it("signs in by personnel code, by mobile and with Persian digits, answering a bearer token and its lifetime", async () => {
    for (const json of [
      { username: "1000100001", password: "Demo1234" },
      { mobile: "09120000001", password: "Demo1234" },
      { mobile: "۰۹۱۲۰۰۰۰۰۰۱", password: "Demo1234" },
    ]) {
      const answer = await login(json)
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ token_type: "bearer", expires_in: 300 })
    }
  })

  it("answers me with the user's names, mobile, personnel code, role and an operator's stations", async () => {
    const answer = await me(await t.signIn("sales-expert"))
    expect(answer.body).toEqual({
      id: demoUserId("sales-expert"),
      name: "حسین",
      last_name: "کریمی",
      mobile: "09120000003",
      personnel_code: "1000300003",
      roles: ["sales-expert"],
      stations: [],
    })
    const producer = await me(await t.signIn("production-manager"))
    expect(producer.body).toEqual({
      id: demoUserId("production-manager"),
      name: "رضا",
      last_name: "نوری",
      mobile: "09120000005",
      personnel_code: "1000500005",
      roles: ["production-manager"],
      stations: [],
    })
    const operator = await me(await t.signIn("operator"))
    expect(operator.body).toEqual({
      id: demoUserId("operator"),
      name: "مهدی",
      last_name: "صادقی",
      mobile: "09120000006",
      personnel_code: "1000600006",
      roles: ["operator"],
      stations: ["cutting", "edging"],
    })
    // The second demo operator's code is outside the login rule, so it signs in with its mobile.
    const second = (await login({ mobile: "09120000007", password: "Demo1234" })).body as { access_token: string }
    expect((await me(second.access_token)).body).toMatchObject({
      personnel_code: "1000700007",
      roles: ["operator"],
      stations: ["tempering", "laminating", "assembling", "quality", "racking", "dispatch"],
    })
  })

  it("refuses a wrong password, an unknown identifier and an inactive user with 401 and the login failure text", async () => {
    await t.db.updateTable("users").set({ is_active: 0 }).where("personnel_code", "=", "1000400004").execute()
    for (const json of [
      { username: "1000100001", password: "Demo12345" },
      { username: "1000610009", password: "Demo1234" },
      { username: "1000400004", password: "Demo1234" },
    ]) {
      const answer = await login(json)
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ message: wrongCredentials })
    }
  })

  it("answers 422 with the login rules' messages for a malformed body", async () => {
    expect((await login({})).body).toEqual({
      message: "کد پرسنلی یا شماره همراه الزامی است",
      errors: { username: ["کد پرسنلی یا شماره همراه الزامی است"], password: ["پسورد خود را وارد کنید"] },
    })
    expect((await login({ mobile: "0912", password: "Demo1234" })).body).toEqual({
      message: "فرمت نوشته شده نادرست است",
      errors: { mobile: ["فرمت نوشته شده نادرست است"] },
    })
    const malformed = await t.request("POST", "/api/auth/login", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    })
    expect(malformed.status).toBe(422)
    const wrongType = await t.request("POST", "/api/auth/login", {
      body: "username=1000100001",
      headers: { "content-type": "text/plain" },
    })
    expect(wrongType.status).toBe(422)
  })

  it("throttles one identifier after five failures with 429, without locking out another, and lets it in after the lock", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login({ username: "1000100001", password: "Wrong123" })).status).toBe(401)
    const locked = await login({ username: "1000100001", password: "Demo1234" })
    expect(locked.status).toBe(429)
    expect(locked.body).toEqual({ message: "تلاش‌های ناموفق زیاد بود؛ چند دقیقه دیگر دوباره تلاش کنید" })
    expect(locked.headers.get("retry-after")).toBe("300")
    expect((await login({ username: "1000200002", password: "Demo1234" })).status).toBe(200)
    t.clock.advance(300_000)
    expect((await login({ username: "1000100001", password: "Demo1234" })).status).toBe(200)
  })

  it("answers 401 without a token, with a forged one and with an expired one", async () => {
    const token = await t.signIn("super-admin")
    expect((await t.request("POST", "/api/auth/me")).status).toBe(401)
    expect((await t.request("POST", "/api/auth/me", { token: `${token.slice(0, -2)}xx` })).body).toEqual({ message: sessionOver })
    expect((await t.request("POST", "/api/auth/me", { headers: { authorization: "Basic abc" } })).status).toBe(401)
    t.clock.advance(300_000)
    expect((await me(token)).status).toBe(401)
  })

  it("logs out: the token stops working at once, also for refresh", async () => {
    const token = await t.signIn("super-admin")
    expect((await t.request("POST", "/api/auth/logout", { token })).status).toBe(200)
    expect((await me(token)).status).toBe(401)
    expect((await t.request("POST", "/api/auth/refresh", { token })).status).toBe(401)
    expect((await t.request("POST", "/api/auth/logout", { token })).status).toBe(401)
  })

  it("refreshes a token expired less than the window ago; the old one works 30 s more (racing tabs), then stops", async () => {
    const old = await t.signIn("sales-manager")
    t.clock.advance(300_000 + 60_000)
    expect((await me(old)).status).toBe(401)
    const first = await t.request("POST", "/api/auth/refresh", { token: old })
    expect(first.status).toBe(200)
    const fresh = (first.body as { access_token: string }).access_token
    expect((await me(fresh)).status).toBe(200)
    t.clock.advance(10_000)
    const racing = await t.request("POST", "/api/auth/refresh", { token: old })
    expect(racing.status).toBe(200)
    t.clock.advance(21_000)
    expect((await t.request("POST", "/api/auth/refresh", { token: old })).status).toBe(401)
    expect((await me(fresh)).status).toBe(200)
  })

  const refresh = async (token: string) => {
    const answer = await t.request("POST", "/api/auth/refresh", { token })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { access_token: string }).access_token
  }

  it("replaces a token once: ten refreshes at once and a later one inside the grace all answer the same replacement", async () => {
    const old = await t.signIn("sales-manager")
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(old)))
    expect(new Set(answers).size).toBe(1)
    t.clock.advance(20_000)
    expect(await refresh(old)).toBe(answers[0])
    expect(answers[0]).not.toBe(old)
    expect((await me(answers[0] ?? "")).status).toBe(200)
    expect(await t.db.selectFrom("revoked_tokens").select("kind").execute()).toEqual([{ kind: "refresh" }])
  })

  it("signing out ends the whole family: the token it replaced, inside its grace, and every racing tab's copy", async () => {
    const first = await t.signIn("sales-manager")
    const second = await refresh(first)
    const third = await refresh(second)
    const otherUser = await t.signIn("sales-expert")
    expect((await t.request("POST", "/api/auth/logout", { token: third })).status).toBe(200)
    for (const token of [first, second, third]) {
      expect((await me(token)).status).toBe(401)
      expect((await t.request("POST", "/api/auth/refresh", { token })).status).toBe(401)
    }
    expect((await me(otherUser)).status).toBe(200)
    expect((await me(await t.signIn("sales-manager"))).status).toBe(200)
  })

  it("signing out with the replaced token inside its grace ends its replacement too", async () => {
    const old = await t.signIn("sales-manager")
    const fresh = await refresh(old)
    expect((await t.request("POST", "/api/auth/logout", { token: old })).status).toBe(200)
    expect((await me(fresh)).status).toBe(401)
    expect((await t.request("POST", "/api/auth/refresh", { token: fresh })).status).toBe(401)
  })

  it("a password change ends the whole family, the refreshed tokens included", async () => {
    const old = await t.signIn("sales-manager")
    const fresh = await refresh(old)
    const changed = await t.request("POST", "/api/auth/password", {
      token: fresh,
      json: { current_password: "Demo1234", new_password: "Fresh123", new_password_confirmation: "Fresh123" },
    })
    expect(changed.status).toBe(200)
    for (const token of [old, fresh]) {
      expect((await me(token)).status).toBe(401)
      expect((await t.request("POST", "/api/auth/refresh", { token })).status).toBe(401)
    }
    expect((await me((changed.body as { access_token: string }).access_token)).status).toBe(200)
  })

  it("stops accepting a still-valid token 30 s after it was refreshed", async () => {
    const old = await t.signIn("sales-manager")
    expect((await t.request("POST", "/api/auth/refresh", { token: old })).status).toBe(200)
    t.clock.advance(29_000)
    expect((await me(old)).status).toBe(200)
    t.clock.advance(1_000)
    expect((await me(old)).status).toBe(401)
  })

  it("refuses to refresh a token expired longer than the window ago", async () => {
    const old = await t.signIn("sales-manager")
    t.clock.advance(300_000 + 120_000 + 1_000)
    expect((await t.request("POST", "/api/auth/refresh", { token: old })).status).toBe(401)
  })

  it("stops every token of a user who is deactivated", async () => {
    const token = await t.signIn("sales-expert")
    await t.db.updateTable("users").set({ is_active: 0 }).where("id", "=", demoUserId("sales-expert")).execute()
    expect((await me(token)).status).toBe(401)
    expect((await t.request("POST", "/api/auth/refresh", { token })).status).toBe(401)
  })

  describe("password change", () => {
    const change = (token: string, json: unknown) => t.request("POST", "/api/auth/password", { token, json })
    const body = (current: string, next: string, repeat = next) => ({
      current_password: current,
      new_password: next,
      new_password_confirmation: repeat,
    })
    // Pinned as the brief wrote them (domain/auth/PasswordChange.ts holds the same texts).
    const currentWrong = "رمز عبور فعلی اشتباه است"

    it("answers a wrong current password with 422 under its field, never 401, and the session goes on", async () => {
      const token = await t.signIn("sales-expert")
      const before = await t.db.selectFrom("users").selectAll().orderBy("id").execute()
      const answer = await change(token, body("Wrong123", "Fresh123"))
      expect(answer.status).toBe(422)
      expect(answer.body).toEqual({ message: currentWrong, errors: { current_password: [currentWrong] } })
      expect((await me(token)).status).toBe(200)
      expect(await t.db.selectFrom("users").selectAll().orderBy("id").execute()).toEqual(before)
    })

    it("checks the form with the domain's messages: required fields, the login rules, a repeat that matches, a new password that differs", async () => {
      const token = await t.signIn("financial-manager")
      expect((await change(token, {})).body).toEqual({
        message: "رمز عبور فعلی را وارد کنید",
        errors: {
          current_password: ["رمز عبور فعلی را وارد کنید"],
          new_password: ["پسورد خود را وارد کنید"],
          new_password_confirmation: ["تکرار رمز عبور جدید را وارد کنید"],
        },
      })
      expect(((await change(token, body("Demo1234", "fresh123"))).body as { errors: unknown }).errors).toEqual({
        new_password: ["پسورد باید با حرف بزرگ آغاز شود و حداقل 6 کاراکتر باشد"],
      })
      expect(((await change(token, body("Demo1234", "Fresh123", "Fresh124"))).body as { errors: unknown }).errors).toEqual({
        new_password_confirmation: ["تکرار رمز عبور با رمز عبور جدید یکسان نیست"],
      })
      expect(((await change(token, body("Demo1234", "Demo1234"))).body as { errors: unknown }).errors).toEqual({
        new_password: ["رمز عبور جدید باید با رمز عبور فعلی متفاوت باشد"],
      })
      const malformed = await t.request("POST", "/api/auth/password", {
        token,
        body: "{",
        headers: { "content-type": "application/json" },
      })
      expect(malformed.status).toBe(422)
      expect((await login({ username: "1000400004", password: "Demo1234" })).status).toBe(200)
    })

    it("changes it: the caller gets a fresh token, every other token stops, the old password no longer signs in and the new one does", async () => {
      const caller = await t.signIn("sales-expert")
      const otherTab = await t.signIn("sales-expert")
      const changed = await change(caller, body("Demo1234", "Fresh123"))
      expect(changed.status).toBe(200)
      expect(changed.body).toMatchObject({ token_type: "bearer", expires_in: 300 })
      const fresh = (changed.body as { access_token: string }).access_token
      expect((await me(otherTab)).status).toBe(401)
      expect((await t.request("POST", "/api/auth/refresh", { token: otherTab })).status).toBe(401)
      expect((await me(caller)).status).toBe(401)
      expect((await me(fresh)).status).toBe(200)
      const refreshed = await t.request("POST", "/api/auth/refresh", { token: fresh })
      expect((await me((refreshed.body as { access_token: string }).access_token)).status).toBe(200)
      expect((await login({ username: "1000300003", password: "Demo1234" })).status).toBe(401)
      expect((await login({ mobile: "09120000003", password: "Fresh123" })).status).toBe(200)
      // Another user's sessions are untouched.
      expect((await me(await t.signIn("sales-manager"))).status).toBe(200)
    })

    it("reads a token without a generation (issued before generations existed) as the first one, and refuses a malformed one", async () => {
      const sign = (claims: Record<string, unknown>) =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: "HS256" })
          .setSubject(String(demoUserId("sales-expert")))
          .setJti(`legacy-${String(claims.gen)}`)
          .setIssuedAt()
          .setExpirationTime("5m")
          .sign(t.deps.config.jwtSecret)
      t.clock.set(Date.now())
      expect((await me(await sign({}))).status).toBe(200)
      expect((await me(await sign({ gen: "0" }))).status).toBe(401)
      expect((await change(await t.signIn("sales-expert"), body("Demo1234", "Fresh123"))).status).toBe(200)
      expect((await me(await sign({}))).status).toBe(401)
      expect((await me(await sign({ gen: 1 }))).status).toBe(200)
    })

    it("throttles guessing the current password per user with 429", async () => {
      const token = await t.signIn("sales-manager")
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await change(token, body("Wrong123", "Fresh123"))).status).toBe(422)
      const locked = await change(token, body("Demo1234", "Fresh123"))
      expect(locked.status).toBe(429)
      expect(locked.headers.get("retry-after")).toBe("300")
      expect((await change(await t.signIn("sales-expert"), body("Demo1234", "Fresh123"))).status).toBe(200)
    })
  })

  it("stores passwords as argon2id hashes, never as text", async () => {
    const rows = await t.db.selectFrom("users").select("password_hash").execute()
    for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$/)
  })
})
