/** The query keys of the notifications: the unread ones the shell polls, the panel's list, and the read marks' mutations. */
export const notificationKeys = {
  all: ["notifications"] as const,
  unread: () => [...notificationKeys.all, "unread"] as const,
  list: () => [...notificationKeys.all, "list"] as const,
  marks: () => [...notificationKeys.all, "mark"] as const,
}
