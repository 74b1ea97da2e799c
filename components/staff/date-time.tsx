import { formatDateTime } from '@/lib/format-date'

export function DateTime({ date }: { date: Date }) {
  return <time dateTime={date.toISOString()}>{formatDateTime(date)}</time>
}
