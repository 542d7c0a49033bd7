/** Thicknesses a glass company cuts, in mm. */
export const glassWidths = [4, 5, 6, 8, 10, 12] as const

/** Glass types: name, price factor against clear float, the thicknesses sold, and whether still offered. */
export const glassTypes: ReadonlyArray<{ name: string; factor: number; widths: ReadonlyArray<number>; active?: boolean }> = [
  { name: "فلوت شفاف", factor: 1, widths: glassWidths },
  { name: "فلوت سوپرکلیر", factor: 1.35, widths: [4, 5, 6, 8, 10, 12] },
  { name: "رفلکس نقره‌ای", factor: 1.6, widths: [4, 5, 6, 8] },
  { name: "رفلکس برنز", factor: 1.65, widths: [4, 5, 6, 8] },
  { name: "دودی (فیمه)", factor: 1.3, widths: [4, 5, 6, 8, 10] },
  { name: "برنز", factor: 1.3, widths: [4, 5, 6, 8, 10] },
  { name: "سبز", factor: 1.35, widths: [4, 5, 6, 8] },
  { name: "لو-ای (Low-E)", factor: 2.2, widths: [4, 5, 6, 8] },
  { name: "مشجر", factor: 1.25, widths: [4, 5], active: false },
  { name: "مات اسیدی", factor: 1.9, widths: [4, 5, 6, 8, 10] },
  { name: "آینه نقره‌ای", factor: 1.8, widths: [4, 5, 6] },
  { name: "آینه برنز", factor: 2, widths: [4, 5, 6] },
]

/** Rials per m2 of 1 mm of raw clear float; tempered and semi-tempered cost more. */
export const rialsPerMillimetre = 1_450_000
export const materialFactors: Readonly<Record<1 | 2 | 3, number>> = { 1: 1, 2: 1.45, 3: 1.3 }

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
export const products: ReadonlyArray<{ name: string; layers: number; glassTypes: ReadonlyArray<string>; descriptions: ReadonlyArray<string> }> = [
  {
    name: "شیشه تک‌جداره",
    layers: 1,
    glassTypes: ["فلوت شفاف", "فلوت سوپرکلیر", "رفلکس نقره‌ای", "رفلکس برنز", "دودی (فیمه)", "برنز", "سبز", "مات اسیدی", "مشجر"],
    descriptions: ["سوراخ‌کاری", "جاساز", "کنج‌بری", "سندبلاست", "فارسی‌بر", "ابزار لبه", "بیزل", "شابلون (قالب)"],
  },
  { name: "لمینت", layers: 2, glassTypes: ["فلوت شفاف", "فلوت سوپرکلیر", "دودی (فیمه)", "برنز"], descriptions: ["سوراخ‌کاری", "فارسی‌بر", "ابزار لبه"] },
  { name: "دوجداره", layers: 2, glassTypes: ["فلوت شفاف", "فلوت سوپرکلیر", "رفلکس نقره‌ای", "رفلکس برنز", "دودی (فیمه)", "سبز", "لو-ای (Low-E)"], descriptions: ["شابلون (قالب)"] },
  { name: "دوجداره با لمینت", layers: 3, glassTypes: ["فلوت شفاف", "فلوت سوپرکلیر", "لو-ای (Low-E)"], descriptions: ["شابلون (قالب)"] },
  { name: "آینه", layers: 1, glassTypes: ["آینه نقره‌ای", "آینه برنز"], descriptions: ["سوراخ‌کاری", "فارسی‌بر", "بیزل", "سندبلاست"] },
]

/** Customers: individuals (name, last name) and companies (name only), the index of the demo sales expert owning some. */
export const customers: ReadonlyArray<{ kind: "individual" | "legal"; name: string; last_name?: string; mobile?: string; ownedByExpert?: boolean }> = [
  { kind: "legal", name: "شرکت ساختمانی آسمان‌خراش پارس", ownedByExpert: true },
  { kind: "individual", name: "محمد", last_name: "جعفری", mobile: "09121234567", ownedByExpert: true },
  { kind: "legal", name: "پیمانکاری نوین‌سازه البرز" },
  { kind: "individual", name: "فاطمه", last_name: "نوری", mobile: "09351112233", ownedByExpert: true },
  { kind: "legal", name: "آلومینیوم و یو‌پی‌وی‌سی آریا" },
  { kind: "legal", name: "مجتمع تجاری ارغوان" },
  { kind: "individual", name: "رضا", last_name: "حسینی", mobile: "09194445566" },
  { kind: "legal", name: "دکوراسیون داخلی نقش‌جهان", ownedByExpert: true },
  { kind: "individual", name: "سمیه", last_name: "قاسمی", mobile: "09127778899" },
  { kind: "legal", name: "شرکت انبوه‌سازان شمیران" },
]
