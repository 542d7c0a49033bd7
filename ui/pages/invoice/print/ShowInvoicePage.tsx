import NotAvailablePage from "../../status/NotAvailablePage.tsx"

/** `show-invoice/{id}`: being built. */
export default function ShowInvoicePage() {
  return <NotAvailablePage />
}
