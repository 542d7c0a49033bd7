import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { sourceTexts, specTexts, wordFindings, wordRules } from "./words.ts"

const root = join(import.meta.dirname, "..")

/** The product's source: ui/, domain/ and server/, without tests, their support files and declarations. */
const productSources = () => {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return name === "testing" || name === "node_modules" ? [] : walk(path)
      return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(name) ? [path] : []
    })
  return ["ui", "domain", "server"]
    .flatMap((top) => walk(join(root, top)))
    .map((path) => ({ path: relative(root, path), source: readFileSync(path, "utf8") }))
}

const findingsIn = (path: string, source: string) => wordFindings([{ path, source }]).map(({ term }) => term)

describe("the product's words", () => {
  it("holds in every product text of ui/, domain/ and server/", () => {
    const found = wordFindings(productSources()).map(({ path, line, text, chosen }) => `${path}:${line} «${text}» → ${chosen}`)
    expect(found).toEqual([])
  })

  it("excepts only spec texts the source still holds", () => {
    const texts = new Set(productSources().flatMap(({ path, source }) => sourceTexts(path, source).map(({ text }) => text)))
    expect(specTexts.filter((text) => !texts.has(text))).toEqual([])
  })

  it("lists every term in the docs' table with its chosen form", () => {
    const docs = readFileSync(join(root, "docs/daily-use.md"), "utf8")
    const start = docs.indexOf("## Words: one term for one thing")
    const end = docs.indexOf("\n## ", start + 1)
    const section = docs.slice(start, end === -1 ? undefined : end)
    expect(start).toBeGreaterThanOrEqual(0)
    expect(wordRules.filter(({ term, chosen }) => !section.includes(`| ${term} | ${chosen} |`)).map(({ term }) => term)).toEqual(
      [],
    )
  })
})

describe("each rule", () => {
  const refused: ReadonlyArray<readonly [string, string]> = [
    ["the verb prefixes می/نمی", "سقف اعتبار نمیتواند منفی باشد"],
    ["the verb prefixes می/نمی", "حداکثر 30 ضخامت میتوان انتخاب کرد"],
    ["the verb prefixes می/نمی", "از این صفحه خارج می شوید؟"],
    ["compounds with به", "تاریخ را بدرستی وارد کنید"],
    ["compounds with به", "به عنوان خوانده‌شده"],
    ["approval", "در انتظار تأیید"],
    ["a link (URL)", "لینک"],
    ["laminate colour", "رنگ‌های لمینت"],
    ["laminate colour", "رنگ طلق لمینت"],
    ["laminate colour", "افزودن رنگ"],
    ["password", "پسورد جدید"],
    ["mobile number", "جستجو در نام یا موبایل"],
    ["address", "آدرس"],
    ["not found", "مورد درخواستی یافت نشد"],
    ["loading data", "بارگیری فهرست انجام نشد"],
    ["saving a form", "خروج بدون ذخیره"],
    ["notifications", "بستن اعلانها"],
    ["mark as read", "خوانده شد"],
    ["mark as read", "خواندن همه"],
    ["search", "جست‌وجو در نام"],
    ["inactive", "غیر فعال"],
    ["millimetre", "ضخامت (میلیمتر)"],
    ["Persian ی and ک", "كد ملي"],
  ]

  it.each(refused)("%s refuses «%s»", (term, text) => {
    expect(findingsIn("ui/x.tsx", `const label = "${text}"`)).toContain(term)
  })

  const accepted = [
    "سقف اعتبار نمی‌تواند منفی باشد",
    "از این صفحه خارج می‌شوید؟",
    "میلی‌متر",
    "میدان مهران",
    "میزان تخفیف",
    "تاریخ را به‌درستی وارد کنید",
    "علامت‌گذاری به‌عنوان خوانده‌شده",
    "این بخش به‌زودی در دسترس قرار می‌گیرد",
    "اعلان خوانده شد",
    "ویرایش رنگ طلق",
    "رنگ اسپیسر نامعتبر است",
    "اعلان‌ها",
    "جستجو در نام",
    "غیرفعال",
    "فرمت نوشته شده نادرست است",
  ]

  it.each(accepted)("accepts «%s»", (text) => {
    expect(findingsIn("ui/x.tsx", `const label = "${text}"`)).toEqual([])
  })

  it("reads strings, template pieces and JSX text, never comments", () => {
    const source = [
      "// پسورد در یک توضیح",
      "/* لینک */",
      "const a = `پسورد ${1} لینک`",
      'const b = <p title="آدرس">موبایل</p>',
    ].join("\n")
    expect(findingsIn("ui/x.tsx", source).sort()).toEqual(["a link (URL)", "address", "mobile number", "password"].sort())
  })

  it("excepts a spec text only as a whole", () => {
    expect(findingsIn("domain/x.ts", 'const m = "پسورد خود را وارد کنید"')).toEqual([])
    expect(findingsIn("domain/x.ts", 'const m = "پسورد خود را وارد کنید!"')).toEqual(["password"])
  })

  it("holds a rule given for one folder there only", () => {
    expect(findingsIn("server/seed/seed.ts", 'const c = "بارگیری سفارش‌ها با هماهنگی"')).toEqual([])
    expect(findingsIn("ui/x.ts", 'const c = "بارگیری سفارش‌ها با هماهنگی"')).toEqual(["loading data"])
  })

  it("reads a single Arabic letter (a sorting key) as data, not text", () => {
    expect(findingsIn("domain/text/x.ts", 'const keys = ["ي", "ك"]')).toEqual([])
  })
})
