/**
 * GET /v1/labels over the local stack: free, in every language, and complete: the test calls every
 * route that writes text with its documented example, walks the real answers, collects every
 * identifier (signs, bodies, aspects, centres, gates, channels, nakshatras, ...) and checks that the
 * labels of each language name each one (docs/languages.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { LANGUAGES } from '#shared/i18n/languages';
import { ROUTES } from '#shared/routes';
import REQUESTS from '../../shared/http/examples/requests.json' with { type: 'json' };
import { balanceOf, call, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;

beforeAll(async () => {
  stack = await startTestStack();
  acct = await newAccount(stack, 100_000);
});
afterAll(async () => {
  await stack?.close();
});

type Labels = Record<string, Record<string, string>>;
const labelsOf = async (language: string): Promise<Labels> => {
  const r = await call(stack, 'GET', `/labels?language=${language}`, { key: acct.apiKey });
  expect(r.status).toBe(200);
  expect(r.headers.get('content-language')).toBe(language);
  return (r.body.data as { labels: Labels }).labels;
};

/** camelCase and capitals as some answers write them (northNode, JUPITER) to the catalogue's keys (north_node, jupiter). */
const bodyKey = (v: string): string => v.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

const BODY_NAMED = /^(sun|moon|mercury|venus|mars|jupiter|saturn|uranus|neptune|pluto|chiron|rahu|ketu|north_node|south_node|lilith|ascendant|lagna|sign|rising)$/;

/** [path pattern (the answer's path, `[]` for array items), categories one of which must name the value, key normaliser]. */
const RULES: [RegExp, string[], ((v: string) => string)?][] = [
  [/\.(point|point1|pointA|pointB|planet|natalPlanet|transitingPlanet)$/, ['bodies'], bodyKey],
  [/\.planet2$/, ['bodies', 'signs'], bodyKey],
  [/\.(directed|natal)\.\[\]$/, ['bodies'], bodyKey],
  [/\.(lord|level[1-4]|starLord|subLord|subSubLord|signLord|subPeriod|current\.period)$/, ['grahas', 'bodies']],
  [/\.(aspects|aspectsToNatal)\.\[\]\.type$|\.aspect$/, ['aspects']],
  [/\.(bodies|celestialBodies|planetsData|directed)\.[a-z_]+\.type$/, ['bodyTypes']],
  [/\.element$/, ['elements']],
  [/\.modality$/, ['modalities']],
  [/\.dominant$/, ['elements', 'modalities']],
  [/\.phase$/, ['lunarPhases']],
  [/humanDesign\.type$/, ['hdTypes']],
  [/humanDesign\.strategy$/, ['hdStrategies']],
  [/humanDesign\.authority$/, ['hdAuthorities']],
  [/humanDesign\.definition$/, ['hdDefinitions']],
  [/\.(signature|notSelfTheme)$/, ['hdThemes']],
  [/\.(center|centers\.\[\]|definedCenters\.\[\]|undefinedCenters\.\[\])$/, ['hdCenters']],
  [/\.(gate|gates\.\[\])$/, ['hdGates']],
  [/\.line$/, ['hdLines']],
  [/\.profile$/, ['hdProfiles']],
  [/incarnationCross\.name$/, ['hdCrosses']],
  [/variables\.determination\.name$|\.digestion$/, ['hdDetermination']],
  [/variables\.environment\.name$|\.environment$/, ['hdEnvironment']],
  [/variables\.motivation\.name$|\.motivation$/, ['hdMotivation']],
  [/variables\.perspective\.name$|\.perspective$/, ['hdPerspective']],
  [/variables\.cognition\.name$|\.designSense$/, ['hdCognition']],
  [/variables\.sense\.name$/, ['hdSense']],
  [/\.(arrow|designNode|designSun|personalityNode|personalitySun)$/, ['hdArrows']],
  [/\.house$/, ['houses']],
  [/\.rashi$/, ['rashis']],
  [/nakshatra(\.next)?\.name$/, ['nakshatras']],
  [/tithi(\.next)?\.name$/, ['tithis']],
  [/yoga(\.next)?\.name$/, ['yogas']],
  [/karana(\.next)?\.name$/, ['karanas']],
  [/vara\.name$/, ['varas']],
  [/(lunarMonth|month)\.(amanta|purnimanta)$/, ['masas']],
  [/\.ritu$/, ['ritus']],
  [/choghadiya\.(day|night)\.\[\]\.name$/, ['choghadiyas']],
  [/(?<!kalaParts)\.paksha$/, ['pakshas']], // not the strength's paksha bala (a number of virupas)
  [/\.varna$/, ['varnas']],
  [/\.vashya$/, ['vashyas']],
  [/\.yoni$/, ['yonis']],
  [/\.gana$/, ['ganas']],
  [/\.nadi$/, ['nadis']],
  [/\.dignity$/, ['dignities']],
  [/verdict\.band$/, ['matchVerdicts']],
  [/\.lifePathNumber$/, ['lifePaths']],
  [/\.theme$/, ['dailyThemes']],
  [/\.energy$/, ['dailyEnergies']],
];

