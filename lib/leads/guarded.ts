import { LeadStoreUnavailableError } from './stored-lead'

/** How long one store operation may take before it counts as the database being away. */
const OPERATION_TIMEOUT_MS = 5_000

/** Runs a store operation; any failure or a slow answer becomes LeadStoreUnavailableError. */
export async function guarded<T>(
  operation: string,
  run: () => Promise<T>,
  timeoutMs = OPERATION_TIMEOUT_MS,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${operation} took longer than ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    return await Promise.race([run(), timeout])
  } catch (error) {
    throw new LeadStoreUnavailableError(`Lead store ${operation} failed: ${(error as Error).message}`, { cause: error })
  } finally {
    clearTimeout(timer)
  }
}
