/** Where a navigation starts and where it goes, as the router's blocker sees it. */
export interface LeaveAttempt {
  readonly from: string
  readonly to: string
}

/**
 * Whether leaving a form asks first: only while it holds changes, and only for an address outside the form (its own
 * address, or one `stays` counts as the same form, such as a switch of the customer type, keeps the work on screen).
 */
export const asksBeforeLeaving = (
  changed: boolean,
  { from, to }: LeaveAttempt,
  stays: (pathname: string) => boolean = () => false,
): boolean => changed && pathOf(to) !== pathOf(from) && !stays(pathOf(to))

/** The path of an address without its query or fragment, and without a trailing slash. */
const pathOf = (address: string): string => {
  const path = address.split(/[?#]/)[0] ?? ""
  return path.length > 1 ? path.replace(/\/+$/, "") : path
}
