/**
 * The POST /transits use case with injected collaborators: what is reserved or charged and settled,
 * when nothing moves (validation first), the AI failure refund, the timeout path (a hold released
 * by someone else) and a failed save.
 */
import { describe, expect, it } from 'vitest';
import { insufficientCredits, type Reservation } from '#shared/accounts/credits';
import { isAppError } from '#shared/errors';
import { createTransits, type CreateTransitDeps } from '#shared/transits/create';
import { transitRequestSchema } from '#shared/transits/request';
import type { TransitRecord } from '#shared/transits/store';
import { LONDON_1990 } from '#test/support/stack';
import { coreCalculators } from '#shared/blueprint/services';

function fakes(opts: { settleOk?: boolean; aiFails?: boolean; putFails?: boolean } = {}) {
  const moves: string[] = [];
  const saved: TransitRecord[] = [];
  const deps: CreateTransitDeps = {
    blueprints: { get: async () => undefined },
    store: {
      put: async (r) => {
        if (opts.putFails) throw new Error('throttled');
        saved.push(r);
      },
      get: async () => undefined,
      delete: async (_o, id) => {
        const i = saved.findIndex((r) => r.transitId === id);
        if (i >= 0) saved.splice(i, 1);
        return i >= 0 ? { transitId: id } : undefined;
      },
      workRef: (ownerId, transitId) => ({ table: 'transits', key: { ownerId, transitId }, attr: 'receipt' }),
    },
    writer: {
      writeText: async () => {
        if (opts.aiFails) throw new Error('upstream timeout');
        return { text: 'A reading.', usage: { inputTokens: 0, outputTokens: 0, cacheCreationInputTokens: 0, cacheReadInputTokens: 0, requests: 0 }, writer: 'offline', model: 'm', language: 'en', requestedLanguage: 'en' };
      },
    },
    credits: {
      charge: async (n) => {
        moves.push(`charge ${n}`);
        return 100 - n;
      },
      reserve: async (n, o): Promise<Reservation> => {
        moves.push(`reserve ${n} ttl ${o?.ttlSeconds}`);
        const settle = async (x: number) => {
          moves.push(`settle ${x}`);
          return opts.settleOk ?? true;
        };
        return { amount: n, holdId: 'h', settle, release: () => settle(0) };
      },
      settleStored: async () => false,
      remaining: 0,
      peekBalance: async () => 0,
    },
    now: () => new Date('2026-11-23T10:00:00Z'),
  };
  return { deps, moves, saved };
}

const parse = (body: Record<string, unknown>) => transitRequestSchema.parse(body);
const owner = { ownerId: 'acc_1', keyId: 'key_1' };

