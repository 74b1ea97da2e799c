import { and, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/connection'
import { toLead } from '../store/records'
import { guarded } from '../store/records'
import { type DeliveryChannel, type DeliveryStatus, leadDeliveries, type LeadDeliveryRow, leads } from '../store/schema'
import type { StoredLead } from '../store/records'

export type DeliverySummary = {
  id: string
  channel: DeliveryChannel
  status: DeliveryStatus
  attempts: number
  nextAttemptAt: Date
  lastAttemptAt: Date | null
  lastError: string | null
  deliveredAt: Date | null
}

/** A row of `lead_deliveries` as the inbox shows it. */
export const toDeliverySummary = ({
  id,
  channel,
  status,
  attempts,
  nextAttemptAt,
  lastAttemptAt,
  lastError,
  deliveredAt,
}: LeadDeliveryRow): DeliverySummary => ({
  id,
  channel,
  status,
  attempts,
  nextAttemptAt,
  lastAttemptAt,
  lastError,
  deliveredAt,
})

export type LeadWithDeliveries = StoredLead & { deliveries: DeliverySummary[] }

export type DeliveryOverviewQuery = {
  /** From 1. */
  page?: number
  pageSize?: number
  /** Leads with at least one delivery in this state ("failed": what needs a salesperson's eye). */
  deliveryStatus?: DeliveryStatus
  source?: string
  /** Part of the name, email or company, any case. */
  search?: string
}

export type DeliveryOverviewPage = { leads: LeadWithDeliveries[]; total: number; page: number; pageSize: number }

/** Leads newest first with how each of their deliveries went (the staff inbox's own queries are in inbox.ts). */
export interface DeliveryOverview {
  list(query?: DeliveryOverviewQuery): Promise<DeliveryOverviewPage>
}

export const OVERVIEW_MAX_PAGE_SIZE = 100

/** `%` and `_` typed into a search box are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function createDeliveryOverview(database: () => Promise<Database>): DeliveryOverview {
  return {
    list: ({ page = 1, pageSize = 25, deliveryStatus, source, search } = {}) =>
      guarded('delivery overview', async () => {
        const db = await database()
        const size = Math.min(Math.max(1, Math.floor(pageSize)), OVERVIEW_MAX_PAGE_SIZE)
        const current = Math.max(1, Math.floor(page))
        const conditions: SQL[] = []
        if (source) conditions.push(eq(leads.source, source))
        const text = search?.trim()
        if (text) {
          const pattern = likePattern(text)
          conditions.push(or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.company, pattern))!)
        }
        if (deliveryStatus) {
          conditions.push(
            exists(
              db
                .select({ id: leadDeliveries.id })
                .from(leadDeliveries)
                .where(and(eq(leadDeliveries.leadId, leads.id), eq(leadDeliveries.status, deliveryStatus))),
            ),
          )
        }
        const where = conditions.length > 0 ? and(...conditions) : undefined

        const [totalRow] = await db.select({ value: count() }).from(leads).where(where)
        const rows = await db
          .select()
          .from(leads)
          .where(where)
          .orderBy(desc(leads.seq))
          .limit(size)
          .offset((current - 1) * size)
        const deliveries =
          rows.length === 0
            ? []
            : await db
                .select()
                .from(leadDeliveries)
                .where(
                  inArray(
                    leadDeliveries.leadId,
                    rows.map((row) => row.id),
                  ),
                )
                .orderBy(leadDeliveries.channel)
        return {
          total: totalRow?.value ?? 0,
          page: current,
          pageSize: size,
          leads: rows.map((row) => ({
            ...toLead(row),
            deliveries: deliveries.filter((delivery) => delivery.leadId === row.id).map(toDeliverySummary),
          })),
        }
      }),
  }
}
