import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { chequeMessages as m, iranianBanks, validateChequeForm } from "./ChequeForm.ts"
import { chequeForm, digitString, inPersianDigits } from "./testing/arbitraries.ts"

const errorsOf = (input: unknown) =>
  Result.match(validateChequeForm(input), { onSuccess: () => ({}), onFailure: (errors) => errors })
const cheque = {
  sayad_id: "1234567890123456",
  serial: "456789",
  bank: "بانک ملت",
  drawer: "شرکت شیشه نور",
  due_date: "1405/06/31",
  amount: 250_000_000,
}

describe("cheque form: messages", () => {
  it("asks for every field", () => {
    const asked = {
      sayad_id: "شناسه صیادی الزامی است",
      serial: "وارد کردن سریال چک اجباری است",
      bank: "وارد کردن نام بانک اجباری است",
      drawer: "وارد کردن نام صادرکننده چک اجباری است",
      due_date: "وارد کردن تاریخ سررسید اجباری است",
      amount: "وارد کردن مبلغ اجباری است",
    }
    expect(errorsOf({})).toEqual(asked)
    expect(errorsOf([1, 2])).toEqual(asked)
    expect(errorsOf({ sayad_id: " ", serial: "", bank: "  ", drawer: null, due_date: "", amount: "" })).toEqual(asked)
  })

  it("pins every refusal", () => {
    expect(
      errorsOf({
        sayad_id: "123456789012345",
        serial: "123",
        bank: "ب".repeat(101),
        drawer: "د".repeat(101),
        due_date: "1405/07/31",
        amount: -1,
      }),
    ).toEqual({
      sayad_id: "شناسه صیادی باید ۱۶ رقم باشد",
      serial: "سریال چک باید بین 4 و 20 رقم باشد",
      bank: "نام بانک باید حداکثر 100 کاراکتر باشد",
      drawer: "نام صادرکننده چک باید حداکثر 100 کاراکتر باشد",
      due_date: "تاریخ سررسید نامعتبر است",
      amount: "مبلغ باید بیشتر از صفر باشد",
    })
    expect(errorsOf({ ...cheque, serial: "12a456" })).toEqual({ serial: m.serialInvalid })
    expect(errorsOf({ ...cheque, amount: 0.5 })).toEqual({ amount: m.amountFraction })
    expect(errorsOf({ ...cheque, amount: "1,000,000,000,000,000" })).toEqual({ amount: m.amountTooLarge })
    expect(errorsOf({ ...cheque, bank: { name: "ملت" } })).toEqual({ bank: "مقدار این فیلد باید متن باشد" })
    // The server's refusal of a leaf recorded before.
    expect(m.sayadIdTaken).toBe("چکی با این شناسه صیادی قبلاً ثبت شده است")
  })
})

describe("cheque form: reading what staff type", () => {
  it("reads Persian digits, groups of the Sayad ID, Arabic letters and padding", () => {
    expect(
      validateChequeForm({
        sayad_id: "۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶",
        serial: "۴۵۶۷۸۹",
        bank: "  بانك ملي ايران ",
        drawer: "علي كريمي",
        due_date: "۱۴۰۵/۶/۱",
        amount: "۲۵۰٬۰۰۰٬۰۰۰",
      }),
    ).toEqual(
      Result.succeed({
        sayad_id: "1234567890123456",
        serial: "456789",
        bank: "بانک ملی ایران",
        drawer: "علی کریمی",
        due_date: "1405/06/01",
        amount: 250_000_000,
      }),
    )
  })

  it("takes a Sayad ID of exactly 16 digits and a serial of 4 to 20, in any digits", () => {
    fc.assert(
      fc.property(digitString(1, 24), digitString(1, 24), (sayad, serial) => {
        const errors = errorsOf({ ...cheque, sayad_id: inPersianDigits(sayad), serial: inPersianDigits(serial) })
        expect(errors).toEqual({
          ...(sayad.length === 16 ? {} : { sayad_id: m.sayadIdInvalid }),
          ...(serial.length >= 4 && serial.length <= 20 ? {} : { serial: m.serialInvalid }),
        })
      }),
    )
  })

  it("round-trips: a checked cheque checks again to itself", () => {
    fc.assert(
      fc.property(chequeForm, (form) => {
        expect(validateChequeForm(form)).toEqual(Result.succeed(form))
      }),
    )
  })
})

describe("the banks offered", () => {
  it("names the banks as they call themselves", () => {
    for (const bank of [
      "بانک ملی ایران",
      "بانک ملت",
      "بانک صادرات ایران",
      "بانک تجارت",
      "بانک سپه",
      "بانک کشاورزی",
      "بانک مسکن",
      "بانک رفاه کارگران",
      "پست بانک ایران",
    ])
      expect(iranianBanks).toContain(bank)
    for (const bank of [
      "بانک توسعه صادرات ایران",
      "بانک صنعت و معدن",
      "بانک پارسیان",
      "بانک پاسارگاد",
      "بانک سامان",
      "بانک اقتصاد نوین",
      "بانک سینا",
      "بانک شهر",
      "بانک دی",
    ])
      expect(iranianBanks).toContain(bank)
    for (const bank of [
      "بانک آینده",
      "بانک کارآفرین",
      "بانک سرمایه",
      "بانک خاورمیانه",
      "بانک ایران زمین",
      "بانک گردشگری",
      "بانک قرض‌الحسنه رسالت",
      "بانک قرض‌الحسنه مهر ایران",
    ])
      expect(iranianBanks).toContain(bank)
    expect(iranianBanks).toHaveLength(27)
  })

  it("offers each bank once, spelled as the form stores it, so choosing one saves it unchanged", () => {
    expect(new Set(iranianBanks).size).toBe(iranianBanks.length)
    expect(new Set(iranianBanks.map((bank) => bank.split("\u200c").join(" "))).size).toBe(iranianBanks.length)
    for (const bank of iranianBanks) {
      expect(bank).not.toMatch(/[يك]/)
      expect(validateChequeForm({ ...cheque, bank })).toEqual(Result.succeed({ ...cheque, bank }))
    }
  })
})
