/** The server's own Persian answers (the specification leaves server texts to us, product.md section 7). */
export const serverMessages = {
  unauthorized: "مدتی فعالیت نکردید، دوباره وارد شوید.",
  wrongCredentials: "رمز عبور یا نام کاربری اشتباه است",
  forbidden: "شما به این بخش دسترسی ندارید",
  notFound: "مورد درخواستی پیدا نشد",
  throttled: "تلاش‌های ناموفق زیاد بود؛ چند دقیقه دیگر دوباره تلاش کنید",
  tooLarge: "حجم درخواست بیش از حد مجاز است",
  fileTooLarge: "حجم فایل نباید بیشتر از 10 مگابایت باشد",
  unknownBlock: "این اطلاعیه متعلق به این عنوان نیست",
  priceTooLarge: "قیمت بیش از حد بزرگ است",
  loggedOut: "با موفقیت خارج شدید",
  fault: "خطایی رخ داد، لطفاً دوباره تلاش کنید",
  databaseUnavailable: "پایگاه داده در دسترس نیست؛ چند لحظه دیگر دوباره تلاش کنید",
  databaseBusy: "پایگاه داده مشغول است؛ چند لحظه دیگر دوباره تلاش کنید",
} as const
