/** The longest link stored. */
export const maxLinkLength = 2048

const label = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?"
const topLevel = "(?:\\p{L}{2,63}|xn--[a-z0-9-]{1,59})"
const octet = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)"
const host = `(?:localhost|(?:${label}\\.)+${topLevel}|${octet}(?:\\.${octet}){3})`
const webAddress = new RegExp(`^https?://${host}(?::(\\d{1,5}))?(?:[/?#]\\S*)?$`, "iu")

/** Whether a text is a web address staff can open: http or https, a named host with a top-level domain (Persian names too), localhost or an IPv4 address, an optional port up to 65535, then any path without spaces. */
export const isWebAddress = (text: string): boolean => {
  if (text.length > maxLinkLength) return false
  const match = webAddress.exec(text)
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535)
}