/** Object keys that are identifiers: the bodies of a chart, the kootas, the centres. */
const KEY_RULES: [RegExp, string[], ((v: string) => string)?][] = [
  [/\.(bodies|celestialBodies|planetsData|directed)$/, ['bodies'], bodyKey],
  [/\.kootas$/, ['kootas']],
  [/humanDesign\.centers$/, ['hdCenters']],
];

interface Found {
  path: string;
  value: string;
  categories: string[];
  key: string;
}

const collect = (v: unknown, path: string, out: Found[]): void => {
  if (Array.isArray(v)) {
    for (const x of v) collect(x, `${path}.[]`, out);
    // a channel: its two gates, lower first, are its key
    if (/\.channels$/.test(path)) {
      for (const c of v as { gates: number[] }[]) out.push({ path, value: c.gates.join('-'), categories: ['hdChannels'], key: [...c.gates].sort((a, b) => a - b).join('-') });
    }
    return;
  }
  if (v && typeof v === 'object') {
    for (const [rx, categories, norm] of KEY_RULES) {
      if (rx.test(path)) for (const k of Object.keys(v)) out.push({ path: `${path} (key)`, value: k, categories, key: norm ? norm(k) : k });
    }
    for (const [k, x] of Object.entries(v)) {
      // a body-named field holding a sign (vedic `jupiter: "libra"`, `sun: "cancer"` of a big three)
      if (typeof x === 'string' && BODY_NAMED.test(k) && !/\.(bodies|celestialBodies|planetsData)$/.test(path)) out.push({ path: `${path}.${k}`, value: x, categories: ['signs'], key: x });
      collect(x, `${path}.${k}`, out);
    }
    return;
  }
  if (typeof v !== 'string' && typeof v !== 'number') return;
  for (const [rx, categories, norm] of RULES) {
    if (rx.test(path)) out.push({ path, value: String(v), categories, key: norm && typeof v === 'string' ? norm(v) : String(v) });
  }
};

describe('GET /labels', () => {
  it('is free and answers the header’s language when the query names none', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await call(stack, 'GET', '/labels', { key: acct.apiKey, headers: { 'Accept-Language': 'de-DE,de;q=0.9' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-language')).toBe('de');
    const data = r.body.data as { language: string; languages: { code: string }[]; labels: Labels };
    expect(data.language).toBe('de');
    expect(data.languages.map((l) => l.code)).toEqual([...LANGUAGES]);
    expect(data.labels.signs!.sagittarius).toBe('Schütze');
    expect(r.body.meta).toEqual({ creditsUsed: 0 });
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });

  it('an unsupported language is 400 Invalid language', async () => {
    const r = await call(stack, 'GET', '/labels?language=xx', { key: acct.apiKey });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Invalid language');
  });

  it('names every identifier of every text route’s real answer, in every language', async () => {
    const found: Found[] = [];
    const examples = REQUESTS as Record<string, { body?: unknown; params?: Record<string, string>; query?: Record<string, unknown> }>;
    const called: string[] = [];
    for (const r of ROUTES) {
      // the advisor streams prose, the PDF is binary, `{id}` routes answer what their create route answered
      // (`/subjects/{subject}/…` images draw a subject a PUT made: the POST images with its birth data are walked)
      if (!r.language || r.name === 'advisor-chat' || r.name === 'blueprints-pdf' || r.name === 'labels-get' || r.path.includes('{id}') || r.path.includes('{subject}/')) continue;
      const ex = examples[r.name] ?? {};
      let path = r.path;
      for (const [k, v] of Object.entries(ex.params ?? {})) path = path.replace(`{${k}}`, v);
      if (ex.query) path += `?${new URLSearchParams(Object.entries(ex.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
      const res = await call(stack, r.method, path, { key: acct.apiKey, ...(r.method === 'POST' ? { body: ex.body ?? {} } : {}) });
      expect(res.status, `${r.name}: ${res.text.slice(0, 300)}`).toBeLessThan(300);
      collect(res.body.data, r.name, found);
      called.push(r.name);
    }
    expect(called.length).toBeGreaterThanOrEqual(20);
    // the walk finds what it should: a failure here means the rules no longer see the answers
    const seen = new Set(found.flatMap((f) => f.categories));
    for (const c of ['signs', 'bodies', 'aspects', 'houses', 'hdCenters', 'hdGates', 'hdChannels', 'hdTypes', 'hdAuthorities', 'hdProfiles', 'hdCrosses', 'nakshatras', 'tithis', 'yogas', 'karanas', 'kootas', 'grahas', 'lunarPhases', 'lifePaths', 'dailyThemes', 'dailyEnergies']) {
      expect(seen.has(c), c).toBe(true);
    }
    expect(found.length).toBeGreaterThan(500);
    for (const language of LANGUAGES) {
      const labels = await labelsOf(language);
      const missing = found.filter((f) => !f.categories.some((c) => labels[c]?.[f.key] !== undefined));
      expect(
        [...new Set(missing.map((m) => `${m.path} = ${m.value} (${m.categories.join('|')})`))],
        `${language}: identifiers without a label`,
      ).toEqual([]);
    }
  }, 240_000);
});
