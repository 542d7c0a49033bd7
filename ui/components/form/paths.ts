/** Reads the value under a dotted name such as `announcements.0.content`; a missing step reads as undefined. */
export const getPath = (root: unknown, name: string): unknown =>
  name === ""
    ? root
    : name
        .split(".")
        .reduce<unknown>(
          (node, key) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
          root,
        )

/** Answers a copy of root with the value under a dotted name replaced, copying only the objects and arrays on the way. */
export const setPath = <T>(root: T, name: string, value: unknown): T => {
  const [head, ...rest] = name.split(".")
  if (head === undefined || name === "") return value as T
  const next = rest.length === 0 ? value : setPath(getPath(root, head), rest.join("."), value)
  if (Array.isArray(root)) {
    const copy = [...root]
    copy[Number(head)] = next
    return copy as T
  }
  const base = root !== null && typeof root === "object" ? root : {}
  return { ...base, [head]: next } as T
}

/** The errors without the given field and the fields nested under it. */
export const withoutField = (errors: Readonly<Record<string, string>>, name: string): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name && !key.startsWith(`${name}.`)))
