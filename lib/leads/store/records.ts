import { hasAttribution, type LeadAttribution } from '../capture/attribution'
import type { NewLead } from '../capture/validation'
import type { LeadRow } from './schema'

/**
 * A lead as the store keeps it, how a row becomes one, and the store's one error with the guard
 * that raises it: below the store and its parts (inbox, delivery queue and overview), which all
 * speak of them, so none of them imports another back.
 */
export type StoredLead = NewLead & { id: string; createdAt: Date }

/** The database could not be reached or did not answer in time; nothing was saved. */
export class LeadStoreUnavailableError extends Error {
  override name = 'LeadStoreUnavailableError'
}

type AttributionColumns = Pick<
  LeadRow,
  'landingPage' | 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent' | 'pagesViewed'
>

/** A lead's attribution from its columns, or none when nothing was recorded. */
export function attributionOf(row: AttributionColumns): LeadAttribution | undefined {
  const attribution: LeadAttribution = {}
  if (row.landingPage) attribution.landingPage = row.landingPage
  if (row.referrer) attribution.referrer = row.referrer
  if (row.utmSource) attribution.utmSource = row.utmSource
  if (row.utmMedium) attribution.utmMedium = row.utmMedium
  if (row.utmCampaign) attribution.utmCampaign = row.utmCampaign
  if (row.utmTerm) attribution.utmTerm = row.utmTerm
  if (row.utmContent) attribution.utmContent = row.utmContent
  if (row.pagesViewed?.length) attribution.pagesViewed = row.pagesViewed
  return hasAttribution(attribution) ? attribution : undefined
}

/** The columns a lead's attribution is kept in (nulls where nothing was recorded). */
export function attributionColumns(attribution: LeadAttribution | undefined): AttributionColumns {
  const a = attribution ?? {}
  return {
    landingPage: a.landingPage ?? null,
    referrer: a.referrer ?? null,
    utmSource: a.utmSource ?? null,
    utmMedium: a.utmMedium ?? null,
    utmCampaign: a.utmCampaign ?? null,
    utmTerm: a.utmTerm ?? null,
    utmContent: a.utmContent ?? null,
    pagesViewed: a.pagesViewed?.length ? a.pagesViewed : null,
  }
}

/** A row of `leads` as the rest of the code sees a lead. */
export const toLead = (row: LeadRow): StoredLead => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  source: row.source,
  phone: row.phone ?? undefined,
  message: row.message ?? undefined,
  idempotencyKey: row.idempotencyKey,
  createdAt: row.createdAt,
  ...(row.transcript ? { transcript: row.transcript } : {}),
  ...(attributionOf(row) ? { attribution: attributionOf(row) } : {}),
})

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
