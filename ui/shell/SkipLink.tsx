import type { MouseEvent } from "react"

/** The id of the shell's main content, where the skip link leads. */
export const mainContentId = "main-content"

const skip = (event: MouseEvent<HTMLAnchorElement>) => {
  // Focus is moved by hand: following the #hash would change the router's address.
  event.preventDefault()
  document.getElementById(mainContentId)?.focus()
}

/** The shell's first stop for the keyboard: hidden until focused, it takes focus past the sidebar to the page itself. */
export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:text-sky-900 focus:shadow-lg focus:outline-2 focus:outline-offset-2 focus:outline-sky-600 focus:outline-solid"
    >
      پرش به محتوای اصلی
    </a>
  )
}
