/** Thicknesses a glass company cuts, in mm. */
export const glassWidths = [4, 5, 6, 8, 10, 12] as const

/** Glass types: name, price factor against clear float, the thicknesses sold, whether still offered, and whether pieces may turn on the sheet (not patterned glass, whose pattern runs one way). */
export const glassTypes: ReadonlyArray<{
  name: string
  factor: number
  widths: ReadonlyArray<number>
  active?: boolean
  mayRotate?: boolean
}> = [
  { name: "فلوت شفاف", factor: 1, widths: glassWidths },
  { name: "فلوت سوپرکلیر", factor: 1.35, widths: [4, 5, 6, 8, 10, 12] },
  { name: "رفلکس نقره‌ای", factor: 1.6, widths: [4, 5, 6, 8] },
  { name: "رفلکس برنز", factor: 1.65, widths: [4, 5, 6, 8] },
  { name: "دودی (فیمه)", factor: 1.3, widths: [4, 5, 6, 8, 10] },
  { name: "برنز", factor: 1.3, widths: [4, 5, 6, 8, 10] },
  { name: "سبز", factor: 1.35, widths: [4, 5, 6, 8] },
  { name: "لو-ای (Low-E)", factor: 2.2, widths: [4, 5, 6, 8] },
  { name: "مشجر", factor: 1.25, widths: [4, 5], active: false, mayRotate: false },
  { name: "مات اسیدی", factor: 1.9, widths: [4, 5, 6, 8, 10] },
  { name: "آینه نقره‌ای", factor: 1.8, widths: [4, 5, 6] },
  { name: "آینه برنز", factor: 2, widths: [4, 5, 6] },
]

/** Rials per m2 of 1 mm of raw clear float; tempered and semi-tempered cost more. */
export const rialsPerMillimetre = 1_450_000
export const materialFactors: Readonly<Record<1 | 2 | 3, number>> = { 1: 1, 2: 1.45, 3: 1.3 }

/** Size limits in mm per glass type, thickness and material: raw glass up to the jumbo sheet, tempered glass within the furnace's bed. */
export const sizeLimits: ReadonlyArray<{
  glassType: string
  width: number
  material: 1 | 2 | 3
  min_width: number
  max_width: number
  min_height: number
  max_height: number
}> = [
  ...["فلوت شفاف", "فلوت سوپرکلیر", "رفلکس نقره‌ای"].flatMap((glassType) => [
    { glassType, width: 4, material: 2 as const, min_width: 100, max_width: 1500, min_height: 250, max_height: 2440 },
    { glassType, width: 5, material: 2 as const, min_width: 100, max_width: 2000, min_height: 250, max_height: 3000 },
    { glassType, width: 6, material: 2 as const, min_width: 100, max_width: 2440, min_height: 250, max_height: 3660 },
    { glassType, width: 8, material: 2 as const, min_width: 150, max_width: 2440, min_height: 300, max_height: 4500 },
    { glassType, width: 4, material: 1 as const, min_width: 10, max_width: 3210, min_height: 10, max_height: 6000 },
  ]),
]

/** Laminate (PVB) colours with their price per m2 in rials. */
export const laminateColors: ReadonlyArray<{ name: string; price: number; active?: boolean }> = [
  { name: "شفاف", price: 4_500_000 },
  { name: "شیری (مات)", price: 5_200_000 },
  { name: "دودی", price: 5_500_000 },
  { name: "برنز", price: 5_500_000 },
  { name: "طوسی", price: 5_600_000 },
  { name: "آبی", price: 5_800_000 },
  { name: "سبز", price: 5_800_000 },
  { name: "مشکی", price: 6_200_000 },
  { name: "قرمز", price: 6_500_000 },
  { name: "زرد", price: 6_500_000, active: false },
]

/** Spacer thicknesses (mm) with their price per metre of perimeter in rials. */
export const spacers: ReadonlyArray<{ size: number; price: number }> = [
  { size: 6, price: 180_000 },
  { size: 8, price: 195_000 },
  { size: 10, price: 210_000 },
  { size: 12, price: 230_000 },
  { size: 14, price: 255_000 },
  { size: 16, price: 290_000 },
]

