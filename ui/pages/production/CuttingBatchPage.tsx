import { useParams } from "react-router"
import NotFoundPage from "../status/NotFoundPage.tsx"
import { CuttingBatchNew } from "./CuttingBatchNew.tsx"
import { CuttingBatchView } from "./CuttingBatchView.tsx"

/** `cutting-batch/{id?}`: without an id a new batch is planned, with one the batch and its plan are shown; a garbled id is not found. */
export default function CuttingBatchPage() {
  const { id } = useParams()
  if (id === undefined) return <CuttingBatchNew />
  const number = /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : undefined
  return number === undefined ? <NotFoundPage /> : <CuttingBatchView key={number} id={number} />
}
