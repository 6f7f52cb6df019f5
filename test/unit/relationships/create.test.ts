/**
 * The POST /relationships use case with recording collaborators: the order of the money flow
 * (reserve, compute, store naming the hold, then settle), a hold released meanwhile (the stored
 * record is deleted again, 503), a failed save (nothing settled), and people from blueprints
 * without a birthplace (400 before the reservation).
 */
import { describe, expect, it } from 'vitest';
import type { Reservation } from '#shared/accounts/credits';
import type { BlueprintRecord } from '#shared/blueprint/store';
import { isAppError } from '#shared/errors';
import { createRelationship, type CreateRelationshipDeps } from '#shared/relationships/create';
import { relationshipRequestSchema } from '#shared/relationships/request';
import type { RelationshipRecord } from '#shared/relationships/store';

const LENNON = { fullName: 'John Winston Lennon', birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' };
const ONO = { fullName: 'Yoko Ono', birthDate: '1933-02-18', birthTime: '20:30', city: 'Tokyo', country: 'Japan', latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' };
const parse = (body: unknown) => relationshipRequestSchema.parse(body);
const owner = { ownerId: 'acc_1', keyId: 'key_1' };

function harness(opts: { settles?: boolean; putFails?: boolean; blueprint?: Partial<BlueprintRecord> } = {}) {
  const events: string[] = [];
  const stored: RelationshipRecord[] = [];
  const reservation: Reservation = {
    amount: 43,
    holdId: 'hold_1',
    settle: async (n) => {
      events.push(`settle ${n}`);
      return opts.settles ?? true;
    },
    release: async () => true,
  };
  const deps: CreateRelationshipDeps = {
    blueprints: { get: async (_o, id) => (opts.blueprint && id === 'bp_1' ? ({ blueprintId: 'bp_1', fullName: 'Yoko Ono', birthDate: ONO.birthDate, birthTime: ONO.birthTime, location: 'Tokyo, Japan', content: null, ...opts.blueprint } as BlueprintRecord) : undefined) },
    store: {
      put: async (r) => {
        events.push(`put ${r.receipt.holdId}`);
        if (opts.putFails) throw new Error('table down');
        stored.push(r);
      },
      delete: async (_o, id) => {
        events.push(`delete ${id}`);
        return { relationshipId: id };
      },
      get: async () => undefined,
    },
    writer: { writeText: async () => ({ text: 'reading', writer: 'offline', model: 'offline', language: 'en', usage: { inputTokens: 0, outputTokens: 0 } }) as never },
    credits: {
      reserve: async (n) => {
        events.push(`reserve ${n}`);
        return reservation;
      },
      settleStored: async () => true,
      remaining: 0,
      peekBalance: async () => 0,
    },
    now: () => new Date('2026-11-23T12:00:00Z'),
    newId: () => 'rel_0000000000AAAAAAAAAAAAAAAA',
  };
  return { deps, events, stored };
}

describe('createRelationship', () => {
  it('reserves, computes, stores the record naming its hold, then settles what was delivered', async () => {
    const h = harness();
    const r = await createRelationship(parse({ people: [LENNON, ONO], modules: { synastry: true, numerology: true }, includeAI: true }), owner, h.deps);
    expect(h.events).toEqual(['reserve 43', 'put hold_1', 'settle 43']);
    expect(h.stored[0]).toMatchObject({ receipt: { holdId: 'hold_1', held: 43, credits: 43 }, creditsUsed: 43, ownerId: 'acc_1', modulesIncluded: ['Synastry', 'Numerology compatibility'] });
    expect(r.data.relationshipId).toBe('rel_0000000000AAAAAAAAAAAAAAAA');
    expect(r.data.aiInterpretation).toBe('reading');
  });

  it('a hold released meanwhile: the record is deleted again and the answer is 503', async () => {
    const h = harness({ settles: false });
    const e = await createRelationship(parse({ people: [LENNON, ONO], modules: { numerology: true } }), owner, h.deps).catch((x: unknown) => x);
    expect(isAppError(e) && e.error).toBe('Service unavailable');
    expect(h.events).toEqual(['reserve 1', 'put hold_1', 'settle 1', 'delete rel_0000000000AAAAAAAAAAAAAAAA']);
  });

  it('a failed save settles nothing (the middleware releases the hold)', async () => {
    const h = harness({ putFails: true });
    await expect(createRelationship(parse({ people: [LENNON, ONO], modules: { numerology: true } }), owner, h.deps)).rejects.toThrow('table down');
    expect(h.events).toEqual(['reserve 1', 'put hold_1']);
  });

  it('without saving, settles right after the computation', async () => {
    const h = harness();
    await createRelationship(parse({ people: [LENNON, ONO], modules: { davison: true }, saveToAccount: false }), owner, h.deps);
    expect(h.events).toEqual(['reserve 1', 'settle 1']);
  });

  it('a blueprint without its birthplace: 400 before the reservation for charts, Human Design from its stored offset', async () => {
    const content = { birthInfo: { fullName: 'Yoko Ono', date: ONO.birthDate, time: ONO.birthTime, location: 'Tokyo, Japan', utc: '1933-02-18T11:30:00.000Z', utcOffset: '+09:00', offsetRule: 'standard' } } as unknown as BlueprintRecord['content'];
    const h = harness({ blueprint: { content } });
    const e = await createRelationship(parse({ people: [LENNON, { blueprintId: 'bp_1' }], modules: { synastry: true } }), owner, h.deps).catch((x: unknown) => x);
    expect(isAppError(e) && e.error).toBe('Birth location required');
    expect(h.events).toEqual([]);
    const withPlace = await createRelationship(parse({ people: [LENNON, { blueprintId: 'bp_1', latitude: ONO.latitude, longitude: ONO.longitude, timezone: ONO.timezone }], modules: { synastry: true } }), owner, h.deps);
    const raw = await createRelationship(parse({ people: [LENNON, ONO], modules: { synastry: true } }), owner, harness().deps);
    expect(withPlace.data.synastry).toEqual(raw.data.synastry);
    const hd = await createRelationship(parse({ people: [LENNON, { blueprintId: 'bp_1' }], modules: { humanDesign: true } }), owner, h.deps);
    const rawHd = await createRelationship(parse({ people: [LENNON, ONO], modules: { humanDesign: true } }), owner, harness().deps);
    expect(hd.data.humanDesign).toEqual(rawHd.data.humanDesign);
  });
});
