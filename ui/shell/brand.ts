/** The company's name, shown above the login card and in the sidebar. */
export const companyName = "شیشه آسمان"

/** The label under the company name in the sidebar. */
export const companyLabel = "پنل مدیریت"
