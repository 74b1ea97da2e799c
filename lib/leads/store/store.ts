import type { DeliveryOverview } from '../delivery/overview'
import type { DeliveryQueue } from '../delivery/queue'
import type { FollowUpDigests } from '../inbox/digest-queue'
import type { LeadInbox } from '../inbox/inbox'
import type { CallStore } from './calls'
import type { LeadOwnership } from '../inbox/ownership'
import type { SourcesReport } from '../inbox/sources-report'
import type { StoredLead } from './records'
import type { NewLead } from '../capture/validation'

/** Where leads are kept: PostgreSQL (DATABASE_URL) or the embedded PGlite. */
export interface LeadStore {
  readonly driver: 'postgres' | 'pglite'
  /** Resolves once the database answers (the embedded one booted and migrated). */
  ready(): Promise<void>
  /**
   * Saves a lead once per idempotency key, with one pending delivery per configured channel in
   * the same transaction; a repeat returns the first lead's id.
   */
  save(lead: NewLead): Promise<{ id: string; created: boolean }>
  /** The id of the lead saved under this idempotency key, if there is one. */
  findIdByIdempotencyKey(key: string): Promise<string | undefined>
  /** Leads with this email, compared case-insensitively, newest first. */
  findByEmail(email: string): Promise<StoredLead[]>
  /** Every lead, oldest first. */
  list(): Promise<StoredLead[]>
  count(): Promise<number>
  /** Deletes leads created before `cutoff`, with their transcripts and deliveries; how many. */
  deleteCreatedBefore(cutoff: Date): Promise<number>
  /** The outbox the delivery worker works through. */
  readonly deliveries: DeliveryQueue
  /** Leads with how each of their deliveries went (failed ones first to a salesperson's eye). */
  readonly deliveryOverview: DeliveryOverview
  /** Resolves once the store can take leads (connected, migrated); throws LeadStoreUnavailableError otherwise. */
  ping(): Promise<void>
  /** The staff inbox's queries and changes (search, one lead with its history, status, notes). */
  readonly inbox: LeadInbox
  /** The calls behind leads (call-me, browser voice), their limits, reports and the STOP list. */
  readonly calls: CallStore
  /** Staff profiles, owners and follow-up dates (lib/leads/inbox/ownership.ts). */
  readonly ownership: LeadOwnership
  /** Leads per traffic source and campaign per week (the Sources view). */
  readonly sourcesReport: SourcesReport
  /** The outbox of the daily follow-up digests. */
  readonly digests: FollowUpDigests
  close(): Promise<void>
}
