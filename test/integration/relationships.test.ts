/**
 * Relationships over HTTP against the platform's real local stack (dynalite): the price of each
 * module and of all five with AI, 402 before anything is computed, a failing module (and all of
 * them) not charged, the AI reading (offline, a failing writer, the real SDK against the fake
 * Messages API), people given by blueprintId (ownership: 404), saving with the hold named in the
 * record, list / get / delete owner-only, validation before any charge. Every answer is checked
 * against the API description by `call`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { latestFacts } from '#shared/advisor/chat';
import { comparePeople } from '#shared/advisor/relationship';
import { setAdvisorServices } from '#shared/advisor/services';
import { aiConfig, AnthropicWriter } from '#shared/ai/index';
import { AiCallError } from '#shared/ai/retry';
import { blueprintStore } from '#shared/blueprint/store-access';
import type { LocalStack } from '#shared/http/local-stack';
import { computeRelationship, RELATIONSHIP_MODULES, type ModuleFlags } from '#shared/relationships/index';
import type { PresentedSynastry } from '#shared/relationships/present';
import { setRelationshipServices } from '#shared/relationships/services';
import { relationshipStore } from '#shared/relationships/store-access';
import { startFakeAnthropic, type FakeAnthropic } from '#test/support/fake-anthropic';
import { balanceOf, call, ledgerOf, LONDON_1990, newAccount, startTestStack, type Reply } from '#test/support/stack';

process.env.AI_LOG = 'off';

let stack: LocalStack;
let fake: FakeAnthropic;
beforeAll(async () => {
  stack = await startTestStack();
  fake = await startFakeAnthropic();
});
afterAll(async () => {
  setRelationshipServices();
  await stack?.close();
  await fake?.close();
});
afterEach(() => setRelationshipServices());

const LENNON = { fullName: 'John Winston Lennon', birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' };
const ONO = { fullName: 'Yoko Ono', birthDate: '1933-02-18', birthTime: '20:30', city: 'Tokyo', country: 'Japan', latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' };
const ALL: ModuleFlags = { synastry: true, composite: true, davison: true, humanDesign: true, numerology: true };
const only = (m: keyof ModuleFlags): ModuleFlags => ({ synastry: false, composite: false, davison: false, humanDesign: false, numerology: false, [m]: true });

type Data = Record<(typeof RELATIONSHIP_MODULES)[number], Record<string, unknown> | null> & {
  relationshipId: string | null;
  people: { name: string; blueprintId: string | null }[];
  aiInterpretation: string | null;
};
type Meta = { creditsUsed: number; creditsRemaining: number; warnings: Record<string, string>; modulesFailed: string[]; modulesIncluded: string[]; saved: boolean; aiIncluded: boolean };
const dataOf = (r: Reply) => r.body.data as Data;
const metaOf = (r: Reply) => r.body.meta as Meta;
const post = (key: string, body: Record<string, unknown>): Promise<Reply> => call(stack, 'POST', '/relationships', { key, body });

describe('prices: synastry 2, composite 1, davison 1, humanDesign 2, numerology 1, AI +40', () => {
  const cases: [string, ModuleFlags, boolean, number][] = [
    ['synastry', only('synastry'), false, 2],
    ['composite', only('composite'), false, 1],
    ['davison', only('davison'), false, 1],
    ['humanDesign', only('humanDesign'), false, 2],
    ['numerology', only('numerology'), false, 1],
    ['all five', ALL, false, 7],
    ['all five with AI', ALL, true, 47],
  ];
  for (const [label, modules, includeAI, price] of cases) {
    it(`${label}: ${price} credits`, async () => {
      const a = await newAccount(stack, 100);
      const r = await post(a.apiKey, { people: [LENNON, ONO], modules, includeAI, saveToAccount: false });
      expect(r.status).toBe(200);
      expect(metaOf(r).creditsUsed).toBe(price);
      expect(r.headers.get('x-credits-used')).toBe(String(price));
      expect(metaOf(r).creditsRemaining).toBe(100 - price);
      expect(await balanceOf(stack, a.accountId)).toBe(100 - price);
      expect(metaOf(r).warnings).toEqual({});
      const d = dataOf(r);
      for (const m of RELATIONSHIP_MODULES) expect(d[m] === null, m).toBe(!modules[m]);
      expect(d.relationshipId).toBeNull();
      if (includeAI) expect(d.aiInterpretation).toContain('John Winston Lennon');
      else expect(d.aiInterpretation).toBeNull();
      const ledger = await ledgerOf(stack, a.accountId);
      expect(ledger.map((e) => [e.kind, e.credits])).toEqual([
        ['reserve', price],
        ['settle', price],
      ]);
    });
  }

  it('answers the core’s values: Lennon and Ono', async () => {
    const a = await newAccount(stack, 100);
    const r = await post(a.apiKey, { people: [LENNON, ONO], modules: ALL, saveToAccount: false });
    const d = dataOf(r) as unknown as {
      synastry: { aspects: { pointA: string; pointB: string; type: string }[]; score: { value: number; band: string }; houseOverlays: { aInB: unknown[] } };
      davison: { moment: { utc: string }; place: { latitude: number; longitude: number } };
      humanDesign: { theme: string; a: { type: string } };
      numerology: { a: { lifePathNumber: number }; b: { lifePathNumber: number } };
    };
    // the answer is the core's result for the same people, as JSON
    const person = (p: typeof LENNON) => ({ fullName: p.fullName, birth: { date: p.birthDate, time: p.birthTime, timezone: p.timezone, latitude: p.latitude, longitude: p.longitude } });
    const core = computeRelationship(person(LENNON), person(ONO), ALL);
    for (const m of RELATIONSHIP_MODULES) expect(dataOf(r)[m], m).toEqual(JSON.parse(JSON.stringify(core.data[m])));
    // Lennon's Moon (303.5) and Ono's Moon: the contacts name only A-B pairs
    expect(d.synastry.aspects.length).toBeGreaterThan(10);
    expect(d.synastry.houseOverlays.aInB).toHaveLength(16);
    expect(d.davison.place.latitude).toBeCloseTo((53.4084 + 35.6762) / 2, 4);
    expect(d.davison.place.longitude).toBeCloseTo((-2.9916 + 139.6503) / 2, 4);
    expect(d.humanDesign.theme).toMatch(/^\d-\d$/);
    expect(d.numerology.a.lifePathNumber).toBe(6);
    expect(d.numerology.b.lifePathNumber).toBe(9);
  });
});

describe('money moves only for what is delivered', () => {
  it('402 with required and available before anything is computed', async () => {
    let computed = 0;
    setRelationshipServices({
      compute: (...args) => {
        computed++;
        return computeRelationship(...args);
      },
    });
    const a = await newAccount(stack, 5);
    const r = await post(a.apiKey, { people: [LENNON, ONO], modules: ALL });
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({ error: 'Insufficient credits', required: 7, available: 5 });
    expect(computed).toBe(0);
    expect(await balanceOf(stack, a.accountId)).toBe(5);
    expect(await ledgerOf(stack, a.accountId)).toEqual([]);
    const withAi = await post(a.apiKey, { people: [LENNON, ONO], modules: only('numerology'), includeAI: true });
    expect(withAi.body).toMatchObject({ required: 41, available: 5 });
  });

  it('a failing module is null, listed, warned about and not charged (HTTP 200)', async () => {
    setRelationshipServices({
      compute: (a, b, modules, hs) => {
        const r = computeRelationship(a, b, modules, hs);
        return { data: { ...r.data, composite: null }, failed: { ...r.failed, composite: new Error('boom') } };
      },
    });
    const a = await newAccount(stack, 100);
    const r = await post(a.apiKey, { people: [LENNON, ONO], modules: ALL, includeAI: true });
    expect(r.status).toBe(200);
    expect(metaOf(r).creditsUsed).toBe(46);
    expect(await balanceOf(stack, a.accountId)).toBe(54);
    expect(dataOf(r).composite).toBeNull();
    expect(dataOf(r).synastry).not.toBeNull();
    expect(metaOf(r).modulesFailed).toEqual(['Composite chart']);
    expect(metaOf(r).warnings.composite).toContain('not charged');
    // saved as delivered
    const saved = await call(stack, 'GET', `/relationships/${dataOf(r).relationshipId}`, { key: a.apiKey });
    expect(saved.status).toBe(200);
    expect((saved.body.data as { relationship: { composite: unknown; creditsUsed: number } }).relationship).toMatchObject({ composite: null, creditsUsed: 46 });
  });

  it('nothing delivered: nothing charged, nothing saved, no AI', async () => {
    setRelationshipServices({
      compute: () => {
        throw new Error('core down');
      },
    });
    const a = await newAccount(stack, 100);
    const r = await post(a.apiKey, { people: [LENNON, ONO], modules: ALL, includeAI: true });
    expect(r.status).toBe(200);
    expect(metaOf(r).creditsUsed).toBe(0);
    expect(await balanceOf(stack, a.accountId)).toBe(100);
    expect(metaOf(r).modulesFailed).toHaveLength(5);
    expect(dataOf(r).relationshipId).toBeNull();
    expect(dataOf(r).aiInterpretation).toBeNull();
    const list = await call(stack, 'GET', '/relationships/list', { key: a.apiKey });
    expect((list.body.data as { relationships: unknown[] }).relationships).toEqual([]);
    const ledger = await ledgerOf(stack, a.accountId);
    expect(ledger.reduce((s, e) => s + e.delta, 0)).toBe(0);
  });

  it('the AI reading fails: the data is delivered and the 40 credits are not charged', async () => {
    setRelationshipServices({
      writer: {
        writeText: async () => {
          throw new AiCallError('overloaded', 'model overloaded', true, 529);
        },
      },
    });
    const a = await newAccount(stack, 100);
    const r = await post(a.apiKey, { people: [LENNON, ONO], modules: only('synastry'), includeAI: true });
    expect(r.status).toBe(200);
    expect(metaOf(r).creditsUsed).toBe(2);
    expect(await balanceOf(stack, a.accountId)).toBe(98);
    expect(metaOf(r).warnings.aiInterpretation).toContain('model overloaded');
    expect(metaOf(r).aiIncluded).toBe(false);
    expect(dataOf(r).aiInterpretation).toBeNull();
  });

  it('the reading through the real SDK is grounded in the computed facts', async () => {
    fake.reset();
    setRelationshipServices({ writer: new AnthropicWriter(aiConfig({ apiKey: 'sk-test', baseURL: fake.url }), { logger: () => {} }) });
    const a = await newAccount(stack, 100);
    const r = await post(a.apiKey, { people: [LENNON, ONO], modules: ALL, includeAI: true, saveToAccount: false });
    expect(r.status).toBe(200);
    expect(metaOf(r).creditsUsed).toBe(47);
    expect(dataOf(r).aiInterpretation).toContain('fake interpretation');
    // meta.writer names the writer of the reading: Anthropic, with the model the request asked for
    expect((r.body.meta as { writer: unknown }).writer).toEqual({ name: 'anthropic', model: (fake.requests.at(-1)!.body as { model: string }).model });
    const prompt = JSON.stringify(fake.requests.at(-1)!.body);
    const score = (dataOf(r).synastry as { score: { value: number } }).score.value;
    expect(prompt).toContain(`relationship score ${score}`);
    expect(prompt).toContain('connection theme');
    expect(prompt).toContain('Yoko Ono');
  });
});

describe('people given by blueprintId', () => {
  const blueprint = async (key: string, person: Record<string, unknown>): Promise<string> => {
    const r = await call(stack, 'POST', '/generate-blueprint', { key, body: { ...person, modules: { astrology: true, humanDesign: false, numerology: false } } });
    expect(r.status).toBe(200);
    return (r.body.data as { blueprintId: string }).blueprintId;
  };

  it('uses the saved birth data (same charts as the raw data); another account’s or an unknown id is 404, nothing charged', async () => {
    const owner = await newAccount(stack, 100);
    const id = await blueprint(owner.apiKey, LENNON);
    const byId = await post(owner.apiKey, { people: [{ blueprintId: id }, ONO], modules: ALL, saveToAccount: false });
    expect(byId.status).toBe(200);
    const raw = await post(owner.apiKey, { people: [LENNON, ONO], modules: ALL, saveToAccount: false });
    const strip = (d: Data) => ({ ...d, people: undefined });
    expect(strip(dataOf(byId))).toEqual(strip(dataOf(raw)));
    expect(dataOf(byId).people[0]).toMatchObject({ name: 'John Winston Lennon', blueprintId: id });

    const other = await newAccount(stack, 100);
    const stolen = await post(other.apiKey, { people: [ONO, { blueprintId: id }], modules: ALL });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toBe('Blueprint not found');
    const unknown = await post(other.apiKey, { people: [{ blueprintId: 'bp_nope' }, ONO], modules: ALL });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Blueprint not found');
    expect(await balanceOf(stack, other.accountId)).toBe(100);
    expect(await ledgerOf(stack, other.accountId)).toEqual([]);
  });
});

describe('saved relationships: list, get, delete (owner only)', () => {
  it('saves by default with the receipt of the hold that paid for it, lists newest first, gets and deletes', async () => {
    const a = await newAccount(stack, 100);
    const first = await post(a.apiKey, { people: [LENNON, ONO], modules: only('numerology') });
    const second = await post(a.apiKey, { people: [ONO, { ...LONDON_1990, fullName: 'Ada Lovelace' }], modules: { ...only('synastry'), humanDesign: true } });
    expect(first.status).toBe(200);
    expect(metaOf(first).saved).toBe(true);
    const id1 = dataOf(first).relationshipId!;
    const id2 = dataOf(second).relationshipId!;
    expect(id1).toMatch(/^rel_/);

    // the record carries its receipt; the ledger's reserve and settle of that hold are the price
    const record = await relationshipStore(stack.deps).get(a.accountId, id2);
    const ledger = await ledgerOf(stack, a.accountId);
    expect(record!.receipt).toMatchObject({ held: 4, credits: 4 });
    expect(ledger.filter((e) => e.holdId === record!.receipt.holdId).map((e) => [e.kind, e.credits])).toEqual([
      ['reserve', 4],
      ['settle', 4],
    ]);

    const list = await call(stack, 'GET', '/relationships/list?page=1&limit=1', { key: a.apiKey });
    expect(list.status).toBe(200);
    const ld = list.body.data as { relationships: { id: string; people: { name: string }[]; creditsUsed: number }[]; pagination: Record<string, unknown> };
    expect(ld.relationships.map((x) => x.id)).toEqual([id2]);
    expect(ld.relationships[0]!.people.map((p) => p.name)).toEqual(['Yoko Ono', 'Ada Lovelace']);
    expect(ld.pagination).toMatchObject({ page: 1, limit: 1, total: 2, totalPages: 2, hasMore: true });
    const page2 = await call(stack, 'GET', '/relationships/list?page=2&limit=1', { key: a.apiKey });
    expect((page2.body.data as { relationships: { id: string }[] }).relationships.map((x) => x.id)).toEqual([id1]);
    expect((await call(stack, 'GET', '/relationships/list?limit=0', { key: a.apiKey })).body.error).toBe('Invalid pagination');

    const got = await call(stack, 'GET', `/relationships/${id1}`, { key: a.apiKey });
    expect(got.status).toBe(200);
    const rel = (got.body.data as { relationship: Data & { id: string; creditsUsed: number } }).relationship;
    expect(rel).toMatchObject({ id: id1, creditsUsed: 1, synastry: null });
    expect(rel.numerology).toEqual(dataOf(first).numerology);

    const b = await newAccount(stack, 100);
    for (const [method, path] of [
      ['GET', `/relationships/${id1}`],
      ['DELETE', `/relationships/${id1}`],
      ['GET', '/relationships/rel_unknown'],
    ] as const) {
      const r = await call(stack, method, path, { key: b.apiKey });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body.error).toBe('Relationship not found');
    }
    expect((await call(stack, 'GET', '/relationships/list', { key: b.apiKey })).body.data).toMatchObject({ relationships: [] });

    const del = await call(stack, 'DELETE', `/relationships/${id1}`, { key: a.apiKey });
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual({ id: id1, deleted: true });
    expect((await call(stack, 'GET', `/relationships/${id1}`, { key: a.apiKey })).status).toBe(404);
    expect((await call(stack, 'DELETE', `/relationships/${id1}`, { key: a.apiKey })).status).toBe(404);
    expect(await balanceOf(stack, a.accountId)).toBe(100 - 1 - 4);
  });
});

describe('validation happens before any charge', () => {
  it.each([
    [{ modules: { synastry: false, composite: false, davison: false, humanDesign: false, numerology: false } }, 'Invalid module selection'],
    [{ modules: undefined }, 'Invalid module selection'],
    [{ modules: { synastry: 'yes' } }, 'Invalid module selection'],
    [{ people: [LENNON] }, 'Invalid request'],
    [{ people: [LENNON, ONO, LENNON] }, 'Invalid request'],
    [{ people: [LENNON, { ...ONO, birthDate: '18/02/1933' }] }, 'Invalid birth date'],
    [{ people: [LENNON, { ...ONO, timezone: 'Mars/Olympus' }] }, 'Invalid timezone'],
    [{ people: [LENNON, { ...ONO, fullName: '' }] }, 'Missing required field: fullName'],
    [{ people: [{ ...LENNON, birthDate: '1700-01-01' }, ONO] }, 'Date out of range'],
    [{ people: [LENNON, { blueprintId: 'bp_x', latitude: 10 }] }, 'Invalid coordinates'],
    [{ houseSystem: 'gauquelin' }, 'Invalid house system'],
    [{ people: [LENNON, { ...ONO, fullName: 'Yoko\nOno' }] }, 'Invalid request'],
    [{ includeAI: 'yes' }, 'Invalid request'],
    [{ asteroids: 'yes' }, 'Invalid chart option'],
    [{ lots: 1 }, 'Invalid chart option'],
  ])('%j -> 400 %s, nothing charged', async (over, error) => {
    const a = await newAccount(stack, 100);
    const r = await post(a.apiKey, { people: [LENNON, ONO], modules: ALL, ...over });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe(error);
    expect(await balanceOf(stack, a.accountId)).toBe(100);
  });

  it('natal chart options: each person’s blocks in data.charts, same price, the stored relationship answers the same on GET', async () => {
    const a = await newAccount(stack, 100);
    const r = await post(a.apiKey, { people: [LENNON, ONO], modules: only('synastry'), asteroids: true, lots: true });
    expect(r.status).toBe(200);
    expect(metaOf(r).creditsUsed).toBe(2);
    const person = (p: typeof LENNON) => ({ fullName: p.fullName, birth: { date: p.birthDate, time: p.birthTime, timezone: p.timezone, latitude: p.latitude, longitude: p.longitude } });
    const core = computeRelationship(person(LENNON), person(ONO), only('synastry'), { houseSystem: 'placidus' }, { asteroids: true, lots: true }).data;
    const charts = (r.body.data as { charts: { asteroids: Record<string, { longitude: number }>; lots: Record<string, unknown> }[] }).charts;
    expect(charts).toEqual(core.charts);
    expect(charts[0]!.asteroids.ceres!.longitude).toBeGreaterThanOrEqual(0);
    expect(dataOf(r).synastry).toEqual(core.synastry);
    const got = await call(stack, 'GET', `/relationships/${dataOf(r).relationshipId}`, { key: a.apiKey });
    expect(got.status).toBe(200);
    expect((got.body.data as { relationship: { charts: unknown } }).relationship.charts).toEqual(charts);
    // without options: no charts key at all
    const plain = await post(a.apiKey, { people: [LENNON, ONO], modules: only('numerology'), saveToAccount: false, asteroids: false });
    expect(plain.status).toBe(200);
    expect('charts' in (plain.body.data as object)).toBe(false);
  });

  it('takes a house system for the charts', async () => {
    const a = await newAccount(stack, 100);
    const r = await post(a.apiKey, { people: [LENNON, ONO], modules: only('composite'), houseSystem: 'whole-sign', saveToAccount: false });
    expect(r.status).toBe(200);
    const c = dataOf(r).composite as { houses: Record<string, { longitude: number }>; houseSystem: { used: string } };
    expect(c.houseSystem.used).toBe('whole-sign');
    expect(c.houses['1']!.longitude % 30).toBe(0);
  });
});

describe('the advisor compares two saved people', () => {
  const SAM = { fullName: 'Sam Rivera', birthDate: '1992-03-04', birthTime: '07:15', city: 'Madrid', country: 'Spain', latitude: 40.4168, longitude: -3.7038, timezone: 'Europe/Madrid' };
  const save = async (key: string, person: Record<string, unknown>) => {
    const r = await call(stack, 'POST', '/generate-blueprint', { key, body: { ...person, modules: { astrology: true, humanDesign: true, numerology: true } } });
    expect(r.status).toBe(200);
  };
  const ask = (key: string, content: string) => call(stack, 'POST', '/advisor/chat', { key, body: { messages: [{ role: 'user', content }] } });
  const expected = () => {
    const person = (p: typeof SAM) => ({ fullName: p.fullName, birth: { date: p.birthDate, time: p.birthTime, timezone: p.timezone, latitude: p.latitude, longitude: p.longitude } });
    // the user is the newest blueprint (Lennon, saved second); Sam is the other person
    return computeRelationship(person(LENNON), person(SAM), ALL).data;
  };

  afterEach(() => {
    delete process.env.ANTHROPIC_API_KEY;
    delete process.env.ANTHROPIC_BASE_URL;
    delete process.env.AI_MAX_RETRIES;
    setAdvisorServices();
  });

  it('offline: "how do I get along with Sam?" answers from the relationship core', async () => {
    setAdvisorServices();
    const a = await newAccount(stack, 100);
    await save(a.apiKey, SAM);
    await save(a.apiKey, LENNON);
    const r = await ask(a.apiKey, 'How do I get along with Sam?');
    expect(r.status).toBe(200);
    const d = expected();
    expect(r.text).toContain(`With Sam Rivera: relationship score ${d.synastry!.score.value} (${d.synastry!.score.band}), harmony ${d.synastry!.harmony.value}/100`);
    expect(r.text).toContain(`a ${d.humanDesign!.theme} connection`);
    expect(r.text).toContain(`numerology compatibility ${d.numerology!.compatibility.score}/100`);
  });

  it('online: the model gets compare_people and its result', async () => {
    process.env.ANTHROPIC_API_KEY = 'sk-test-fake';
    process.env.ANTHROPIC_BASE_URL = fake.url;
    process.env.AI_MAX_RETRIES = '0';
    fake.reset();
    fake.setReply((req) =>
      req.index === 1
        ? { kind: 'tool_use', text: 'Let me compare. ', tools: [{ name: 'compare_people', input: { with: 'sam' } }], usage: { input_tokens: 900, output_tokens: 60, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 } }
        : { kind: 'message', text: 'You two get along.', usage: { input_tokens: 1_400, output_tokens: 40, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 } },
    );
    setAdvisorServices();
    const a = await newAccount(stack, 100);
    await save(a.apiKey, SAM);
    await save(a.apiKey, LENNON);
    const r = await ask(a.apiKey, 'How do I get along with Sam?');
    expect(r.status).toBe(200);
    expect(r.text).toBe('Let me compare. You two get along.');
    const first = fake.requests[0]!.body as { tools?: { name: string }[]; system?: unknown };
    expect(first.tools!.map((t) => t.name)).toContain('compare_people');
    expect(JSON.stringify(first.system)).toMatch(/People saved in the account \(compare two with compare_people\): .*Sam Rivera/);
    const result = (fake.requests[1]!.body.messages!.at(-1)!.content as { content: string }[])[0]!;
    const c = JSON.parse(result.content) as { a: string; b: string; synastry: { score: number; harmony: number }; humanDesign: { theme: string }; numerology: { score: number } };
    const d = expected();
    expect(c).toMatchObject({ a: 'John Winston Lennon', b: 'Sam Rivera', synastry: { score: d.synastry!.score.value, harmony: d.synastry!.harmony.value }, humanDesign: { theme: d.humanDesign!.theme }, numerology: { score: d.numerology!.compatibility.score } });
  });

  it('compares in the chart options (sidereal, whole-sign, mean node, orbs) and UTC offset the blueprints were made with: the figures of POST /relationships with those options', async () => {
    setAdvisorServices();
    const OPTIONS = { zodiac: 'sidereal', ayanamsha: 'fagan-bradley', houseSystem: 'whole-sign', nodeType: 'mean', orbs: { trine: 4, sextile: 2, conjunction: 9 } };
    const a = await newAccount(stack, 200);
    const made = async (person: Record<string, unknown>) => {
      const r = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { ...person, ...OPTIONS, modules: { astrology: true, humanDesign: true, numerology: true } } });
      expect(r.status).toBe(200);
      return (r.body.data as { blueprintId: string }).blueprintId;
    };
    const sam = await made({ ...SAM, utcOffset: '+02:30' }); // not the zone's +01:00: the route casts Sam's chart with it
    const lennon = await made(LENNON); // the newest: the user
    const pair = { people: [{ blueprintId: lennon }, { blueprintId: sam }], modules: ALL, saveToAccount: false };
    const withOptions = dataOf(await post(a.apiKey, { ...pair, ...OPTIONS })).synastry as unknown as PresentedSynastry;
    const defaults = dataOf(await post(a.apiKey, pair)).synastry as unknown as PresentedSynastry;
    // the options change the figures (else this test could not tell)
    expect(withOptions.aspects).not.toEqual(defaults.aspects);

    // the tool's result, on the facts the chat reads
    const facts = (await latestFacts(blueprintStore(stack.deps), a.accountId))!;
    const c = comparePeople(facts, 'Sam');
    expect(c).toMatchObject({ a: 'John Winston Lennon', b: 'Sam Rivera', synastry: { score: withOptions.score.value, band: withOptions.score.band, harmony: withOptions.harmony.value } });
    expect(c.chartOptions).toMatchObject(OPTIONS);
    expect(c.note).toBeUndefined();
    const contacts = withOptions.aspects.map((x) => ({ a: x.pointA, b: x.pointB, aspect: x.type, orb: x.orb, influence: x.influence }));
    expect(c.synastry!.contacts).toHaveLength(Math.min(8, contacts.length));
    for (const k of c.synastry!.contacts) expect(contacts).toContainEqual(k);

    // and the offline advisor's answer
    const r = await ask(a.apiKey, 'How do I get along with Sam?');
    expect(r.status).toBe(200);
    expect(r.text).toContain(`With Sam Rivera: relationship score ${withOptions.score.value} (${withOptions.score.band}), harmony ${withOptions.harmony.value}/100`);
  });

  it('with one saved blueprint the tool is not offered', async () => {
    process.env.ANTHROPIC_API_KEY = 'sk-test-fake';
    process.env.ANTHROPIC_BASE_URL = fake.url;
    process.env.AI_MAX_RETRIES = '0';
    fake.reset();
    fake.setReply(() => ({ kind: 'message', text: 'Hello.', usage: { input_tokens: 100, output_tokens: 10, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 } }));
    setAdvisorServices();
    const a = await newAccount(stack, 100);
    await save(a.apiKey, LENNON);
    const r = await ask(a.apiKey, 'How do I get along with Sam?');
    expect(r.status).toBe(200);
    expect((fake.requests[0]!.body as { tools?: { name: string }[] }).tools!.map((t) => t.name)).not.toContain('compare_people');
  });
});
