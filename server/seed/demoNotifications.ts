/** A few notifications per demo user: invoice events with serial numbers and one system message. */
export const demoNotifications = (serialBase: number) => [
  {
    status: "informal",
    message: `پیش‌فاکتور شماره ${serialBase + 1} برای تایید ارسال شد`,
    reason: null,
    serial_number: serialBase + 1,
    read: false,
    minutesAgo: 12,
  },
  {
    status: "formal",
    message: `پیش‌فاکتور شماره ${serialBase + 2} تایید شد و فاکتور رسمی صادر شد`,
    reason: null,
    serial_number: serialBase + 2,
    read: false,
    minutesAgo: 95,
  },
  {
    status: "informal",
    message: `پیش‌فاکتور شماره ${serialBase + 3} رد شد`,
    reason: "تخفیف بیش از سقف مجاز کارشناس است",
    serial_number: serialBase + 3,
    read: false,
    minutesAgo: 60 * 26,
  },
  {
    status: "formal",
    message: `فاکتور رسمی شماره ${serialBase + 4} برای تولید ارسال شد`,
    reason: null,
    serial_number: serialBase + 4,
    read: true,
    minutesAgo: 60 * 50,
  },
  {
    status: "system",
    message: "قیمت‌های پایه شیشه از ابتدای ماه به‌روزرسانی شد",
    reason: null,
    serial_number: null,
    read: true,
    minutesAgo: 60 * 24 * 6,
  },
]
