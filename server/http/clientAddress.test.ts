import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { addressFrom, normalAddress, unknownAddress } from "./clientAddress.ts"

const hextet = fc.integer({ min: 0, max: 0xffff }).map((group) => group.toString(16))

describe("the client's address as the throttle counts it", () => {
  it("keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as its IPv4", () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        expect(normalAddress(address)).toBe(address)
        expect(normalAddress(`::ffff:${address}`)).toBe(address)
      }),
    )
  })

  it("counts every IPv6 address of one /64 as one client, however it is written", () => {
    fc.assert(
      fc.property(
        fc.array(hextet, { minLength: 8, maxLength: 8 }),
        fc.array(hextet, { minLength: 4, maxLength: 4 }),
        (groups, otherTail) => {
          const full = groups.join(":")
          const sameNetwork = [...groups.slice(0, 4), ...otherTail].join(":")
          expect(normalAddress(full)).toBe(normalAddress(sameNetwork))
          expect(normalAddress(full)).toBe(
            `${groups
              .slice(0, 4)
              .map((group) => group.replace(/^0+(?=.)/, ""))
              .join(":")}::/64`,
          )
        },
      ),
    )
    expect(normalAddress("2001:db8::1")).toBe("2001:db8:0:0::/64")
    expect(normalAddress("2001:0DB8:0000:0001::ffff")).toBe("2001:db8:0:1::/64")
    expect(normalAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64")
  })

  it("reads anything that is no address as unknown", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^[\d.:a-fA-F%]*$/.test(text)),
        (text) => {
          expect(normalAddress(text)).toBe(unknownAddress)
        },
      ),
    )
    expect(normalAddress(undefined)).toBe(unknownAddress)
  })

  it("ignores X-Forwarded-For unless proxies are trusted, and then takes the entry the outermost trusted proxy added", () => {
    fc.assert(
      fc.property(
        fc.ipV4(),
        fc.array(fc.ipV4(), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 5 }),
        (socket, forwarded, proxies) => {
          const header = forwarded.join(", ")
          expect(addressFrom(socket, header, 0)).toBe(socket)
          expect(addressFrom(socket, header, proxies)).toBe(forwarded[Math.max(0, forwarded.length - proxies)])
          expect(addressFrom(socket, undefined, proxies)).toBe(socket)
        },
      ),
    )
  })
})
