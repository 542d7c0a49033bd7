import { lazy, type ComponentType } from "react"
import { retryLoad } from "../domain/retry/PageLoadRetry.ts"

type PageModule = { default: ComponentType }

const sleep = (ms: number) => new Promise<void>((resume) => setTimeout(resume, ms))

/** The URL of the chunk a failed dynamic import names, as Chromium, Firefox and Safari put it in their message. */
const failedChunkUrl = (error: unknown): string | undefined =>
  error instanceof Error ? /(https?:\/\/\S+?\.js)\b/.exec(error.message)?.[1] : undefined

// The browser remembers a failed module URL, so each retry imports the same chunk under a fresh query string.
const freshOnRetry = (load: () => Promise<PageModule>): (() => Promise<PageModule>) => {
  let attempt = 0
  let lastUrl: string | undefined
  return async () => {
    attempt += 1
    try {
      return lastUrl === undefined
        ? await load()
        : ((await import(/* @vite-ignore */ `${lastUrl}?retry=${attempt}`)) as PageModule)
    } catch (error) {
      lastUrl = failedChunkUrl(error) ?? lastUrl
      throw error
    }
  }
}

/** A page in its own chunk, loaded on first use and retried 5 times with a delay of 1 s that doubles. */
export const lazyPage = (load: () => Promise<PageModule>) => lazy(() => retryLoad(freshOnRetry(load), sleep))
