import { AsyncLocalStorage } from 'node:async_hooks'

/** What a log line written while handling a request says about that request. */
export type RequestContext = { requestId: string; method: string; route: string }

// One store per process, even when several server bundles load this module.
const registry = globalThis as typeof globalThis & { __requestContext?: AsyncLocalStorage<RequestContext> }
export const requestContext = (registry.__requestContext ??= new AsyncLocalStorage<RequestContext>())

/** The request being handled where this runs, if any. */
export const currentRequest = (): RequestContext | undefined => requestContext.getStore()
