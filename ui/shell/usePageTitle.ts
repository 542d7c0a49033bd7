import { useEffect } from "react"
import { appTitle, pageTitle } from "./brand.ts"

/**
 * Names the browser tab after the page («مشتریان — شیشه آسمان») while it is shown. The shared headings (ListHeader,
 * FormCard, StatusMessage) call it with their own heading, so the tab says what the page's title says; null leaves it be.
 */
export const usePageTitle = (name: string | null): void => {
  useEffect(() => {
    if (name === null) return
    document.title = pageTitle(name)
    return () => {
      document.title = appTitle
    }
  }, [name])
}
