import { type JsonLd, serializeJsonLd } from '@/lib/seo/json-ld'

/** Structured data for search engines; the browser treats it as data, never as script. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] | null | undefined }) {
  if (!data || (Array.isArray(data) && data.length === 0)) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
