/** The query key of the dashboard home: one request for the counts, the unread notifications and today's announcements. */
export const homeKeys = {
  all: ["dashboard"] as const,
}
