/** An announcement's link and attached file, each opened in a new tab; nothing at all when it has neither. */
export function AnnouncementAttachments({
  link,
  file,
  className,
}: {
  readonly link: string | null
  readonly file: string | null
  readonly className?: string
}) {
  if (link === null && file === null) return null
  return (
    <div className={`${className ? `${className} ` : ""}flex flex-wrap gap-4 text-sm`}>
      {link !== null && (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sky-800 underline"
        >
          <span aria-hidden="true" className="i-tabler-link h-4 w-4" />
          پیوند
        </a>
      )}
      {file !== null && (
        <a
          href={file}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sky-800 underline"
        >
          <span aria-hidden="true" className="i-tabler-file-type-pdf h-4 w-4" />
          فایل پیوست
        </a>
      )}
    </div>
  )
}
