import NotAvailablePage from "../../status/NotAvailablePage.tsx"

/** `dimension-maps/{invoiceStatus}/{id}`: being built. */
export default function DimensionMapsPage() {
  return <NotAvailablePage />
}
