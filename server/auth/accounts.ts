import type { UserId } from "../../domain/identifiers/Ids.ts"
import type { Station } from "../../domain/production/Stations.ts"

/** A user as sign-in, the me call and the password change read them. */
export interface Account {
  readonly id: UserId
  readonly name: string
  readonly last_name: string
  readonly personnel_code: string
  readonly mobile: string
  readonly password_hash: string
  readonly is_active: boolean
  /** Tokens carry it; a password change or a deactivation bumps it, ending every older token. */
  readonly token_generation: number
  /** An operator's stations, in station order; none for every other role. */
  readonly stations: ReadonlyArray<Station>
}

/** The user reads and the one user write auth needs: a port the composition root builds from the user store. */
export interface Accounts {
  readonly byLogin: (field: "mobile" | "personnel_code", value: string) => Promise<Account | undefined>
  readonly byId: (id: UserId) => Promise<Account | undefined>
  /** Stores a new password hash and bumps the token generation; answers the new generation, or undefined when no such user. */
  readonly changePassword: (id: UserId, passwordHash: string) => Promise<number | undefined>
}
