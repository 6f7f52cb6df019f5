import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors';
import { insufficientCredits } from '#shared/accounts/credits';
import { OfflineWriter } from '#shared/ai/offline-writer';
import { SECTION_TITLES } from '#shared/ai/sections';
import { generateBlueprint } from '#shared/blueprint/generate';
import type { BlueprintCredits, GenerateDeps, ModuleCalculators, SectionWriter } from '#shared/blueprint/generate';
import { generateBlueprintSchema } from '#shared/blueprint/request';
import { coreCalculators } from '#shared/blueprint/services';
import type { BlueprintRecord, BlueprintStore, BlueprintSummary, Page } from '#shared/blueprint/store';
import { LONDON_1990 } from '#test/support/stack';

/** The BlueprintStore contract in memory (the DynamoDB implementation is covered by the integration tests). */
class MemoryStore implements BlueprintStore {
  readonly records: BlueprintRecord[] = [];
  async put(r: BlueprintRecord) {
    this.records.push(structuredClone(r));
  }
  async get(ownerId: string, id: string) {
    return this.records.find((r) => r.ownerId === ownerId && r.blueprintId === id);
  }
  async list(ownerId: string, page: number, limit: number): Promise<Page<BlueprintSummary>> {
    const mine = this.records.filter((r) => r.ownerId === ownerId).reverse();
    return { items: mine.slice((page - 1) * limit, page * limit), total: mine.length };
  }
  async delete() {
    return undefined;
  }
  workRef(ownerId: string, blueprintId: string) {
    return { table: 'blueprints' as const, key: { ownerId, blueprintId }, attr: 'receipt' };
  }
}

/** Records what the use case asks of the credits service. */
function fakeCredits(balance: number) {
  const events: string[] = [];
  let used = 0;
  let remaining: number | undefined;
  const credits: BlueprintCredits = {
    get used() {
      return used;
    },
    get remaining() {
      return remaining;
    },
    async reserve(n, opts) {
      events.push(`reserve ${n}`);
      if (n > balance) throw insufficientCredits(n, balance, opts?.details);
      used = n;
      remaining = balance - n;
      return {
        amount: n,
        holdId: 'hold_test',
        settle: async (actual: number) => {
          events.push(`settle ${actual}`);
          used = actual;
          remaining = balance - actual;
          return true;
        },
        release: async () => {
          used = 0;
          return true;
        },
      };
    },
    settleStored: async () => false,
    peekBalance: async () => remaining ?? balance,
  };
  return { credits, events };
}

const request = (over: Record<string, unknown> = {}) =>
  generateBlueprintSchema.parse({
    fullName: 'Zoë Ångström',
    ...LONDON_1990,
    modules: { astrology: true, humanDesign: true, numerology: true },
    ...over,
  });

const writer = new OfflineWriter({ logger: () => {} });
const NOW = new Date('2026-11-22T04:00:00Z');

function deps(over: Partial<GenerateDeps> & { balance?: number } = {}) {
  const { credits, events } = fakeCredits(over.balance ?? 1000);
  const store = new MemoryStore();
  const d: GenerateDeps = { calculators: coreCalculators, writer, store, credits, now: () => NOW, ...over };
  return { d, store, events, credits };
}

const owner = { ownerId: 'acc_1', keyId: 'key_1' };

