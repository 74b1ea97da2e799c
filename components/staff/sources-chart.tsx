import type { SourcesReportData } from '@/lib/leads/inbox/sources-report'

/** Bar colours, each at least 3:1 against the light and the dark background. */
const COLOURS = ['#2563eb', '#d97706', '#059669', '#db2777', '#7c3aed']
const OTHER_COLOUR = '#64748b'
const SHOWN_SOURCES = COLOURS.length

const WIDTH = 720
const HEIGHT = 280
const PLOT = { left: 40, right: 10, top: 12, bottom: 36 }

/** "Nov 23": a week by its Monday. */
export const weekLabel = (monday: string) =>
  new Date(`${monday}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/** Leads per week by traffic source: the five largest sources, the rest as "other". */
export function sourceSeries(report: SourcesReportData) {
  const bySource = new Map<string, number[]>()
  for (const row of report.rows) {
    const counts = bySource.get(row.source) ?? report.weeks.map(() => 0)
    row.counts.forEach((count, index) => (counts[index]! += count))
    bySource.set(row.source, counts)
  }
  const ranked = [...bySource.entries()].sort(
    (a, b) => b[1].reduce((x, y) => x + y, 0) - a[1].reduce((x, y) => x + y, 0) || a[0].localeCompare(b[0]),
  )
  const series = ranked
    .slice(0, SHOWN_SOURCES)
    .map(([source, counts], index) => ({ source, counts, colour: COLOURS[index]! }))
  const rest = ranked.slice(SHOWN_SOURCES)
  if (rest.length > 0)
    series.push({
      source: 'other',
      counts: report.weeks.map((_, index) => rest.reduce((sum, [, counts]) => sum + counts[index]!, 0)),
      colour: OTHER_COLOUR,
    })
  return series
}

/**
 * The Sources view's chart, drawn on the server as SVG (no charting library, no script): a
 * stacked bar per week. An image to assistive technology, with a title and a description that
 * sums it up; the table beneath it holds the same numbers for reading.
 */
export function SourcesChart({ report }: { report: SourcesReportData }) {
  const series = sourceSeries(report)
  const max = Math.max(1, ...report.totals)
  const step = max <= 5 ? 1 : Math.ceil(max / 5)
  const top = Math.ceil(max / step) * step
  const plotWidth = WIDTH - PLOT.left - PLOT.right
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom
  const slot = plotWidth / report.weeks.length
  const barWidth = slot * 0.6
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight
  const total = report.totals.reduce((a, b) => a + b, 0)
  const busiest = report.totals.indexOf(Math.max(...report.totals))
  const description =
    total === 0
      ? `No leads in the ${report.weeks.length} weeks from ${weekLabel(report.weeks[0]!)}.`
      : `${total} leads in the ${report.weeks.length} weeks from ${weekLabel(report.weeks[0]!)}; the most, ${
          report.totals[busiest]
        }, in the week of ${weekLabel(report.weeks[busiest]!)}. By source: ${series
          .map((entry) => `${entry.source} ${entry.counts.reduce((a, b) => a + b, 0)}`)
          .join(', ')}. The table below lists each source and campaign per week.`

  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full text-muted-foreground"
        role="img"
        aria-labelledby="sources-chart-title"
        aria-describedby="sources-chart-desc"
      >
        <title id="sources-chart-title">Leads per week by traffic source</title>
        <desc id="sources-chart-desc">{description}</desc>
        {Array.from({ length: top / step + 1 }, (_, index) => index * step).map((tick) => (
          <g key={tick}>
            <line
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              strokeOpacity={tick === 0 ? 0.8 : 0.25}
            />
            <text x={PLOT.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="12" fill="currentColor">
              {tick}
            </text>
          </g>
        ))}
        {report.weeks.map((week, index) => {
          const x = PLOT.left + index * slot + (slot - barWidth) / 2
          let stacked = 0
          return (
            <g key={week}>
              {series.map((entry) => {
                const count = entry.counts[index]!
                if (count === 0) return null
                const from = stacked
                stacked += count
                return (
                  <rect
                    key={entry.source}
                    x={x}
                    width={barWidth}
                    y={y(stacked)}
                    height={y(from) - y(stacked)}
                    fill={entry.colour}
                  />
                )
              })}
              <text x={x + barWidth / 2} y={HEIGHT - 14} textAnchor="middle" fontSize="11" fill="currentColor">
                {weekLabel(week)}
              </text>
            </g>
          )
        })}
      </svg>
      {series.length > 0 && (
        <figcaption>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="Chart legend">
            {series.map((entry) => (
              <li key={entry.source} className="inline-flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-block size-3 rounded-sm"
                  style={{ background: entry.colour }}
                />
                {entry.source}
              </li>
            ))}
          </ul>
        </figcaption>
      )}
    </figure>
  )
}

/** The same numbers per source and campaign: the chart's readable form. */
export function SourcesTable({ report }: { report: SourcesReportData }) {
  const cell = 'px-3 py-2 text-right tabular-nums'
  return (
    <div
      className="overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-ring"
      role="region"
      aria-labelledby="sources-table-caption"
      tabIndex={0}
    >
      <table className="w-full text-sm">
        <caption id="sources-table-caption" className="sr-only">
          Leads per traffic source and campaign, per week (each week named by its Monday)
        </caption>
        <thead className="bg-muted text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Source
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              Campaign
            </th>
            {report.weeks.map((week) => (
              <th key={week} scope="col" className={`${cell} whitespace-nowrap`}>
                <time dateTime={week}>{weekLabel(week)}</time>
              </th>
            ))}
            <th scope="col" className={cell}>
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {report.rows.map((row) => (
            <tr key={`${row.source}\n${row.campaign}`}>
              <th scope="row" className="px-3 py-2 text-left font-semibold break-all">
                {row.source}
              </th>
              <td className="px-3 py-2 break-all">{row.campaign}</td>
              {row.counts.map((count, index) => (
                <td key={report.weeks[index]} className={cell}>
                  {count}
                </td>
              ))}
              <td className={`${cell} font-semibold`}>{row.total}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-border font-semibold">
          <tr>
            <th scope="row" colSpan={2} className="px-3 py-2 text-left">
              All sources
            </th>
            {report.totals.map((count, index) => (
              <td key={report.weeks[index]} className={cell}>
                {count}
              </td>
            ))}
            <td className={cell}>{report.totals.reduce((a, b) => a + b, 0)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
