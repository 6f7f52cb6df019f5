/** The console's usage section: two charts (chart.js) and their numbers. */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { api } from './api';
import { $, el, table } from './dom';
import { daySeries, lastDays, routeSeries, type Series, type Usage, type UsageGroup } from './usage';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend);

export interface ConsoleCharts {
  byDay?: Chart;
  byRoute?: Chart;
}
export const charts: ConsoleCharts = {};
// the chart instances, for a reader of the page (the browser test compares their numbers with
// GET /v1/usage); they hold numbers only, never the key
(window as unknown as { blueprintConsole: { charts: ConsoleCharts } }).blueprintConsole = { charts };

const COLORS = { bar: '#4c5fd5', line: '#e0a526', grid: 'rgba(27, 35, 64, 0.08)' };

const drawChart = (slot: keyof ConsoleCharts, canvas: HTMLCanvasElement, config: ChartConfiguration<'bar' | 'line'>): void => {
  charts[slot]?.destroy();
  charts[slot] = new Chart(canvas, config);
};

/** A group with something in it (the API may list every day of the range, most of them empty). */
const moved = (g: UsageGroup): boolean => g.requests !== 0 || g.charged !== 0 || g.refunded !== 0 || (g.released ?? 0) !== 0 || g.net !== 0;

const usageTable = (node: HTMLTableElement, first: string, groups: UsageGroup[], total: Usage['total']): void => {
  const num = (n: number) => el('td', { class: 'num' }, n.toLocaleString('en-US'));
  table(
    node,
    [first, 'Requests', 'Charged', 'Refunded', 'Released', 'Net'],
    [
      ...groups.map((g) =>
        el('tr', { 'data-key': g.key }, el('th', { scope: 'row' }, g.key), num(g.requests), num(g.charged), num(g.refunded), num(g.released ?? 0), num(g.net)),
      ),
      el(
        'tr',
        { class: 'total', 'data-key': '__total' },
        el('th', { scope: 'row' }, 'Total'),
        num(total.requests),
        num(total.charged),
        num(total.refunded),
        num(total.released ?? 0),
        num(total.net),
      ),
    ],
    'Nothing in this period',
  );
};

export const loadUsage = async (): Promise<void> => {
  const { from, to, days } = lastDays(Date.now(), 30);
  const q = (groupBy: string) => `/usage?from=${from}&to=${to}&groupBy=${groupBy}`;
  const [byDay, byRoute] = await Promise.all([api<Usage>('GET', q('day')), api<Usage>('GET', q('route'))]);
  const range = $('usage-range');
  range.textContent = `${byDay.from} to ${byDay.to} (UTC days) · ${byDay.total.requests.toLocaleString('en-US')} requests · ${byDay.total.net.toLocaleString('en-US')} credits net (${byDay.total.charged.toLocaleString('en-US')} charged, ${byDay.total.refunded.toLocaleString('en-US')} refunded)`;
  range.dataset.from = byDay.from;
  range.dataset.to = byDay.to;

  const day: Series = daySeries(byDay, days);
  drawChart('byDay', $<HTMLCanvasElement>('usage-day-chart'), {
    type: 'bar',
    data: {
      labels: day.labels,
      datasets: [
        { type: 'bar', label: 'Net credits', data: day.net, backgroundColor: COLORS.bar, borderRadius: 3, yAxisID: 'y' },
        { type: 'line', label: 'Requests', data: day.requests, borderColor: COLORS.line, backgroundColor: COLORS.line, pointRadius: 2, tension: 0.25, yAxisID: 'y1' },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { grid: { display: false }, ticks: { callback: (_v, i) => day.labels[i]?.slice(5) ?? '', maxRotation: 0, autoSkipPadding: 8 } },
        y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: 'credits' }, grid: { color: COLORS.grid } },
        y1: { beginAtZero: true, ticks: { precision: 0 }, position: 'right', title: { display: true, text: 'requests' }, grid: { display: false } },
      },
      plugins: { legend: { position: 'bottom' } },
    },
  });
  const route: Series = routeSeries(byRoute);
  drawChart('byRoute', $<HTMLCanvasElement>('usage-route-chart'), {
    type: 'bar',
    data: { labels: route.labels, datasets: [{ label: 'Net credits', data: route.net, backgroundColor: COLORS.bar, borderRadius: 3 }] },
    options: {
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: { x: { beginAtZero: true, ticks: { precision: 0 }, grid: { color: COLORS.grid } }, y: { grid: { display: false } } },
      plugins: { legend: { display: false } },
    },
  });
  // days without movements are the zero bars; the table lists the days that have some
  usageTable($<HTMLTableElement>('usage-day-table'), 'Day', byDay.groups.filter(moved), byDay.total);
  usageTable($<HTMLTableElement>('usage-route-table'), 'Route', routeSeries(byRoute).labels.map((k) => byRoute.groups.find((g) => g.key === k)!), byRoute.total);
};
