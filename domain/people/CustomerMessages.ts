/** The Persian messages of the customer form's own rules (names, identifiers and mobile use their shared messages). */
export const customerMessages = {
  typeRequired: "نوع مشتری را انتخاب کنید",
  companyNameRequired: "نام شرکت الزامی است",
  companyNameTooLong: "نام شرکت باید حداکثر 150 کاراکتر باشد",
  economicCodeInvalid: "کد اقتصادی نامعتبر است",
  representativeRequired: "نام نماینده الزامی است",
  representativeTooLong: "نام نماینده باید حداکثر 100 کاراکتر باشد",
  phoneInvalid: "شماره تلفن نامعتبر است",
  addressTooLong: "نشانی باید حداکثر 500 کاراکتر باشد",
  cityTooLong: "شهر باید حداکثر 50 کاراکتر باشد",
  salesExpertInvalid: "کارشناس فروش نامعتبر است",
  creditLimitInvalid: "سقف اعتبار باید عدد باشد",
  creditLimitNegative: "سقف اعتبار نمیتواند منفی باشد",
  creditLimitFraction: "سقف اعتبار باید عدد صحیح باشد",
  creditLimitTooLarge: "سقف اعتبار بیش از حد مجاز است",
  notesTooLong: "توضیحات باید حداکثر 1000 کاراکتر باشد",
} as const
