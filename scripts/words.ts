import ts from "typescript"

/** One term of the product's Persian: the form chosen and the variants refused in the product's own texts. */
export interface WordRule {
  /** What the term names, as the docs' table heads its row. */
  readonly term: string
  readonly chosen: string
  readonly rejected: RegExp
  /** Top folders the rule holds in; all scanned folders when absent. */
  readonly only?: ReadonlyArray<"ui" | "domain" | "server">
}

// The verbs written after می/نمی in the product's messages; a wider stem list would catch words such as میدان.
const verbStems = "توان|شو|شد|کن|کرد|باش|خواه|گیر|گرد|ده|آی|رس|ماند|بین|یاب|افت"

/** The terms, kept in step with the table of docs/daily-use.md ("Words: one term for one thing"). */
export const wordRules: ReadonlyArray<WordRule> = [
  {
    term: "the verb prefixes می/نمی",
    chosen: "می‌/نمی‌ + ZWNJ",
    rejected: new RegExp(`(?<![\\p{L}\\u200c])ن?می ?(?=${verbStems})`, "u"),
  },
  {
    term: "compounds with به",
    chosen: "به‌درستی، به‌عنوان، به‌زودی، به‌روزرسانی",
    rejected: /(?<![\p{L}\u200c])به? ?(درستی|عنوان|زودی|روزرسانی)/u,
  },
  { term: "approval", chosen: "تایید", rejected: /تأیید|تائید/ },
  { term: "a link (URL)", chosen: "پیوند", rejected: /(?<![\p{L}\u200c])لینک/u },
  {
    term: "laminate colour",
    chosen: "رنگ طلق",
    rejected: /رنگ(‌های)? (طلق )?لمینت|(افزودن|ویرایش) رنگ(?![\p{L}\u200c]| (طلق|اسپیسر))/u,
  },
  { term: "password", chosen: "رمز عبور", rejected: /پسورد/ },
  { term: "mobile number", chosen: "شماره همراه", rejected: /موبایل|تلفن همراه/ },
  { term: "address", chosen: "نشانی", rejected: /(?<![\p{L}\u200c])[آا]درس/u },
  { term: "not found", chosen: "پیدا نشد", rejected: /یافت نشد/ },
  { term: "loading data", chosen: "بارگذاری", rejected: /بارگیری/, only: ["ui"] },
  { term: "saving a form", chosen: "ثبت", rejected: /ذخیره/, only: ["ui"] },
  { term: "notifications", chosen: "اعلان‌ها", rejected: /اعلانها/ },
  { term: "mark as read", chosen: "علامت‌گذاری به‌عنوان خوانده‌شده", rejected: /^(خوانده شد|خواندم|خواندن همه)$/ },
  { term: "search", chosen: "جستجو", rejected: /جست‌وجو|جستوجو|جست و جو/ },
  { term: "inactive", chosen: "غیرفعال", rejected: /غیر[ \u200c]فعال/ },
  { term: "millimetre", chosen: "میلی‌متر", rejected: /میلیمتر|میلی متر/ },
  { term: "Persian ی and ک", chosen: "ی، ک", rejected: /[يك]/ },
]

/**
 * The specification's own texts, kept to the letter though they break a rule above (the specification and the
 * product decisions in shared/spec/product.md write them so).
 */
export const specTexts: ReadonlyArray<string> = [
  "قیمت منفی نمیتواند باشد",
  "تاریخ شروع اطلاعیه نمیتواند از تاریخ حال عقب باشد",
  "تاریخ پایان نمیتواند قبل از تاریخ شروع باشد",
  "ادرس را بدرستی وارد کنید",
  "پسورد خود را وارد کنید",
  "پسورد باید با حرف بزرگ آغاز شود و حداقل 6 کاراکتر باشد",
  "همه اعلانها خوانده شدند",
]

/** A Persian text of the source: a string, a template's piece or JSX text, with its line. */
export interface SourceText {
  readonly line: number
  readonly text: string
}

// A literal holding one Arabic letter alone (a sorting table's key, a digit list) is data, not a text.
const persianWord = /[\u0600-\u06FF]{2}/

/** Every Persian string literal, template piece and JSX text of a source file; comments are not read. */
export const sourceTexts = (path: string, source: string): SourceText[] => {
  const file = ts.createSourceFile(
    path,
    source,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: SourceText[] = []
  const visit = (node: ts.Node): void => {
    const text =
      ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)
        ? node.text
        : ts.isJsxText(node)
          ? node.text.trim()
          : undefined
    if (text !== undefined && persianWord.test(text))
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text })
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** A product text that uses a refused variant. */
export interface WordFinding {
  readonly path: string
  readonly line: number
  readonly text: string
  readonly term: string
  readonly chosen: string
}

/** Every refused variant in the given source files (paths from the repository root), spec texts excepted. */
export const wordFindings = (files: ReadonlyArray<{ readonly path: string; readonly source: string }>): WordFinding[] =>
  files.flatMap(({ path, source }) =>
    sourceTexts(path, source)
      .filter(({ text }) => !specTexts.includes(text))
      .flatMap(({ line, text }) =>
        wordRules
          .filter(
            (rule) =>
              (rule.only === undefined || rule.only.some((top) => path.startsWith(`${top}/`))) && rule.rejected.test(text),
          )
          .map((rule) => ({ path, line, text, term: rule.term, chosen: rule.chosen })),
      ),
  )
