/** The longest announcement group title stored. */
export const maxTitleLength = 150
/** The longest block content stored. */
export const maxContentLength = 5000
/** The most blocks one announcement group holds. */
export const maxBlocks = 50

/** The Persian messages of the announcement rules: the specification's and product.md's, then the project's own (lengths, date format, counts, malformed values). */
export const announcementMessages = {
  titleRequired: "عنوان الزامی است",
  atLeastOne: "حداقل یک اطلاعیه وارد کنید",
  contentRequired: "محتوا الزامی است",
  linkInvalid: "ادرس را بدرستی وارد کنید",
  fileNotPdf: "فایل باید یک PDF باشد.",
  startInPast: "تاریخ شروع اطلاعیه نمیتواند از تاریخ حال عقب باشد",
  startRequired: "تاریخ شروع الزامی است",
  endBeforeStart: "تاریخ پایان نمیتواند قبل از تاریخ شروع باشد",
  titleTooLong: "عنوان باید حداکثر 150 کاراکتر باشد",
  contentTooLong: "محتوا باید حداکثر 5000 کاراکتر باشد",
  tooManyBlocks: "حداکثر 50 اطلاعیه می‌توان وارد کرد",
  dateInvalid: "تاریخ را به‌درستی وارد کنید",
  idInvalid: "شناسه اطلاعیه نامعتبر است",
  idRepeated: "شناسه اطلاعیه تکراری است",
  flagInvalid: "وضعیت نامعتبر است",
} as const
