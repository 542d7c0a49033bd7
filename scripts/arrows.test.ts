import { describe, expect, it } from "vitest"
import { featureCycles, importCycles, violations } from "./arrows.ts"

const file = (path: string, text: string) => ({ path, text })

describe("dependency arrows", () => {
  it("lets domain import itself and effect", () => {
    expect(
      violations([file("domain/auth/LoginForm.ts", `import { Schema } from "effect"\nimport { x } from "../text/digits.ts"`)]),
    ).toEqual([])
  })

  it("refuses domain importing React, Node, the UI, adapters or server", () => {
    const found = violations([
      file("domain/a.ts", `import React from "react"`),
      file("domain/b.ts", `import { readFile } from "node:fs"`),
      file("domain/c/d.ts", `import { x } from "../../ui/shell/Sidebar.tsx"`),
      file("domain/e.ts", `export { y } from "../adapters/http/client.ts"`),
      file("domain/f.ts", `const z = await import("../server/app.ts")`),
    ])
    expect(found.map((v) => v.path)).toEqual(["domain/a.ts", "domain/b.ts", "domain/c/d.ts", "domain/e.ts", "domain/f.ts"])
  })

  it("lets domain tests use fast-check and the calendar oracles, but not the DOM's neighbours", () => {
    expect(
      violations([
        file("domain/x.test.ts", `import fc from "fast-check"\nimport { it } from "vitest"\nimport pd from "persian-date"`),
      ]),
    ).toEqual([])
    expect(violations([file("domain/invoice/testing/arbitraries.ts", `import fc from "fast-check"`)])).toEqual([])
    expect(violations([file("domain/invoice/arbitraries.ts", `import fc from "fast-check"`)])).not.toEqual([])
    expect(violations([file("domain/x.test.ts", `import { render } from "react-dom"`)])).toHaveLength(1)
  })

  it("refuses server importing ui or adapters, and adapters importing ui", () => {
    const found = violations([
      file("server/app.ts", `import { client } from "../adapters/http/client.ts"`),
      file("server/routes/a.ts", `import { Page } from "../../ui/pages/A.tsx"`),
      file("adapters/http/client.ts", `import { $session } from "../../ui/state/session.ts"`),
    ])
    expect(found).toHaveLength(3)
  })

  it("lets ui reach adapters only from its composition root", () => {
    expect(violations([file("ui/main.tsx", `import { makeHttp } from "../adapters/http/client.ts"`)])).toEqual([])
    expect(violations([file("ui/pages/Login.tsx", `import { makeHttp } from "../../adapters/http/client.ts"`)])).toHaveLength(1)
  })

  it("lets one server feature reach another only through its use cases, refusals, reader or writer", () => {
    const found = violations([
      file("server/invoice/invoiceUseCases.ts", `import type { FinanceUseCases } from "../finance/financeUseCases.ts"`),
      file("server/invoice/invoiceStore.ts", `import { writeNotices } from "../notification/notificationWriter.ts"`),
      file("server/production/batchStore.ts", `import { readProductionSettings } from "../settings/settingsReader.ts"`),
      file("server/invoice/invoiceRoutes.ts", `import { answerRefusal } from "../http/refusal.ts"`),
      file("server/app.ts", `import { customerStoreIn } from "./customer/customerStore.ts"`),
      file("server/invoice/invoiceRoutes.test.ts", `import { customerStoreIn } from "../customer/customerStore.ts"`),
      file("server/finance/financeStore.ts", `import { invoiceStoreIn } from "../invoice/invoiceStore.ts"`),
      file("server/customer/customerRoutes.ts", `import { userRoutes } from "../user/userRoutes.ts"`),
    ])
    expect(found.map((v) => v.path)).toEqual(["server/finance/financeStore.ts", "server/customer/customerRoutes.ts"])
  })

  it("finds files that import each other, round any loop, and features that do, tests aside", () => {
    const files = [
      file("server/a/a1.ts", `import { b } from "./a2.ts"`),
      file("server/a/a2.ts", `import { c } from "./a3.ts"`),
      file("server/a/a3.ts", `import { a } from "./a1.ts"\nimport { x } from "../b/bUseCases.ts"`),
      file("server/b/bUseCases.ts", `import { y } from "../a/aUseCases.ts"`),
      file("server/a/aUseCases.ts", `export const y = 1`),
      file("server/a/x.test.ts", `import { y } from "./y.test.ts"`),
      file("server/a/y.test.ts", `import { x } from "./x.test.ts"`),
    ]
    expect(importCycles(files)).toEqual([["server/a/a1.ts", "server/a/a2.ts", "server/a/a3.ts"]])
    expect(featureCycles(files)).toEqual([["a", "b"]])
    expect(importCycles(files.slice(4))).toEqual([])
    expect(featureCycles(files.slice(4))).toEqual([])
  })
})
