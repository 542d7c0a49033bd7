import { formatRials } from "../../../domain/money/Rials.ts"

/**
 * A credit limit as the details show it: a dash for none, since a limit never set is saved as 0 (the customer rule
 * reads an empty limit as no credit), else the rials with their unit.
 */
export const creditLimitText = (limit: number): string => (limit === 0 ? "—" : `${formatRials(limit)} ریال`)
