import type { Context } from "hono"
import { isIPv4, isIPv6 } from "node:net"

/** The address of a request whose client cannot be told (an in-process test): counted as one address. */
export const unknownAddress = "unknown"

/** The first four groups of an IPv6 address, "::" expanded; an embedded IPv4 tail (the last two groups) only holds their place. */
const prefixOf = (address: string): string => {
  const text = address.replace(/%.*$/, "").replace(/\d+\.\d+\.\d+\.\d+$/, "0:0")
  const [head = "", rest] = text.split("::")
  const left = head === "" ? [] : head.split(":")
  const right = rest === undefined || rest === "" ? [] : rest.split(":")
  const fill = rest === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0")
  return [...left, ...fill, ...right]
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")
}

/**
 * One address per client, as the throttle counts them: IPv4 as written, IPv4-mapped IPv6 as its IPv4, any other IPv6
 * as its /64 (one subscriber holds a whole /64), anything that is no address as unknown.
 */
export const normalAddress = (text: string | undefined): string => {
  const address = (text ?? "").trim()
  if (isIPv4(address)) return address
  if (!isIPv6(address)) return unknownAddress
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1]
  if (mapped && isIPv4(mapped)) return mapped
  return `${prefixOf(address)}::/64`
}

/**
 * The client's address: the socket's peer, or with `trustedProxies` proxies in front the X-Forwarded-For entry the
 * outermost of them added (entries further left are the client's own word and could be anything).
 */
export const addressFrom = (
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string => {
  if (trustedProxies <= 0 || forwardedFor === undefined) return normalAddress(socketAddress)
  const entries = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
  const chosen = entries[Math.max(0, entries.length - trustedProxies)]
  return chosen === undefined ? normalAddress(socketAddress) : normalAddress(chosen)
}

type NodeBindings = { readonly incoming?: { readonly socket?: { readonly remoteAddress?: string } } }

/** The client address of a request served by @hono/node-server, whose env carries the incoming message (as its conninfo helper reads it). */
export const clientAddress = (c: Context, trustedProxies: number): string => {
  const env = c.env as (NodeBindings & { readonly server?: NodeBindings }) | undefined
  const socket = (env?.server ?? env)?.incoming?.socket
  return addressFrom(socket?.remoteAddress, c.req.header("x-forwarded-for"), trustedProxies)
}
