import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { createApp } from "../app.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { testServer, testConfig, type Answer, type TestServer } from "../testing/harness.ts"
import { passwordsAt, type Passwords } from "./passwords.ts"

afterAll(dropTestSchemas)

// Pinned as the server answers them (server/http/messages.ts).
const throttledText = "تلاش‌های ناموفق زیاد بود؛ چند دقیقه دیگر دوباره تلاش کنید"
const wrongText = "رمز عبور یا نام کاربری اشتباه است"

const admin = { username: "1000100001", password: "Demo1234" }
const adminByMobile = { mobile: "09120000001", password: "Demo1234" }
const guess = (index: number) => ({ username: "1000100001", password: `Wrong${100 + index}` })
/** A well-formed personnel code no account holds. */
const strangerCode = (index: number) => `9000100${String(index).padStart(3, "0")}`

const statuses = (answers: ReadonlyArray<Answer>) => answers.map((answer) => answer.status)
const cookieOf = (answer: Answer) => answer.headers.get("set-cookie")?.split(";")[0]

describe.each(testDialects)("the sign-in throttle on %s", (dialect) => {
  let t: TestServer
  /** How many times a password reached the slow check (a real one or the unknown identifier's decoy). */
  let checks = 0
  const counting = (): Passwords => {
    const real = passwordsAt(testConfig().hashCost)
    return {
      ...real,
      verify: (stored, password) => ((checks += 1), real.verify(stored, password)),
      waste: (password) => ((checks += 1), real.waste(password)),
    }
  }
  beforeEach(async () => {
    t = await testServer(dialect, { trustProxy: 1 }, { passwords: counting() })
    checks = 0
  })
  afterEach(() => t.close())

  const login = (json: unknown, from: string, cookie?: string) =>
    t.request("POST", "/api/auth/login", { json, headers: { "x-forwarded-for": from, ...(cookie ? { cookie } : {}) } })

  it("lets at most five of 100 parallel wrong guesses on one account reach the password check, and refuses the rest with 429", async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        login(index % 2 ? guess(index) : { ...guess(index), mobile: "09120000001", username: undefined }, "203.0.113.5"),
      ),
    )
    const wrong = answers.filter((answer) => answer.status === 401)
    expect(checks).toBeLessThanOrEqual(5)
    expect(wrong.length).toBe(checks)
    expect(statuses(answers).filter((status) => status !== 401 && status !== 429)).toEqual([])
    for (const answer of wrong) expect(answer.body).toEqual({ message: wrongText })
    for (const answer of answers.filter((candidate) => candidate.status === 429))
      expect(answer.body).toEqual({ message: throttledText })
    expect((await login(admin, "203.0.113.5")).status).toBe(429)
    expect(checks).toBeLessThanOrEqual(5)
  })

  it("counts the personnel code and the mobile of one account together", async () => {
    for (let index = 0; index < 3; index += 1) expect((await login(guess(index), "203.0.113.5")).status).toBe(401)
    for (let index = 0; index < 2; index += 1)
      expect((await login({ mobile: "09120000001", password: `Wrong${index}x` }, "203.0.113.5")).status).toBe(401)
    const byCode = await login(admin, "203.0.113.5")
    expect(byCode.status).toBe(429)
    expect(byCode.headers.get("retry-after")).toBe("300")
    expect((await login(adminByMobile, "203.0.113.5")).status).toBe(429)
    expect(checks).toBe(5)
  })

  it("does not lock the account out of another address for one address's guesses, and doubles the lock of a path that goes on guessing", async () => {
    for (let index = 0; index < 5; index += 1) expect((await login(guess(index), "203.0.113.5")).status).toBe(401)
    expect((await login(admin, "203.0.113.5")).headers.get("retry-after")).toBe("300")
    expect((await login(admin, "198.51.100.7")).status).toBe(200)
    t.clock.advance(300_000)
    for (let index = 0; index < 5; index += 1) expect((await login(guess(index), "203.0.113.5")).status).toBe(401)
    expect((await login(admin, "203.0.113.5")).headers.get("retry-after")).toBe("600")
  })

  it("stops a spray across many accounts from one address at the address's ceiling of 50, before the password check", async () => {
    for (let index = 0; index < 50; index += 1) {
      const json =
        index % 10 === 0
          ? { username: "1000200002", password: `Wrong${index}x` }
          : { username: strangerCode(index), password: "Demo1234" }
      expect((await login(json, "203.0.113.9")).status).toBe(401)
    }
    expect(checks).toBe(50)
    const refused = await Promise.all([
      login({ username: strangerCode(999), password: "Demo1234" }, "203.0.113.9"),
      login(admin, "203.0.113.9"),
    ])
    expect(statuses(refused)).toEqual([429, 429])
    expect(refused[0]?.body).toEqual({ message: throttledText })
    expect(checks).toBe(50)
    expect((await login(admin, "198.51.100.7")).status).toBe(200)
  })

  it("remembers every count across a restart: a new app over the same database still refuses", async () => {
    for (let index = 0; index < 5; index += 1) expect((await login(guess(index), "203.0.113.5")).status).toBe(401)
    const restarted = createApp({
      database: t.database,
      config: t.deps.config,
      clock: { now: t.clock.now },
      passwords: counting(),
    })
    const answer = await restarted.app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.5" },
      body: JSON.stringify(admin),
    })
    expect(answer.status).toBe(429)
    expect(answer.headers.get("retry-after")).toBe("300")
  })

  it("lets the real user in from its own address and with its device cookie while an attacker guesses from many others", async () => {
    const first = await login(admin, "198.51.100.7")
    expect(first.status).toBe(200)
    const cookie = cookieOf(first)
    expect(first.headers.get("set-cookie")).toMatch(
      /^sign_in_device=[^;]+; Max-Age=15552000; Path=\/api\/auth\/login; HttpOnly; SameSite=Strict$/,
    )
    // Behind the trusted proxy that ended TLS, the cookie is kept for secure connections only.
    const viaTls = await t.request("POST", "/api/auth/login", {
      json: admin,
      headers: { "x-forwarded-for": "198.51.100.7", "x-forwarded-proto": "https" },
    })
    expect(viaTls.headers.get("set-cookie")).toMatch(/; Secure; SameSite=Strict$|; HttpOnly; Secure; SameSite=Strict$/)
    const attack = Array.from({ length: 60 }, (_, index) => login(guess(index), `192.0.2.${index % 12}`))
    const during = [login(admin, "198.51.100.7"), login(adminByMobile, "198.51.100.7")]
    const answers = await Promise.all([...attack, ...during])
    expect(statuses(answers.slice(60))).toEqual([200, 200])
    expect(statuses(answers.slice(0, 60)).filter((status) => status === 200)).toEqual([])
    // Past the account's ceiling of 20, a new path waits; the known address and the device cookie do not.
    expect((await login(admin, "192.0.2.200")).status).toBe(429)
    expect((await login(admin, "192.0.2.201", cookie)).status).toBe(200)
    expect((await login(admin, "198.51.100.7")).status).toBe(200)
    expect((await login(guess(0), "192.0.2.0")).status).toBe(429)
  })

  it("keeps a device cookie for its own account only, and limits guesses made with a stolen one", async () => {
    const cookie = cookieOf(await login(admin, "198.51.100.7"))
    for (let index = 0; index < 5; index += 1) expect((await login(guess(index), "192.0.2.1", cookie)).status).toBe(401)
    expect((await login(admin, "192.0.2.2", cookie)).status).toBe(429)
    expect((await login({ username: "1000200002", password: "Demo1234" }, "192.0.2.2", cookie)).status).toBe(200)
    expect((await login(admin, "198.51.100.7")).status).toBe(200)
  })

  it("reads the address from X-Forwarded-For only when TRUST_PROXY says a proxy adds it", async () => {
    const direct = await testServer(dialect, { trustProxy: 0 })
    const from = (address: string) =>
      direct.request("POST", "/api/auth/login", { json: guess(0), headers: { "x-forwarded-for": address } })
    for (let index = 0; index < 5; index += 1) expect((await from(`192.0.2.${index}`)).status).toBe(401)
    expect(
      (await direct.request("POST", "/api/auth/login", { json: admin, headers: { "x-forwarded-for": "192.0.2.99" } })).status,
    ).toBe(429)
    await direct.close()
  })
})
