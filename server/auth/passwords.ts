import { hash, verify } from "@node-rs/argon2"
import type { HashCost } from "../config.ts"

/** argon2id; the package's const enum cannot be read under isolatedModules. */
const argon2id = 2

/** Hashes and checks passwords with argon2id at the given cost. */
export interface Passwords {
  readonly hash: (password: string) => Promise<string>
  readonly verify: (stored: string, password: string) => Promise<boolean>
  /** Spends the time of one check, so an unknown identifier answers as slowly as a wrong password. */
  readonly waste: (password: string) => Promise<void>
}

/** Password hashing at the given argon2id cost. */
export const passwordsAt = (cost: HashCost): Passwords => {
  const options = { algorithm: argon2id, ...cost }
  let decoy: Promise<string> | undefined
  return {
    hash: (password) => hash(password, options),
    verify: (stored, password) => verify(stored, password, options).catch(() => false),
    waste: async (password) => {
      decoy ??= hash("decoy-password", options)
      await verify(await decoy, password, options).catch(() => false)
    },
  }
}
