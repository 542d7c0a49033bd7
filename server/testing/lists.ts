import { expect } from "vitest"
import type { Answer, TestServer } from "./harness.ts"

/** One page of a list as every list endpoint answers it. */
export type Page<Row> = { data: Array<Row>; meta: { total: number; page: number; per_page: number } }

/** GETs one page of a list as `token`, answered 200. */
export const listOf = async <Row>(t: TestServer, path: string, token: string): Promise<Page<Row>> => {
  const answer = await t.request("GET", path, { token })
  expect(answer.status).toBe(200)
  return answer.body as Page<Row>
}

/**
 * Checks an answer is a CSV download as Excel wants it (200, text/csv in UTF-8, the file name when given, the byte
 * order mark) and answers its CRLF-separated lines without the mark; the last is empty, as every line ends with CRLF.
 */
export const csvLines = (answer: Answer, fileName?: string): Array<string> => {
  expect(answer.status).toBe(200)
  expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8")
  if (fileName !== undefined) expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="${fileName}"`)
  expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return new TextDecoder().decode(answer.bytes.slice(3)).split("\r\n")
}