/** Delivery fares by destination, in rials. */
export const fares: ReadonlyArray<{ title: string; amount: number; active?: boolean }> = [
  { title: "تحویل درب کارخانه", amount: 0 },
  { title: "تهران - مناطق ۱ تا ۴", amount: 12_000_000 },
  { title: "تهران - مناطق ۵ تا ۱۲", amount: 9_000_000 },
  { title: "تهران - مناطق ۱۳ تا ۲۲", amount: 10_000_000 },
  { title: "کرج", amount: 15_000_000 },
  { title: "پرند", amount: 14_000_000 },
  { title: "پردیس", amount: 16_000_000 },
  { title: "اسلامشهر", amount: 13_000_000 },
  { title: "قم", amount: 35_000_000 },
  { title: "قزوین", amount: 40_000_000 },
  { title: "ورامین", amount: 18_000_000, active: false },
]

/** Extra processes on a piece, with how each is priced and its price in rials. */
export const descriptions: ReadonlyArray<{ name: string; unit: "piece" | "square_meter" | "meter"; price: number }> = [
  { name: "سوراخ‌کاری", unit: "piece", price: 350_000 },
  { name: "جاساز", unit: "piece", price: 600_000 },
  { name: "کنج‌بری", unit: "piece", price: 250_000 },
  { name: "سندبلاست", unit: "square_meter", price: 2_500_000 },
  { name: "فارسی‌بر", unit: "meter", price: 450_000 },
  { name: "ابزار لبه", unit: "meter", price: 300_000 },
  { name: "بیزل", unit: "meter", price: 900_000 },
  { name: "شابلون (قالب)", unit: "piece", price: 1_200_000 },
]

/** Products (structures): layers, the glass types and descriptions each allows (by name). */
export const products: ReadonlyArray<{
  name: string
  layers: number
  glassTypes: ReadonlyArray<string>
  descriptions: ReadonlyArray<string>
}> = [
  {
    name: "شیشه تک‌جداره",
    layers: 1,
    glassTypes: ["فلوت شفاف", "فلوت سوپرکلیر", "رفلکس نقره‌ای", "رفلکس برنز", "دودی (فیمه)", "برنز", "سبز", "مات اسیدی", "مشجر"],
    descriptions: ["سوراخ‌کاری", "جاساز", "کنج‌بری", "سندبلاست", "فارسی‌بر", "ابزار لبه", "بیزل", "شابلون (قالب)"],
  },
  {
    name: "لمینت",
    layers: 2,
    glassTypes: ["فلوت شفاف", "فلوت سوپرکلیر", "دودی (فیمه)", "برنز"],
    descriptions: ["سوراخ‌کاری", "فارسی‌بر", "ابزار لبه"],
  },
  {
    name: "دوجداره",
    layers: 2,
    glassTypes: ["فلوت شفاف", "فلوت سوپرکلیر", "رفلکس نقره‌ای", "رفلکس برنز", "دودی (فیمه)", "سبز", "لو-ای (Low-E)"],
    descriptions: ["شابلون (قالب)"],
  },
  {
    name: "دوجداره با لمینت",
    layers: 3,
    glassTypes: ["فلوت شفاف", "فلوت سوپرکلیر", "لو-ای (Low-E)"],
    descriptions: ["شابلون (قالب)"],
  },
  {
    name: "آینه",
    layers: 1,
    glassTypes: ["آینه نقره‌ای", "آینه برنز"],
    descriptions: ["سوراخ‌کاری", "فارسی‌بر", "بیزل", "سندبلاست"],
  },
]

/** A demo customer: a person (name, last name, national code, mobile) or a company (name, national ID, representative), some owned by the demo sales expert. */
export interface DemoCustomer {
  readonly kind: "individual" | "legal"
  readonly name: string
  readonly last_name?: string
  readonly national_code?: string
  readonly mobile?: string
  readonly national_id?: string
  readonly economic_code?: string
  readonly representative_name?: string
  readonly representative_mobile?: string
  readonly phone: string
  readonly postal_code: string
  readonly address: string
  readonly city: string
  readonly credit_limit: number
  readonly ownedByExpert?: boolean
}

