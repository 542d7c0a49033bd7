/**
 * The Iranian banks whose cheques a customer may hand over, each as it names itself, offered by the cheque dialog's bank
 * field (free text, so a bank missing here can still be typed); banks merged into Sepah (انصار، قوامین، حکمت ایرانیان،
 * مهر اقتصاد، کوثر) issue no cheques of their own and are left out.
 */
export const iranianBanks = [
  "بانک ملی ایران",
  "بانک سپه",
  "بانک کشاورزی",
  "بانک مسکن",
  "بانک صنعت و معدن",
  "بانک توسعه صادرات ایران",
  "بانک توسعه تعاون",
  "پست بانک ایران",
  "بانک ملت",
  "بانک صادرات ایران",
  "بانک تجارت",
  "بانک رفاه کارگران",
  "بانک پارسیان",
  "بانک پاسارگاد",
  "بانک سامان",
  "بانک اقتصاد نوین",
  "بانک سینا",
  "بانک شهر",
  "بانک دی",
  "بانک آینده",
  "بانک کارآفرین",
  "بانک سرمایه",
  "بانک خاورمیانه",
  "بانک ایران زمین",
  "بانک گردشگری",
  "بانک قرض‌الحسنه رسالت",
  "بانک قرض‌الحسنه مهر ایران",
] as const
