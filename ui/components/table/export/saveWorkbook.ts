import writeExcelFile from "write-excel-file/browser"
import { sheetOfCsv, type ExportColumns } from "./sheetOfCsv.ts"
import { workbookRows } from "./workbookRows.ts"

// Tahoma ships with Windows and Office and draws Persian well; Excel's default Calibri borrows each Persian glyph.
// The size is written out because a font without one opens at each program's own default.
const font = { fontFamily: "Tahoma", fontSize: 11 }

/**
 * Builds the right-to-left workbook of a list from the server's CSV, its header row frozen, and hands it to the
 * browser as `fileName`. Only the export button imports this module, when a user exports, so the library stays out
 * of the shell and the page chunks.
 */
export const saveWorkbook = async (csv: string, kinds: ExportColumns, fileName: string): Promise<void> => {
  const sheet = sheetOfCsv(csv, kinds)
  const options = { rightToLeft: true, stickyRowsCount: 1, columns: sheet.columns.map(({ width }) => ({ width })) }
  await writeExcelFile(workbookRows(sheet), options, font).toFile(fileName)
}