// National codes and IDs carry their check digits (product.md section 4).
export const customers: ReadonlyArray<DemoCustomer> = [
  {
    kind: "legal",
    name: "شرکت ساختمانی آسمان‌خراش پارس",
    national_id: "10320456711",
    economic_code: "10320456711",
    representative_name: "بهرام کیانی",
    representative_mobile: "09123456780",
    phone: "02188776655",
    postal_code: "1968913451",
    address: "خیابان ولیعصر، بالاتر از پارک ساعی، پلاک ۲۱۴",
    city: "تهران",
    credit_limit: 2_500_000_000,
    ownedByExpert: true,
  },
  {
    kind: "individual",
    name: "محمد",
    last_name: "جعفری",
    national_code: "0061234567",
    mobile: "09121234567",
    phone: "02144556677",
    postal_code: "1481743115",
    address: "شهرک غرب، بلوار دادمان، کوچه هشتم",
    city: "تهران",
    credit_limit: 300_000_000,
    ownedByExpert: true,
  },
  {
    kind: "legal",
    name: "پیمانکاری نوین‌سازه البرز",
    national_id: "10862140983",
    representative_name: "حمید صالحی",
    representative_mobile: "09125551234",
    phone: "02634412233",
    postal_code: "3149775431",
    address: "عظیمیه، میدان مهران، ساختمان نگین",
    city: "کرج",
    credit_limit: 1_200_000_000,
  },
  {
    kind: "individual",
    name: "فاطمه",
    last_name: "نوری",
    national_code: "0078451299",
    mobile: "09351112233",
    phone: "02122334455",
    postal_code: "1939614853",
    address: "پاسداران، گلستان دوم، پلاک ۸",
    city: "تهران",
    credit_limit: 0,
    ownedByExpert: true,
  },
  {
    kind: "legal",
    name: "آلومینیوم و یو‌پی‌وی‌سی آریا",
    national_id: "10108345278",
    economic_code: "411122223333",
    representative_name: "کامران رستمی",
    representative_mobile: "09131239876",
    phone: "03136612345",
    postal_code: "8173945611",
    address: "خیابان چهارباغ بالا، مجتمع پارک",
    city: "اصفهان",
    credit_limit: 800_000_000,
  },
  {
    kind: "legal",
    name: "مجتمع تجاری ارغوان",
    national_id: "14005123904",
    representative_name: "لیلا مرادی",
    representative_mobile: "09153334455",
    phone: "05138456789",
    postal_code: "9178834561",
    address: "بلوار سجاد، نبش بهار ۱۰",
    city: "مشهد",
    credit_limit: 500_000_000,
  },
  {
    kind: "individual",
    name: "رضا",
    last_name: "حسینی",
    national_code: "0457329181",
    mobile: "09194445566",
    phone: "02537712345",
    postal_code: "3715634579",
    address: "بلوار امین، کوچه ۲۴",
    city: "قم",
    credit_limit: 150_000_000,
  },
  {
    kind: "legal",
    name: "دکوراسیون داخلی نقش‌جهان",
    national_id: "10860932144",
    representative_name: "سعید اکبری",
    representative_mobile: "09132223344",
    phone: "03132214567",
    postal_code: "8158744311",
    address: "خیابان نظر شرقی، پلاک ۴۰",
    city: "اصفهان",
    credit_limit: 400_000_000,
    ownedByExpert: true,
  },
  {
    kind: "individual",
    name: "سمیه",
    last_name: "قاسمی",
    national_code: "1283456702",
    mobile: "09127778899",
    phone: "02833445566",
    postal_code: "3413765431",
    address: "خیابان نوروزیان، کوچه لاله",
    city: "قزوین",
    credit_limit: 0,
  },
  {
    kind: "legal",
    name: "شرکت انبوه‌سازان شمیران",
    national_id: "10102478531",
    economic_code: "10102478531",
    representative_name: "مهدی فرهادی",
    representative_mobile: "09121110099",
    phone: "02122001122",
    postal_code: "1954834511",
    address: "تجریش، خیابان دربند، پلاک ۱۲",
    city: "تهران",
    credit_limit: 3_000_000_000,
  },
]
