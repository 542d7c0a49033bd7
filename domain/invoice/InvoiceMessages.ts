/** The Persian messages of the invoice rules, pinned by InvoiceForm.test.ts and the server's tests. */
export const invoiceMessages = {
  kindInvalid: "نوع فاکتور نامعتبر است",
  preBuyNotAllowed: "شما اجازه صدور پیش‌خرید را ندارید",
  customerRequired: "انتخاب مشتری اجباری است",
  customerInvalid: "مشتری نامعتبر است",
  customerInactive: "این مشتری غیرفعال است",
  customerNotYours: "فقط برای مشتریان خودتان می‌توانید فاکتور صادر کنید",
  salesExpertInvalid: "کارشناس فروش نامعتبر است",
  dateInvalid: "تاریخ نامعتبر است",
  dateOutOfRange: "تاریخ فاکتور باید در سال جاری یا سال گذشته باشد",
  fareInvalid: "کرایه حمل نامعتبر است",
  fareInactive: "این کرایه حمل غیرفعال است",
  rackTypeInvalid: "نوع خرک نامعتبر است",
  shippingTypeInvalid: "نوع ارسال نامعتبر است",
  discountRequired: "درصد تخفیف را وارد کنید",
  discountOutOfRange: "درصد تخفیف باید بین 0 و 100 باشد",
  discountFraction: "درصد تخفیف حداکثر دو رقم اعشار دارد",
  noteTooLong: "یادداشت حداکثر 500 کاراکتر است",
  versionInvalid: "نسخه فاکتور نامعتبر است",
  linesRequired: "حداقل یک ردیف وارد کنید",
  linesTooMany: "حداکثر 500 ردیف در یک فاکتور مجاز است",
  lineInvalid: "ردیف نامعتبر است",
  lineRepeated: "این ردیف تکراری است",
  productRequired: "انتخاب محصول اجباری است",
  productInvalid: "محصول نامعتبر است",
  productNotAllowed: "شما اجازه فروش این محصول را ندارید",
  countRequired: "وارد کردن تعداد اجباری است",
  countOutOfRange: "تعداد باید بین 1 و 10000 باشد",
  countFraction: "تعداد باید عدد صحیح باشد",
  edgeTypeInvalid: "نوع لبه نامعتبر است",
  glassTypeRequired: "انتخاب نوع شیشه اجباری است",
  glassTypeInvalid: "نوع شیشه نامعتبر است",
  glassTypeNotAllowed: "این نوع شیشه برای این محصول مجاز نیست",
  glassTypeInactive: "این نوع شیشه غیرفعال است",
  thicknessRequired: "انتخاب ضخامت اجباری است",
  thicknessInvalid: "ضخامت نامعتبر است",
  thicknessNotOffered: "این ضخامت برای این نوع شیشه قیمت ندارد",
  thicknessInactive: "این ضخامت غیرفعال است",
  mirrorThicknessInvalid: "ضخامت آینه باید 4، 5 یا 6 میلی‌متر باشد",
  materialInvalid: "جنس شیشه نامعتبر است",
  laminateColorRequired: "انتخاب رنگ طلق اجباری است",
  laminateColorInvalid: "رنگ طلق نامعتبر است",
  laminateColorInactive: "این رنگ طلق غیرفعال است",
  laminateThicknessInvalid: "ضخامت طلق نامعتبر است",
  laminateGlueInvalid: "چسب طلق برای این محصول مجاز نیست",
  spacerRequired: "انتخاب اسپیسر اجباری است",
  spacerInvalid: "اسپیسر نامعتبر است",
  spacerInactive: "این اسپیسر غیرفعال است",
  spacerColorInvalid: "رنگ اسپیسر نامعتبر است",
  spacerGlueInvalid: "چسب اسپیسر نامعتبر است",
  descriptionRequired: "انتخاب توضیح اجباری است",
  descriptionInvalid: "توضیح نامعتبر است",
  descriptionNotAllowed: "این توضیح برای این محصول مجاز نیست",
  descriptionInactive: "این توضیح غیرفعال است",
  descriptionRepeated: "این توضیح تکراری است",
  descriptionsTooMany: "حداکثر 20 توضیح برای هر ردیف مجاز است",
  quantityRequired: "تعداد توضیح را وارد کنید",
  quantityOutOfRange: "تعداد توضیح باید بین 1 و 1000 باشد",
  quantityFraction: "تعداد توضیح باید عدد صحیح باشد",
  totalTooLarge: "مبلغ کل فاکتور از سقف مجاز بیشتر است",
  notEditable: "فقط فاکتور پیش‌نویس یا ردشده را می‌توان ویرایش کرد",
  moveNotAllowed: "این کار در وضعیت فعلی فاکتور ممکن نیست",
  reasonRequired: "دلیل رد را وارد کنید",
  reasonTooLong: "دلیل رد حداکثر 500 کاراکتر است",
  versionStale: "این فاکتور در این فاصله تغییر کرده است؛ آن را دوباره باز کنید",
} as const

/** «این محصول 2 لایه شیشه دارد»: the layers a product's structure needs. */
export const layersCountMessage = (layers: number): string => `این محصول ${layers} لایه شیشه دارد`

/** «این محصول 1 لایه طلق دارد», or that it has none. */
export const laminatesCountMessage = (laminates: number): string =>
  laminates === 0 ? "این محصول طلق ندارد" : `این محصول ${laminates} لایه طلق دارد`

/** «این محصول 1 اسپیسر دارد», or that it has none. */
export const spacersCountMessage = (spacers: number): string =>
  spacers === 0 ? "این محصول اسپیسر ندارد" : `این محصول ${spacers} اسپیسر دارد`

/** «درصد تخفیف شما حداکثر 10 است»: the discount cap of the user's access. */
export const discountCapMessage = (cap: number): string => `درصد تخفیف شما حداکثر ${cap} است`
