import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Ajv2020 } from "ajv/dist/2020.js"
import addFormats from "ajv-formats"
import { parse } from "yaml"

/** The contract, parsed once. */
export const openapi = parse(readFileSync(fileURLToPath(new URL("../../openapi.yaml", import.meta.url)), "utf8")) as {
  paths: Record<string, Record<string, { responses: Record<string, { $ref?: string; content?: Record<string, unknown> }> }>>
  components: { responses: Record<string, { content?: Record<string, unknown> }> }
}

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats.default(ajv)
ajv.addFormat("binary", true)
ajv.addSchema(openapi, "openapi")

const pointer = (...segments: ReadonlyArray<string>) =>
  segments.map((segment) => segment.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")

/** The contract's path template matching a concrete /api path ("/api/Admin/glass_laminate_color/5" -> "/Admin/glass_laminate_color/{id}"). */
export const templateOf = (path: string): string | undefined => {
  const bare = path.replace(/^\/api/, "").split("?")[0] ?? ""
  const templates = Object.keys(openapi.paths)
  return (
    templates.find((template) => template === bare) ??
    templates.find((template) => new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(bare))
  )
}

/** Why an answer breaks the contract, or an empty list when it keeps it. */
export const contractErrors = (
  method: string,
  path: string,
  status: number,
  contentType: string | null,
  body: unknown,
): ReadonlyArray<string> => {
  const template = templateOf(path)
  if (!template) {
    // A path outside the contract may only answer the error body's 404.
    const validate = ajv.getSchema("openapi#/components/schemas/Error")
    return status === 404 && validate?.(body) ? [] : [`no path of the contract matches ${path}`]
  }
  const operation = openapi.paths[template]?.[method.toLowerCase()]
  if (!operation) return [`${method} ${template} is not in the contract`]
  const response = operation.responses[String(status)]
  if (!response) return [`${method} ${template} does not declare status ${status}`]
  const base = response.$ref
    ? response.$ref.replace(/^#/, "")
    : `/${pointer("paths", template, method.toLowerCase(), "responses", String(status))}`
  const declared = response.$ref ? openapi.components.responses[response.$ref.split("/").pop() ?? ""] : response
  const mediaType = Object.keys(declared?.content ?? {})[0]
  if (!mediaType) return []
  if (!contentType?.startsWith(mediaType))
    return [`${method} ${template} ${status} answered ${contentType}, the contract says ${mediaType}`]
  if (mediaType !== "application/json") return []
  const validate = ajv.getSchema(`openapi#${base}/${pointer("content", mediaType, "schema")}`)
  if (!validate) return [`no schema for ${method} ${template} ${status}`]
  return validate(body)
    ? []
    : (validate.errors ?? []).map(
        (error) => `${error.instancePath || "/"} ${error.message ?? ""} ${JSON.stringify(error.params)}`,
      )
}
