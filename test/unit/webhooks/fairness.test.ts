/** The fair share of a pass (shared/webhooks/fairness.ts): account by account, endpoint by endpoint, within caps. */
import { describe, expect, it } from 'vitest';
import { fairOrder } from '#shared/webhooks/fairness';

const keys = (owner: string, webhook: string, n: number) => Array.from({ length: n }, (_, i) => ({ ownerId: owner, webhookId: webhook, id: `${owner}-${webhook}-${i}` }));

describe('fairOrder', () => {
  it('deals one account’s backlog and another’s single key in turns: the latecomer comes second, not 101st', () => {
    const due = [...keys('C', 'c1', 100), ...keys('B', 'b1', 1)];
    const out = fairOrder(due, { take: 50 });
    expect(out.slice(0, 3).map((k) => k.id)).toEqual(['C-c1-0', 'B-b1-0', 'C-c1-1']);
    expect(out).toHaveLength(50);
  });

  it('caps each endpoint and each account, keeps each endpoint’s keys oldest first, and alternates an account’s endpoints', () => {
    const due = [...keys('C', 'c1', 30), ...keys('C', 'c2', 30), ...keys('A', 'a1', 3)];
    const out = fairOrder(due, { take: 100, perEndpoint: 5, perAccount: 8 });
    const of = (w: string) => out.filter((k) => k.webhookId === w).map((k) => k.id);
    expect(of('c1')).toEqual(['C-c1-0', 'C-c1-1', 'C-c1-2', 'C-c1-3']);
    expect(of('c2')).toEqual(['C-c2-0', 'C-c2-1', 'C-c2-2', 'C-c2-3']);
    expect(of('a1')).toEqual(['A-a1-0', 'A-a1-1', 'A-a1-2']);
    expect(out.slice(0, 4).map((k) => k.id)).toEqual(['C-c1-0', 'A-a1-0', 'C-c2-0', 'A-a1-1']);
  });

  it('counts what the run took on earlier pages against the caps', () => {
    const taken = new Map<string, number>();
    const first = fairOrder(keys('C', 'c1', 10), { take: 3, perEndpoint: 4, taken });
    expect(first).toHaveLength(3);
    const second = fairOrder([...keys('C', 'c1', 10).slice(3), ...keys('B', 'b1', 2)], { take: 10, perEndpoint: 4, taken });
    expect(second.map((k) => k.id)).toEqual(['C-c1-3', 'B-b1-0', 'B-b1-1']);
  });
});
