// Visits and sales per day as an SVG line chart written here (no chart library: two lines and three
// ticks do not justify one, and nothing extra loads for this page). The SVG is one image with a text
// summary for assistive technology; the same numbers are in a table next to it (AnalyticsTable).
import { css } from '@linaria/core';
import type { AnalyticsDay } from '../../../shared/analytics/schema.ts';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 36 };

const figure = css`
  margin: 0;

  & svg {
    display: block;
    width: 100%;
    height: auto;
    max-height: 260px;
  }
`;

const axis = css`
  stroke: var(--color-border);
  stroke-width: 1;
`;

const tickText = css`
  fill: var(--color-text-muted);
  font-size: 11px;
`;

const visitsLine = css`
  fill: none;
  stroke: var(--color-primary-strong);
  stroke-width: 2.5;
`;

const salesLine = css`
  fill: none;
  stroke: #b35900;
  stroke-width: 2.5;
  stroke-dasharray: 6 4;
`;

const legend = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;

  & li::before {
    content: '';
    display: inline-block;
    width: 1.5rem;
    height: 0;
    margin-right: 0.4rem;
    vertical-align: middle;
    border-top: 3px solid var(--color-primary-strong);
  }

  & li + li::before {
    border-top: 3px dashed #b35900;
  }
`;

/** "27 Nov" for a YYYY-MM-DD (UTC) day, the same on the server and in every browser. */
export function shortDay(day: string): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const [, month = '1', date = '1'] = day.split('-');
  return `${Number(date)} ${months[Number(month) - 1] ?? ''}`;
}

function points(values: number[], max: number): string {
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = values.length > 1 ? innerWidth / (values.length - 1) : 0;
  return values
    .map(
      (value, index) =>
        `${(PAD.left + index * step).toFixed(1)},${(PAD.top + innerHeight - (value / max) * innerHeight).toFixed(1)}`,
    )
    .join(' ');
}

export function AnalyticsChart({ days, titleId }: { days: AnalyticsDay[]; titleId: string }) {
  const visits = days.map((day) => day.pageViews);
  const sales = days.map((day) => day.purchases);
  const totalVisits = visits.reduce((a, b) => a + b, 0);
  const totalSales = sales.reduce((a, b) => a + b, 0);
  const max = Math.max(1, ...visits, ...sales);
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const summary = `From ${shortDay(first)} to ${shortDay(last)}: ${totalVisits} ${totalVisits === 1 ? 'visit' : 'visits'} and ${totalSales} ${totalSales === 1 ? 'sale' : 'sales'}. The table below has the numbers for each day.`;
  return (
    <figure className={figure}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${titleId}-desc`}>
        <desc id={`${titleId}-desc`}>{summary}</desc>
        {[0, 0.5, 1].map((fraction) => {
          const y = PAD.top + innerHeight - fraction * innerHeight;
          return (
            <g key={fraction}>
              <line className={axis} x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} />
              <text className={tickText} x={PAD.left - 6} y={y + 4} textAnchor="end">
                {Math.round(max * fraction)}
              </text>
            </g>
          );
        })}
        <text className={tickText} x={PAD.left} y={HEIGHT - 8} textAnchor="start">
          {shortDay(first)}
        </text>
        <text className={tickText} x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
          {shortDay(last)}
        </text>
        <polyline className={visitsLine} points={points(visits, max)} />
        <polyline className={salesLine} points={points(sales, max)} />
      </svg>
      <ul className={legend} aria-hidden="true">
        <li>Visits</li>
        <li>Sales</li>
      </ul>
    </figure>
  );
}
