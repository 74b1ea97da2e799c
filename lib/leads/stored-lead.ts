import type { NewLead } from './validation'

/**
 * A lead as the store keeps it, and the store's one error: below the store and its parts (inbox,
 * delivery queue and overview), which all speak of them, so none of them imports the others back.
 */
export type StoredLead = NewLead & { id: string; createdAt: Date }

/** The database could not be reached or did not answer in time; nothing was saved. */
export class LeadStoreUnavailableError extends Error {
  override name = 'LeadStoreUnavailableError'
}
