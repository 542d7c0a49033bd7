/** The query keys of the announcements, under their data tag: a save invalidates the titles at once. */
export const announcementKeys = {
  all: ["announcements"] as const,
  titles: () => [...announcementKeys.all, "titles"] as const,
}