describe('createTransits', () => {
  it('charges the period price without AI, and reserves then settles the full price with AI', async () => {
    const a = fakes();
    const r = await createTransits(parse({ ...LONDON_1990, period: 'month' }), owner, a.deps);
    expect(a.moves).toEqual(['charge 3']);
    expect(r.data.aiInterpretation).toBeNull();
    expect(r.data.date).toBe('2026-11-23'); // today in Europe/London
    const b = fakes();
    const s = await createTransits(parse({ ...LONDON_1990, period: 'week', includeAI: true }), owner, b.deps);
    expect(b.moves).toEqual(['reserve 22 ttl 35', 'settle 22']);
    expect(s.data.aiInterpretation).toBe('A reading.');
  });

  it('settles to the period price when the AI fails, and says why', async () => {
    const a = fakes({ aiFails: true });
    const r = await createTransits(parse({ ...LONDON_1990, includeAI: true }), owner, a.deps);
    expect(a.moves).toEqual(['reserve 21 ttl 35', 'settle 1']);
    expect(r.data.aiInterpretation).toBeNull();
    expect(r.meta.warnings.aiInterpretation).toContain('upstream timeout');
  });

  it('moves nothing when the input is invalid or the blueprint is not the caller\'s', async () => {
    const a = fakes();
    const errorOf = async (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => (isAppError(e) ? e.error : String(e)));
    expect(await errorOf(createTransits(parse({ ...LONDON_1990, date: '2400-01-01' }), owner, a.deps))).toBe('Date out of range');
    expect(await errorOf(createTransits(parse({ blueprintId: 'bp_x' }), owner, a.deps))).toBe('Blueprint not found');
    expect(a.moves).toEqual([]);
  });

  it('answers the refused debit (402) even though the computation ran alongside it, and saves nothing', async () => {
    const a = fakes();
    a.deps.credits.charge = async () => {
      throw insufficientCredits(1, 0);
    };
    await expect(createTransits(parse({ ...LONDON_1990, saveToAccount: true }), owner, a.deps)).rejects.toMatchObject({ error: 'Insufficient credits' });
    expect(a.saved).toEqual([]);
  });

  it('delivers nothing when its hold was released meanwhile (503), and reports a failed save', async () => {
    const a = fakes({ settleOk: false });
    await expect(createTransits(parse({ ...LONDON_1990, includeAI: true, saveToAccount: true }), owner, a.deps)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(a.saved).toEqual([]);
    const b = fakes({ putFails: true });
    const r = await createTransits(parse({ ...LONDON_1990, saveToAccount: true }), owner, b.deps);
    expect(r.data.id).toBeNull();
    expect(r.meta.saved).toBe(false);
    expect(r.meta.warnings.save).toMatch(/could not be saved/);
    const c = fakes();
    const ok = await createTransits(parse({ ...LONDON_1990, saveToAccount: true, period: 'week' }), owner, c.deps);
    expect(ok.data.id).toMatch(/^tr_[0-9A-Z]{26}$/);
    expect(c.saved[0]).toMatchObject({ ownerId: 'acc_1', transitId: ok.data.id, period: 'week', creditsUsed: 2, blueprintId: null, location: 'London, UK', lastDate: '2026-11-29', timezone: 'Europe/London' });
    expect(c.saved[0]!.aspectCount).toBe(c.saved[0]!.aspects.length);
  });

  it('a UTC offset sent with the birth time overrides the zone (14:30 at +05:00 is 10:30 in London’s summer time)', async () => {
    const run = async (body: Record<string, unknown>) => (await createTransits(parse({ ...LONDON_1990, period: 'week', ...body }), owner, fakes().deps)).data.transits;
    const offset = await run({ utcOffset: '+05:00' });
    expect(offset).toEqual(await run({ birthTime: '10:30' }));
    expect(offset).not.toEqual(await run({}));
    // the zone's own offset that day (BST) changes nothing
    expect(await run({ utcOffset: '+01:00' })).toEqual(await run({}));
  });

  it('a blueprint made without astrology is cast at the birthplace it keeps, with its UTC offset; without a birthplace the location must be sent', async () => {
    const place = { latitude: LONDON_1990.latitude, longitude: LONDON_1990.longitude, timezone: LONDON_1990.timezone };
    const blueprint = (extra: Record<string, unknown>) =>
      ({ blueprintId: 'bp_1', fullName: 'Ada', birthDate: LONDON_1990.birthDate, birthTime: LONDON_1990.birthTime, location: 'London, UK', content: { numerology: {} }, ...extra }) as never;
    const run = async (bp: unknown, body: Record<string, unknown> = {}) => {
      const f = fakes();
      f.deps.blueprints = { get: async () => bp as never };
      return createTransits(parse({ blueprintId: 'bp_1', timezone: 'Europe/London', period: 'week', ...body }), owner, f.deps);
    };
    const fromBirth = async (body: Record<string, unknown> = {}) => (await createTransits(parse({ ...LONDON_1990, period: 'week', ...body }), owner, fakes().deps)).data.transits;
    expect((await run(blueprint({ place }))).data.transits).toEqual(await fromBirth());
    expect((await run(blueprint({ place, utcOffset: '+05:00' }))).data.transits).toEqual(await fromBirth({ utcOffset: '+05:00' }));
    // a location sent is the birthplace (in the zone sent), whatever the blueprint keeps
    expect((await run(blueprint({}), { latitude: place.latitude, longitude: place.longitude })).data.transits).toEqual(await fromBirth());
    // the offset the blueprint was made with still fixes the birth instant: the place sent moves the houses, not the moment
    expect((await run(blueprint({ utcOffset: '+05:00' }), { latitude: place.latitude, longitude: place.longitude })).data.transits).toEqual(await fromBirth({ utcOffset: '+05:00' }));
    await expect(run(blueprint({}))).rejects.toMatchObject({ error: 'Birth location required' });
  });

  it('a blueprint\'s stored chart answers only when it is the chart asked for: a house system or node sent that differs casts it again, and a chart cast again keeps the blueprint\'s own options', async () => {
    const place = { latitude: LONDON_1990.latitude, longitude: LONDON_1990.longitude, timezone: LONDON_1990.timezone };
    const input = { date: LONDON_1990.birthDate, time: LONDON_1990.birthTime, ...place };
    // a blueprint made with whole-sign houses and the mean node: its stored chart and options
    const made = { houseSystem: 'whole-sign', nodeType: 'mean' } as const;
    // a stored chart keeps longitudes to 4 decimals: the aspects, their houses and orbs to 0.1 degree are compared
    const aspects = (t: { majorTransits: { transitingPlanet: string; aspect: string; natalPlanet: string; natalHouse: number | null; transitHouse: number | null; orb: number }[] }) =>
      t.majorTransits.map((m) => `${m.transitingPlanet} ${m.aspect} ${m.natalPlanet} natal house ${m.natalHouse}, through ${m.transitHouse}, orb ${m.orb.toFixed(1)}`);
    const astrology = (await coreCalculators.astrology(input, made)).data;
    const bp = { blueprintId: 'bp_1', fullName: 'Ada', birthDate: LONDON_1990.birthDate, birthTime: LONDON_1990.birthTime, location: 'London, UK', place, chartOptions: made, content: { astrology } };
    const run = async (body: Record<string, unknown> = {}) => {
      const f = fakes();
      f.deps.blueprints = { get: async () => bp as never };
      return aspects((await createTransits(parse({ blueprintId: 'bp_1', timezone: 'Europe/London', period: 'week', ...body }), owner, f.deps)).data.transits);
    };
    const fromBirth = async (body: Record<string, unknown> = {}) => aspects((await createTransits(parse({ ...LONDON_1990, period: 'week', ...body }), owner, fakes().deps)).data.transits);
    const asMade = await fromBirth(made);
    // nothing sent, or the options it was made with: its stored chart
    expect(await run()).toEqual(asMade);
    expect(await run(made)).toEqual(asMade);
    // another house system or node: the chart asked for (they change the answer)
    const placidus = await run({ houseSystem: 'placidus' });
    expect(placidus).toEqual(await fromBirth({ houseSystem: 'placidus', nodeType: 'mean' }));
    expect(placidus).not.toEqual(asMade);
    const trueNode = await run({ nodeType: 'true' });
    expect(trueNode).toEqual(await fromBirth({ houseSystem: 'whole-sign', nodeType: 'true' }));
    expect(trueNode).not.toEqual(asMade);
    // another zodiac: cast again with the blueprint's house system and node
    const sidereal = await run({ zodiac: 'sidereal' });
    expect(sidereal).toEqual(await fromBirth({ ...made, zodiac: 'sidereal' }));
    expect(sidereal).not.toEqual(await fromBirth({ zodiac: 'sidereal' }));
  });

  it('a sidereal blueprint\'s transits are sidereal in its ayanamsha unless the request names a zodiac (older records: the zodiac of the stored chart)', async () => {
    const place = { latitude: LONDON_1990.latitude, longitude: LONDON_1990.longitude, timezone: LONDON_1990.timezone };
    const input = { date: LONDON_1990.birthDate, time: LONDON_1990.birthTime, ...place };
    const made = { zodiac: 'sidereal', ayanamsha: 'raman' } as const;
    const astrology = (await coreCalculators.astrology(input, made)).data;
    const transitsOf = async (bp: unknown, body: Record<string, unknown> = {}) => {
      const f = fakes();
      f.deps.blueprints = { get: async () => bp as never };
      return (await createTransits(parse({ blueprintId: 'bp_1', timezone: 'Europe/London', period: 'week', ...body }), owner, f.deps)).data.transits as { zodiac?: unknown; majorTransits: { orb: number }[] };
    };
    const fromBirth = async (body: Record<string, unknown> = {}) => (await createTransits(parse({ ...LONDON_1990, period: 'week', ...body }), owner, fakes().deps)).data.transits as { zodiac?: unknown };
    const bp = { blueprintId: 'bp_1', fullName: 'Ada', birthDate: LONDON_1990.birthDate, birthTime: LONDON_1990.birthTime, location: 'London, UK', place, chartOptions: made, content: { astrology } };
    const asMade = await transitsOf(bp);
    expect(asMade.zodiac).toEqual({ type: 'sidereal', ayanamsha: 'raman' });
    expect((await fromBirth(made)).zodiac).toEqual({ type: 'sidereal', ayanamsha: 'raman' });
    // a record from before chart options were kept: the stored chart says sidereal
    const { chartOptions: _o, ...older } = bp;
    expect((await transitsOf(older)).zodiac).toEqual({ type: 'sidereal', ayanamsha: 'raman' });
    // a zodiac named by the request wins, with its own ayanamsha
    expect((await transitsOf(bp, { zodiac: 'tropical' })).zodiac).toBeUndefined();
    expect((await transitsOf(bp, { zodiac: 'sidereal' })).zodiac).toEqual({ type: 'sidereal', ayanamsha: 'lahiri' });
  });
});
