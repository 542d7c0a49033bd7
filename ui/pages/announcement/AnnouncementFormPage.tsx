/** Placeholder until the screen is built; the route already lazy-loads it. */
export default function AnnouncementFormPage() {
  return <section />
}