describe('generateBlueprint', () => {
  it('reserves the full price first, settles the delivered cost and saves the blueprint', async () => {
    const { d, store, events } = deps();
    const r = await generateBlueprint(request({ includeAI: { numerology: true } }), owner, d);
    expect(events).toEqual(['reserve 30', 'settle 30']);
    expect(r.meta.creditsUsed).toBe(30);
    expect(r.meta.creditsRemaining).toBe(970);
    expect(r.meta.sectionsGenerated).toBe(1);
    expect(r.data.aiContent.lifePath).toEqual(expect.any(String));
    expect(store.records).toHaveLength(1);
    const rec = store.records[0]!;
    expect(rec).toMatchObject({ ownerId: 'acc_1', createdByKeyId: 'key_1', status: 'completed', creditsUsed: 30, createdAt: NOW.toISOString() });
    expect(rec.blueprintId).toBe(r.blueprintId);
    expect(rec.content?.sections).toEqual([{ key: 'lifePath', title: SECTION_TITLES.lifePath, module: 'numerology' }]);
    expect(rec.content?.astrology).toEqual(r.data.astrology);
  });

  it('computes nothing when the reservation is refused', async () => {
    let called = 0;
    const count = (): never => {
      called++;
      throw new Error('should not run');
    };
    const { d, store } = deps({ balance: 3, calculators: { astrology: count, humanDesign: count, numerology: count } });
    await expect(generateBlueprint(request(), owner, d)).rejects.toMatchObject({
      error: 'Insufficient credits',
      details: { required: 4, available: 3, modulesRequested: ['Astrology', 'Human Design', 'Numerology'] },
    });
    expect(called).toBe(0);
    expect(store.records).toHaveLength(0);
  });

  it('runs the modules concurrently and independently', async () => {
    const log: string[] = [];
    const slow = <T>(name: string, value: () => T, fail = false) => async (): Promise<T> => {
      log.push(`start ${name}`);
      await new Promise((res) => setTimeout(res, 20));
      log.push(`end ${name}`);
      if (fail) throw new Error('boom');
      return value();
    };
    const calculators: ModuleCalculators = {
      astrology: (i) => slow('astrology', () => coreCalculators.astrology(i) as never)(),
      humanDesign: (i) => slow('humanDesign', () => coreCalculators.humanDesign(i) as never, true)(),
      numerology: (n, b, t) => slow('numerology', () => coreCalculators.numerology(n, b, t) as never)(),
    };
    const { d } = deps({ calculators });
    const r = await generateBlueprint(request(), owner, d);
    expect(log.slice(0, 3).every((e) => e.startsWith('start'))).toBe(true);
    expect(r.data.humanDesign).toBeNull();
    expect(r.data.astrology).not.toBeNull();
    expect(r.data.numerology).not.toBeNull();
    expect(r.meta.modulesFailed).toEqual(['Human Design']);
    expect(r.meta.creditsUsed).toBe(2);
  });

  it('keeps the text of domain errors in the warning and hides unexpected ones', async () => {
    const { d } = deps({
      calculators: {
        ...coreCalculators,
        astrology: () => {
          throw new AppError('invalid_input', 'Date out of range', 'Births before 1800 are not supported');
        },
        numerology: () => {
          throw new TypeError('x is undefined at line 3');
        },
      },
    });
    const r = await generateBlueprint(request(), owner, d);
    expect(r.meta.warnings.astrology).toContain('Date out of range');
    expect(r.meta.warnings.numerology).not.toContain('undefined');
    expect(r.meta.modulesIncluded).toEqual(['Human Design']);
    expect(r.meta.creditsUsed).toBe(2);
  });

  it('delivers the data but not the AI when the writer throws, and charges data only', async () => {
    const broken: SectionWriter = {
      writeBlueprintSections: async () => {
        throw new Error('socket hang up');
      },
    };
    const { d, events } = deps({ writer: broken });
    const r = await generateBlueprint(request({ includeAI: { astrology: true, humanDesign: true, numerology: true } }), owner, d);
    expect(events).toEqual(['reserve 900', 'settle 4']);
    expect(r.meta.aiModulesIncluded).toEqual([]);
    expect(r.meta.modulesFailed).toEqual([]);
    expect(Object.keys(r.meta.warnings).sort()).toEqual(['astrology', 'humanDesign', 'numerology']);
    expect(r.data.aiContent).toEqual({});
  });

  it('does not charge (nor deliver) the AI of a module whose answer lacks sections', async () => {
    const partial: SectionWriter = {
      writeBlueprintSections: async (modules, facts, opts) => {
        const out = await writer.writeBlueprintSections(modules, facts, opts);
        const hd = out.humanDesign;
        if (hd?.ok) delete (hd.sections as Record<string, string>).designSense;
        return out;
      },
    };
    const { d } = deps({ writer: partial });
    const r = await generateBlueprint(request({ includeAI: { astrology: true, humanDesign: true } }), owner, d);
    expect(r.meta.aiModulesIncluded).toEqual(['Astrology']);
    expect(r.meta.creditsUsed).toBe(4 + 500);
    expect(r.meta.warnings.humanDesign).toContain('missing');
    expect(Object.keys(r.data.aiContent)).toHaveLength(19);
  });

  it('asks the writer only for delivered modules with AI', async () => {
    const asked: string[][] = [];
    const spy: SectionWriter = {
      writeBlueprintSections: (modules, facts, opts) => {
        asked.push([...modules]);
        expect(facts.humanDesign).toBeUndefined();
        expect(facts.astrology?.bodies.sun?.sign).toBe('cancer');
        return writer.writeBlueprintSections(modules, facts, opts);
      },
    };
    const failHd = () => {
      throw new Error('down');
    };
    const { d } = deps({ writer: spy, calculators: { ...coreCalculators, humanDesign: failHd } });
    const r = await generateBlueprint(request({ includeAI: { astrology: true, humanDesign: true } }), owner, d);
    expect(asked).toEqual([['astrology']]);
    expect(r.meta.creditsUsed).toBe(1 + 500 + 1);
    expect(r.meta.sectionsGenerated).toBe(19);
    expect(Object.keys(r.data.aiContent)).toHaveLength(19);
  });

  it('stores nothing (and charges nothing) when nothing was delivered', async () => {
    const boom = () => {
      throw new Error('x');
    };
    const { d, store, events } = deps({ calculators: { astrology: boom, humanDesign: boom, numerology: boom } });
    const r = await generateBlueprint(request(), owner, d);
    expect(events).toEqual(['reserve 4', 'settle 0']);
    expect(store.records).toHaveLength(0);
    expect(r.blueprintId).toBeNull();
    expect(r.meta.modulesIncluded).toEqual([]);
  });

  it('does not save when saveToAccount is false', async () => {
    const { d, store } = deps();
    const r = await generateBlueprint(request({ saveToAccount: false, modules: { astrology: false, humanDesign: false, numerology: true } }), owner, d);
    expect(r.blueprintId).toBeNull();
    expect(r.data.blueprintId).toBeUndefined();
    expect(store.records).toHaveLength(0);
  });

  it('passes the includeAi warning through to meta.warnings', async () => {
    const { d } = deps();
    const r = await generateBlueprint(request({ includeAi: { astrology: true } }), owner, d);
    expect(r.meta.warnings.includeAI).toContain('includeAI');
    expect(r.meta.creditsUsed).toBe(4);
  });
});
