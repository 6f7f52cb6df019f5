/**
 * Blueprints over HTTP against the platform's real local stack (dynalite): prices, partial
 * failures and refunds, storage and ownership, and the PDF export with its headers.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { createKey } from '#shared/accounts/admin';
import { SECTION_TITLES } from '#shared/ai/sections';
import type { AiWriter } from '#shared/ai/types';
import { OfflineWriter } from '#shared/ai/offline-writer';
import { coreCalculators, setBlueprintServices } from '#shared/blueprint/services';
import type { BlueprintRecord, BlueprintStore } from '#shared/blueprint/store';
import { blueprintStore } from '#shared/blueprint/store-access';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, call, ledgerOf, LONDON_1990, newAccount, startTestStack } from '#test/support/stack';
import type { Reply } from '#test/support/stack';

process.env.AI_LOG = 'off';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  setBlueprintServices();
  await stack?.close();
});
afterEach(() => setBlueprintServices());

const ALL = { astrology: true, humanDesign: true, numerology: true };
const NONE = { astrology: false, humanDesign: false, numerology: false };
const body = (over: Record<string, unknown> = {}) => ({ fullName: 'Zoë Ångström', ...LONDON_1990, modules: ALL, ...over });

const generate = (key: string, over: Record<string, unknown> = {}, path = '/generate-blueprint'): Promise<Reply> =>
  call(stack, 'POST', path, { key, body: body(over) });

type Meta = Record<string, unknown> & { creditsUsed: number; warnings: Record<string, string> };
type Data = Record<string, unknown> & { aiContent: Record<string, string>; blueprintId?: string };
const metaOf = (r: Reply) => r.body.meta as Meta;
const dataOf = (r: Reply) => r.body.data as Data;

describe('prices (spec 4.1 totals)', () => {
  const cases: Array<[string, Record<string, boolean>, Record<string, boolean> | undefined, number, number]> = [
    ['all data only', ALL, undefined, 4, 0],
    ['astrology data plus AI', { ...NONE, astrology: true }, { astrology: true }, 501, 19],
    ['all data plus astrology AI', ALL, { astrology: true }, 504, 19],
    ['numerology data plus AI', { ...NONE, numerology: true }, { numerology: true }, 27, 1],
    ['everything', ALL, ALL, 900, 34],
  ];
  for (const [label, modules, includeAI, price, sections] of cases) {
    it(`${label}: ${price} credits`, async () => {
      const a = await newAccount(stack, 1000);
      const r = await generate(a.apiKey, { modules, ...(includeAI ? { includeAI } : {}) });
      expect(r.status).toBe(200);
      const meta = metaOf(r);
      expect(meta.creditsUsed).toBe(price);
      expect(r.headers.get('x-credits-used')).toBe(String(price));
      expect(meta.creditsRemaining).toBe(1000 - price);
      expect(await balanceOf(stack, a.accountId)).toBe(1000 - price);
      expect(meta.sectionsGenerated).toBe(sections);
      expect(Object.keys(dataOf(r).aiContent)).toHaveLength(sections);
      expect(meta.modulesFailed).toEqual([]);
      expect(meta.warnings).toEqual({});
    });
  }

  it('writes the Human Design and numerology sections in the language asked for', async () => {
    const a = await newAccount(stack, 1000);
    const r = await generate(a.apiKey, { modules: { ...NONE, humanDesign: true, numerology: true }, includeAI: { humanDesign: true, numerology: true }, language: 'fr' });
    expect(r.status).toBe(200);
    const ai = dataOf(r).aiContent;
    expect(ai.type).toMatch(/^Votre type est /);
    expect(ai.authority).toMatch(/^Votre autorité intérieure est /);
    expect(ai.lifePath).toMatch(/^Votre chemin de vie est le \d+/);
    const en = dataOf(await generate(a.apiKey, { modules: { ...NONE, humanDesign: true, numerology: true }, includeAI: { humanDesign: true, numerology: true } })).aiContent;
    expect(en.type).toMatch(/^You are a /);
  });

  it('returns every meta field of spec 2.3 and the data shapes', async () => {
    const a = await newAccount(stack, 1000);
    const r = await generate(a.apiKey, { includeAI: { humanDesign: true } });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    // the calculation record (issue 44): the moment and how it was found, the ephemeris, the houses
    const { calculation, ...meta } = metaOf(r) as Record<string, unknown>;
    expect(calculation).toMatchObject({ moment: { offsetRule: 'daylight saving', localTime: '1990-07-15 14:30' }, ephemeris: { name: 'Swiss Ephemeris' }, houses: { requested: 'placidus', used: 'placidus', fallback: false } });
    expect(meta).toEqual({
      creditsUsed: 374,
      creditsRemaining: 626,
      modules: ALL,
      modulesRequested: ['Astrology', 'Human Design', 'Numerology'],
      modulesIncluded: ['Astrology', 'Human Design', 'Numerology'],
      modulesFailed: [],
      warnings: {},
      aiModules: { astrology: false, humanDesign: true, numerology: false },
      aiModulesIncluded: ['Human Design'],
      sectionsGenerated: 14,
      // the offline writer wrote the sections (no model key on the local stack): meta.writer says so
      writer: { name: 'offline' },
    });
    const d = dataOf(r);
    expect(d.birthInfo).toEqual({
      fullName: 'Zoë Ångström',
      date: '1990-07-15',
      time: '14:30',
      location: 'London, UK',
      utc: '1990-07-15T13:30:00.000Z',
      utcOffset: '+01:00',
      offsetRule: 'daylight saving',
    });
    const astro = d.astrology as { celestialBodies: Record<string, { sign: string; longitude: number; house: number }>; houses: Record<string, unknown>; aspects: unknown[] };
    expect(astro.celestialBodies.sun).toMatchObject({ sign: 'cancer', house: expect.any(Number) });
    expect(Object.keys(astro.houses)).toHaveLength(12);
    expect(astro.aspects.length).toBeGreaterThan(5);
    const hd = d.humanDesign as { profile: string; centers: Record<string, unknown> };
    expect(hd.profile).toMatch(/^\d\/\d$/);
    expect(Object.keys(hd.centers)).toHaveLength(9);
    expect(Object.keys(d.numerology as object).sort()).toEqual(
      expect.arrayContaining(['lifePathNumber', 'expressionNumber', 'soulUrgeNumber', 'personalYear', 'personalMonth', 'personalDay']),
    );
    expect(Object.keys(d.aiContent)).toEqual(expect.arrayContaining(['type', 'strategy', 'undefinedCenters']));
    expect(d.blueprintId).toMatch(/^bp_/);
  });

  it('answers 402 with required, available and modulesRequested, and charges nothing', async () => {
    const a = await newAccount(stack, 503);
    const r = await generate(a.apiKey, { includeAI: { astrology: true } });
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({ error: 'Insufficient credits', required: 504, available: 503, modulesRequested: ['Astrology', 'Human Design', 'Numerology'] });
    expect(await balanceOf(stack, a.accountId)).toBe(503);
    expect(await ledgerOf(stack, a.accountId)).toEqual([]);
  });

  it('serves the same operation under /generate-blueprint-modular', async () => {
    const a = await newAccount(stack, 10);
    const r = await generate(a.apiKey, { modules: { ...NONE, numerology: true } }, '/generate-blueprint-modular');
    expect(r.status).toBe(200);
    expect(metaOf(r).creditsUsed).toBe(1);
    expect(await balanceOf(stack, a.accountId)).toBe(9);
  });
});

describe('request validation', () => {
  it.each([
    ['missing modules', { modules: undefined }],
    ['no module selected', { modules: NONE }],
    ['a flag missing', { modules: { astrology: true, numerology: true } }],
    ['a flag not boolean', { modules: { astrology: 'yes', humanDesign: false, numerology: false } }],
    ['modules not an object', { modules: ['astrology'] }],
  ])('answers 400 "Invalid module selection" for %s, free', async (_label, over) => {
    const a = await newAccount(stack, 10);
    const r = await generate(a.apiKey, over);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Invalid module selection');
    expect(await balanceOf(stack, a.accountId)).toBe(10);
  });

  it('refuses the look-alike includeAi with 400 unknown_field naming includeAI; nothing charged, nothing saved', async () => {
    const a = await newAccount(stack, 1000);
    const r = await generate(a.apiKey, { modules: { ...NONE, astrology: true }, includeAi: { astrology: true } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      success: false,
      error: 'Unknown field',
      code: 'unknown_field',
      fields: [{ field: 'includeAi', path: 'includeAi', didYouMean: 'includeAI' }],
    });
    expect(String(r.body.message)).toContain('did you mean "includeAI"?');
    expect(await balanceOf(stack, a.accountId)).toBe(1000);
    const list = await call(stack, 'GET', '/blueprints/list', { key: a.apiKey });
    expect((list.body.data as { pagination: { total: number } }).pagination.total).toBe(0);
    // every unknown field is named, nested ones with their path; a field documented on the route stays accepted
    const two = await generate(a.apiKey, { modules: { ...NONE, numerology: true }, fullname: 'x', includeAI: { numerology: false, astrolgy: true } });
    expect(two.status).toBe(400);
    expect(two.body.fields).toEqual([
      { field: 'fullname', path: 'fullname', didYouMean: 'fullName' },
      { field: 'astrolgy', path: 'includeAI.astrolgy', didYouMean: 'astrology' },
    ]);
    expect((await generate(a.apiKey, { modules: { ...NONE, numerology: true }, saveToAccount: false, utcOffset: '+01:00' })).status).toBe(200);
  });

  it.each([
    ['a name without letters, numerology only', { fullName: '12345', modules: { ...NONE, numerology: true } }, 'Invalid name'],
    ['a design moment before the ephemeris, Human Design only', { birthDate: '1800-03-01', modules: { ...NONE, humanDesign: true } }, 'Date out of range'],
    [
      'both at once',
      { fullName: '12345', birthDate: '1800-03-01', modules: { ...NONE, humanDesign: true, numerology: true }, includeAI: { humanDesign: true, numerology: true } },
      'Date out of range',
    ],
  ])('answers 400 when no requested module can be computed from the input (%s): nothing charged, nothing stored', async (_label, over, error) => {
    const a = await newAccount(stack, 1000);
    const r = await generate(a.apiKey, over);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe(error);
    expect((r.body.issues as unknown[]).length).toBe(Object.values(over.modules).filter(Boolean).length);
    expect(await balanceOf(stack, a.accountId)).toBe(1000);
    const list = await call(stack, 'GET', '/blueprints/list', { key: a.apiKey });
    expect((list.body.data as { pagination: { total: number } }).pagination.total).toBe(0);
    // a module the input allows is still delivered, the other one failed (spec 3: HTTP 200)
    const partial = await generate(a.apiKey, { ...over, modules: { ...over.modules, astrology: true } });
    expect(partial.status).toBe(200);
    expect(metaOf(partial).modulesIncluded).toEqual(['Astrology']);
    expect(await balanceOf(stack, a.accountId)).toBe(999);
  });

  it('keeps the birth data errors of the platform', async () => {
    const a = await newAccount(stack, 10);
    const r = await generate(a.apiKey, { birthDate: '15/07/1990' });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Invalid birth date');
  });
});

describe('partial failure and refunds', () => {
  const failing = (module: 'astrology' | 'humanDesign' | 'numerology') => ({
    ...coreCalculators,
    [module]: () => {
      throw new Error(`${module} provider unavailable`);
    },
  });

  it.each([
    ['astrology', 'Astrology', 4 - 1],
    ['humanDesign', 'Human Design', 4 - 2],
    ['numerology', 'Numerology', 4 - 1],
  ] as const)('a failing %s answers 200 with null data, listed and not charged', async (module, name, cost) => {
    setBlueprintServices({ calculators: failing(module) });
    const a = await newAccount(stack, 100);
    const r = await generate(a.apiKey);
    expect(r.status).toBe(200);
    const meta = metaOf(r);
    expect(dataOf(r)[module]).toBeNull();
    expect(meta.modulesFailed).toEqual([name]);
    expect(meta.modulesIncluded).not.toContain(name);
    expect(Object.keys(meta.warnings)).toEqual([module]);
    expect(meta.warnings[module]).not.toContain('provider unavailable'); // internals stay in the log
    expect(meta.creditsUsed).toBe(cost);
    expect(r.headers.get('x-credits-used')).toBe(String(cost));
    expect(await balanceOf(stack, a.accountId)).toBe(100 - cost);
    // Reserved 4, refunded the failed module before answering.
    const ledger = await ledgerOf(stack, a.accountId);
    expect(ledger.map((e) => [e.kind, e.credits, e.released])).toEqual([['reserve', 4, undefined], ['settle', cost, 4 - cost]]);
  });

  it('does not charge the AI of a failed module, nor AI that failed', async () => {
    const base = new OfflineWriter({ logger: () => {} });
    const writer: Pick<AiWriter, 'writeBlueprintSections'> = {
      async writeBlueprintSections(modules, facts, opts) {
        const out = await base.writeBlueprintSections(modules.filter((m) => m !== 'numerology'), facts, opts);
        if (modules.includes('numerology')) {
          return { ...out, numerology: { ok: false, module: 'numerology', error: { code: 'overloaded', message: 'model overloaded', attempts: 3 }, usage: out.astrology!.usage, durationMs: 1, writer: 'offline', model: 'x', language: 'en', requestedLanguage: 'en' } };
        }
        return out;
      },
    };
    setBlueprintServices({ calculators: failing('humanDesign'), writer });
    const a = await newAccount(stack, 1000);
    const r = await generate(a.apiKey, { includeAI: ALL });
    expect(r.status).toBe(200);
    const meta = metaOf(r);
    // astrology 1 + 500, numerology data 1; Human Design (2 + 370) failed, numerology AI (26) failed.
    expect(meta.creditsUsed).toBe(502);
    expect(meta.modulesFailed).toEqual(['Human Design']);
    expect(meta.aiModulesIncluded).toEqual(['Astrology']);
    expect(meta.sectionsGenerated).toBe(19);
    expect(meta.warnings.numerology).toContain('model overloaded');
    expect(dataOf(r).numerology).not.toBeNull();
    expect(await balanceOf(stack, a.accountId)).toBe(1000 - 502);
  });

  it('charges nothing when every module fails, and stores nothing (free writes stay bounded)', async () => {
    const boom = () => {
      throw new Error('down');
    };
    setBlueprintServices({ calculators: { astrology: boom, humanDesign: boom, numerology: boom } });
    const a = await newAccount(stack, 1000);
    const r = await generate(a.apiKey, { includeAI: ALL });
    expect(r.status).toBe(200);
    expect(metaOf(r).creditsUsed).toBe(0);
    expect(metaOf(r).modulesFailed).toEqual(['Astrology', 'Human Design', 'Numerology']);
    expect(metaOf(r).sectionsGenerated).toBe(0);
    expect(await balanceOf(stack, a.accountId)).toBe(1000);
    expect(dataOf(r).blueprintId).toBeUndefined();
    const list = await call(stack, 'GET', '/blueprints/list', { key: a.apiKey });
    expect((list.body.data as { pagination: { total: number } }).pagination.total).toBe(0);

    // a failed record written by an earlier version is still refused for PDF export
    setBlueprintServices();
    const legacy: BlueprintRecord = {
      ownerId: a.accountId,
      blueprintId: 'bp_01JD7N4Q2R0000000000000000',
      status: 'failed',
      createdAt: new Date().toISOString(),
      createdByKeyId: a.keyId,
      fullName: 'X',
      birthDate: '1990-07-15',
      birthTime: '14:30',
      location: 'London, UK',
      modules: { astrology: true, humanDesign: true, numerology: true },
      aiModules: { astrology: false, humanDesign: false, numerology: false },
      modulesIncluded: [],
      modulesFailed: ['Astrology'],
      aiModulesIncluded: [],
      sectionsGenerated: 0,
      creditsUsed: 0,
      warnings: {},
      content: null,
    };
    await blueprintStore(stack.deps).put(legacy);
    const pdf = await call(stack, 'POST', '/blueprint/pdf', { key: a.apiKey, body: { blueprintId: legacy.blueprintId } });
    expect(pdf.status).toBe(409);
    expect(pdf.body.error).toBe('Blueprint is not ready or has no content');
  });

  it('answers 404, not 500, for a blueprint id of another format or over 1 KB', async () => {
    const a = await newAccount(stack, 10);
    for (const id of ['bp_short', `bp_${'A'.repeat(1500)}`]) {
      const got = await call(stack, 'GET', `/blueprints/${id}`, { key: a.apiKey });
      expect(got.status).toBe(404);
      const pdf = await call(stack, 'POST', '/blueprint/pdf', { key: a.apiKey, body: { blueprintId: id } });
      expect(pdf.status).toBe(404);
      expect(pdf.body.error).toBe('Blueprint not found');
    }
  });

  it('refunds everything when saving fails after the modules ran', async () => {
    const broken: BlueprintStore = {
      put: async () => {
        throw new Error('table unavailable');
      },
      get: async () => undefined,
      list: async () => ({ items: [], total: 0 }),
      delete: async () => undefined,
      workRef: (ownerId, blueprintId) => ({ table: 'blueprints', key: { ownerId, blueprintId }, attr: 'receipt' }),
    };
    setBlueprintServices({ store: broken });
    const a = await newAccount(stack, 600);
    const r = await generate(a.apiKey, { includeAI: { astrology: true } });
    expect(r.status).toBe(500);
    expect(await balanceOf(stack, a.accountId)).toBe(600);
    const ledger = await ledgerOf(stack, a.accountId);
    expect(ledger.reduce((s, e) => s + e.delta, 0)).toBe(0);
    // the save comes before the settle: the hold is simply released, nothing was ever kept
    expect(ledger.map((e) => e.kind)).toEqual(['reserve', 'release']);
  });
});

describe('natal chart options in the astrology module', () => {
  it('adds the asked blocks to data.astrology at the same price, stores them, and leaves the module as it was otherwise', async () => {
    const a = await newAccount(stack, 100);
    const astro = { ...NONE, astrology: true };
    const plain = await generate(a.apiKey, { modules: astro, saveToAccount: false });
    const r = await generate(a.apiKey, { modules: astro, lots: true, dignities: true, patterns: true });
    expect(r.status).toBe(200);
    expect(metaOf(r).creditsUsed).toBe(1);
    const before = dataOf(plain).astrology as Record<string, unknown>;
    const after = dataOf(r).astrology as Record<string, unknown>;
    expect(Object.keys(after)).toEqual([...Object.keys(before), 'lots', 'dignities', 'almuten', 'patterns']);
    for (const k of Object.keys(before)) expect(after[k]).toEqual(before[k]);
    const lots = after.lots as Record<string, { longitude: number }>;
    expect(lots.fortune!.longitude).toBe((before.celestialBodies as Record<string, { longitude: number }>).part_of_fortune!.longitude);
    // stored as answered, readable by its owner only
    const id = dataOf(r).blueprintId!;
    const got = await call(stack, 'GET', `/blueprints/${id}`, { key: a.apiKey });
    expect((got.body.data as { blueprint: { astrology: Record<string, unknown> } }).blueprint.astrology.lots).toEqual(after.lots);
    const other = await newAccount(stack, 10);
    expect((await call(stack, 'GET', `/blueprints/${id}`, { key: other.apiKey })).status).toBe(404);
    // a bad value: 400, nothing charged
    const bad = await generate(a.apiKey, { modules: astro, midpoints: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid chart option');
    expect(await balanceOf(stack, a.accountId)).toBe(98);
  });
});

describe('storage and ownership', () => {
  it('saves by default, lists newest first with pagination, reads and deletes', async () => {
    const a = await newAccount(stack, 100);
    const ids: string[] = [];
    for (const name of ['First', 'Second', 'Third']) {
      const r = await generate(a.apiKey, { fullName: name, modules: { ...NONE, numerology: true } });
      ids.push(dataOf(r).blueprintId!);
    }
    const notSaved = await generate(a.apiKey, { modules: { ...NONE, numerology: true }, saveToAccount: false });
    expect(dataOf(notSaved).blueprintId).toBeUndefined();

    const page1 = await call(stack, 'GET', '/blueprints/list?limit=2', { key: a.apiKey });
    expect(page1.status).toBe(200);
    const d1 = page1.body.data as { blueprints: Array<{ id: string; name: string; status: string }>; pagination: unknown };
    expect(d1.blueprints.map((b) => b.name)).toEqual(['Third', 'Second']);
    expect(d1.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2, hasMore: true });
    expect(page1.body.meta).toEqual({ creditsUsed: 0 });
    const page2 = await call(stack, 'GET', '/blueprints/list?page=2&limit=2', { key: a.apiKey });
    const d2 = page2.body.data as { blueprints: Array<{ id: string; status: string }>; pagination: { hasMore: boolean } };
    expect(d2.blueprints.map((b) => b.id)).toEqual([ids[0]]);
    expect(d2.blueprints[0]!.status).toBe('completed');
    expect(d2.pagination.hasMore).toBe(false);

    const got = await call(stack, 'GET', `/blueprints/${ids[1]}`, { key: a.apiKey });
    expect(got.status).toBe(200);
    expect(got.body.meta).toEqual({ writer: { name: 'offline' } }); // the writer of its texts (docs/languages.md)
    const bp = (got.body.data as { blueprint: Record<string, unknown> }).blueprint;
    expect(bp).toMatchObject({ id: ids[1], name: 'Second', status: 'completed', creditsUsed: 1, astrology: null, humanDesign: null });
    expect((bp.numerology as { lifePathNumber: number }).lifePathNumber).toEqual(expect.any(Number));

    const del = await call(stack, 'DELETE', `/blueprints/${ids[1]}`, { key: a.apiKey });
    expect(del.status).toBe(200);
    expect((await call(stack, 'GET', `/blueprints/${ids[1]}`, { key: a.apiKey })).status).toBe(404);
    expect((await call(stack, 'DELETE', `/blueprints/${ids[1]}`, { key: a.apiKey })).status).toBe(404);
    expect(await balanceOf(stack, a.accountId)).toBe(96);
    // The stored content item of a blueprint is not addressable as a blueprint.
    const contentKey = encodeURIComponent(`content#${ids[0]}`);
    expect((await call(stack, 'GET', `/blueprints/${contentKey}`, { key: a.apiKey })).status).toBe(404);
    expect((await call(stack, 'DELETE', `/blueprints/${contentKey}`, { key: a.apiKey })).status).toBe(404);
    const after = await call(stack, 'GET', '/blueprints/list', { key: a.apiKey });
    expect((after.body.data as { pagination: { total: number } }).pagination.total).toBe(2);
    const first = await call(stack, 'GET', `/blueprints/${ids[0]}`, { key: a.apiKey });
    expect((first.body.data as { blueprint: { numerology: unknown } }).blueprint.numerology).not.toBeNull();
  });

  it('rejects invalid pagination values with 400', async () => {
    const a = await newAccount(stack, 1);
    for (const q of ['page=0', 'limit=0', 'limit=101', 'page=abc', 'limit=2.5']) {
      const r = await call(stack, 'GET', `/blueprints/list?${q}`, { key: a.apiKey });
      expect(r.status, q).toBe(400);
    }
  });

  it("never reads, exports or deletes another account's blueprint (404)", async () => {
    const owner = await newAccount(stack, 10);
    const other = await newAccount(stack, 10);
    const id = dataOf(await generate(owner.apiKey, { modules: { ...NONE, numerology: true } })).blueprintId!;
    const get = await call(stack, 'GET', `/blueprints/${id}`, { key: other.apiKey });
    expect(get.status).toBe(404);
    expect(get.body.error).toBe('Blueprint not found');
    const pdf = await call(stack, 'POST', '/blueprint/pdf', { key: other.apiKey, body: { blueprintId: id } });
    expect(pdf.status).toBe(404);
    expect(pdf.body.error).toBe('Blueprint not found');
    expect((await call(stack, 'DELETE', `/blueprints/${id}`, { key: other.apiKey })).status).toBe(404);
    const list = await call(stack, 'GET', '/blueprints/list', { key: other.apiKey });
    expect((list.body.data as { pagination: { total: number } }).pagination.total).toBe(0);
    expect((await call(stack, 'GET', `/blueprints/${id}`, { key: owner.apiKey })).status).toBe(200);
  });

  it('stores blueprints of organization keys under the organization', async () => {
    const org = await newAccount(stack, 10, 'organization');
    const second = await createKey(stack.deps.stores, org.accountId, stack.deps.config.keyPrefix);
    const id = dataOf(await generate(org.apiKey, { modules: { ...NONE, numerology: true } })).blueprintId!;
    const viaOtherKey = await call(stack, 'GET', `/blueprints/${id}`, { key: second.apiKey });
    expect(viaOtherKey.status).toBe(200);
  });
});

describe('PDF export', () => {
  let key: string;
  let accountId: string;
  let id: string;
  beforeAll(async () => {
    const a = await newAccount(stack, 1000);
    key = a.apiKey;
    accountId = a.accountId;
    id = dataOf(await generate(key, { includeAI: ALL })).blueprintId!;
  });

  it('returns the PDF with its headers, free, with the name and every section title', async () => {
    const res = await fetch(`${stack.api.url}/blueprint/pdf`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ blueprintId: id }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="blueprint-[a-z0-9-]+\.pdf"$/);
    expect(res.headers.get('content-disposition')).toContain('blueprint-zoe-angstrom-');
    expect(res.headers.get('x-credits-used')).toBe('0');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(1_500_000);
    const doc = await PDFDocument.load(bytes);
    const pdf = await getDocumentProxy(bytes);
    const { totalPages, text } = await extractText(pdf, { mergePages: true });
    expect(totalPages).toBe(doc.getPageCount());
    expect(totalPages).toBeGreaterThan(10);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Zoë Ångström');
    for (const title of Object.values(SECTION_TITLES)) expect(flat, title).toContain(title);
    // Dates in words, in the birth's own time zone (saved with the blueprint), never ISO strings.
    expect(flat).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(flat).toMatch(/Design moment \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} \(UTC(?:[+−]\d{1,2}(?::\d{2})?)?\)/);
    expect(await balanceOf(stack, accountId)).toBe(100);
  });

  it('follows the language asked (body, else Accept-Language): fixed words translated, written sections as written, free', async () => {
    const pdfText = async (body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<{ text: string; lang: string | null }> => {
      const res = await fetch(`${stack.api.url}/blueprint/pdf`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-credits-used')).toBe('0');
      const bytes = new Uint8Array(await res.arrayBuffer());
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      return { text: text.replace(/\s+/g, ' '), lang: res.headers.get('content-language') };
    };
    const de = await pdfText({ blueprintId: id, language: 'de' }, { 'Accept-Language': 'fr' });
    expect(de.lang).toBe('de');
    expect(de.text).toContain('Persönlicher Blueprint');
    expect(de.text).toContain('Planeten und Punkte');
    expect(de.text).toMatch(/Moment des Designs \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}, \d{2}:\d{2}/);
    expect(de.text).not.toContain('Planets and points');
    const fr = await pdfText({ blueprintId: id }, { 'Accept-Language': 'fr-CH, en;q=0.5' });
    expect(fr.lang).toBe('fr');
    expect(fr.text).toContain('Planètes et points');
    expect(fr.text).not.toContain('Your natal wheel');
    const bad = await call(stack, 'POST', '/blueprint/pdf', { key, body: { blueprintId: id, language: 'xx' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid language');
    expect(await balanceOf(stack, accountId)).toBe(100);
  });

  it('answers 400 when blueprintId is missing', async () => {
    for (const b of [{}, { blueprintId: '' }, { blueprintId: 42 }]) {
      const r = await call(stack, 'POST', '/blueprint/pdf', { key, body: b });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('Missing required field: blueprintId');
    }
  });

  it('answers 404 for an unknown id', async () => {
    const r = await call(stack, 'POST', '/blueprint/pdf', { key, body: { blueprintId: 'bp_nope' } });
    expect(r.status).toBe(404);
    expect(r.body.error).toBe('Blueprint not found');
  });

  it('gives API Gateway a base64 body with isBase64Encoded', async () => {
    const { handler } = (await import('#functions/blueprints/pdf')) as {
      handler: (e: APIGatewayProxyEvent, c: Context) => Promise<APIGatewayProxyResult>;
    };
    const event = {
      httpMethod: 'POST',
      path: '/blueprint/pdf',
      resource: '/blueprint/pdf',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      multiValueHeaders: {},
      queryStringParameters: null,
      multiValueQueryStringParameters: null,
      pathParameters: null,
      stageVariables: null,
      body: JSON.stringify({ blueprintId: id }),
      isBase64Encoded: false,
      requestContext: { requestId: 'test-direct-pdf' },
    } as unknown as APIGatewayProxyEvent;
    const out = await handler(event, { awsRequestId: 'test-direct-pdf', getRemainingTimeInMillis: () => 30_000 } as unknown as Context);
    expect(out.statusCode).toBe(200);
    expect(out.isBase64Encoded).toBe(true);
    expect(Buffer.from(out.body, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});

export type { BlueprintRecord };
