import { describe, expect, it } from 'vitest';
import { daySeries, lastDays, routeSeries, seriesNet, signed, type Usage } from '../../../web/usage';

const usage = (groups: Usage['groups']): Usage => {
  const total = groups.reduce((t, g) => ({ requests: t.requests + g.requests, charged: t.charged + g.charged, refunded: t.refunded + g.refunded, net: t.net + g.net }), {
    requests: 0,
    charged: 0,
    refunded: 0,
    net: 0,
  });
  return { from: '2026-10-25', to: '2026-11-23', groupBy: 'day', groups, total };
};

describe('the console’s usage series (web/usage.ts)', () => {
  it('names the last 30 UTC days, both ends included, across a month end', () => {
    const { from, to, days } = lastDays(Date.parse('2026-11-23T23:59:59.999Z'), 30);
    expect([from, to, days.length]).toEqual(['2026-10-25', '2026-11-23', 30]);
    expect(days.slice(5, 9)).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    // a moment just after midnight UTC is the next day, whatever the machine's zone
    expect(lastDays(Date.parse('2026-11-24T00:00:00.000Z'), 1)).toEqual({ from: '2026-11-24', to: '2026-11-24', days: ['2026-11-24'] });
  });

  it('draws every day, a day without movements as 0, and keeps a group outside the days instead of dropping it', () => {
    const { days } = lastDays(Date.parse('2026-11-23T12:00:00Z'), 30);
    const u = usage([
      { key: '2026-11-23', requests: 3, charged: 5, refunded: 1, net: 4 },
      { key: '2026-11-01', requests: 2, charged: 30, refunded: 0, net: 30 },
      { key: '2026-10-01', requests: 1, charged: 2, refunded: 0, net: 2 },
    ]);
    const s = daySeries(u, days);
    expect(s.labels).toHaveLength(31);
    expect(s.labels[0]).toBe('2026-10-01');
    expect(s.net[s.labels.indexOf('2026-11-23')]).toBe(4);
    expect(s.requests[s.labels.indexOf('2026-11-01')]).toBe(2);
    expect(s.net[s.labels.indexOf('2026-11-02')]).toBe(0);
    expect(seriesNet(s)).toBe(u.total.net);
  });

  it('orders routes by net credits, keeping every group', () => {
    const u = usage([
      { key: 'calculators-life-path', requests: 3, charged: 3, refunded: 0, net: 3 },
      { key: 'blueprints-generate', requests: 1, charged: 530, refunded: 500, net: 30 },
      { key: 'transits-create', requests: 1, charged: 2, refunded: 0, net: 2 },
    ]);
    const s = routeSeries(u);
    expect(s.labels).toEqual(['blueprints-generate', 'calculators-life-path', 'transits-create']);
    expect(s.net).toEqual([30, 3, 2]);
    expect(seriesNet(s)).toBe(u.total.net);
  });

  it('signs ledger deltas', () => {
    expect([signed(10), signed(-1), signed(0)]).toEqual(['+10', '−1', '0']);
  });
});
