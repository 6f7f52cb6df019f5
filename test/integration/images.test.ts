/**
 * The image routes end to end over HTTP: SVG and PNG answers with their headers, 1 credit an
 * image, birth data or a saved blueprint, validation errors with nothing charged, the free
 * owner-only blueprint SVGs.
 */
import { XMLValidator } from 'fast-xml-parser';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { balanceOf, call, LONDON_1990, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;
let blueprintId: string;

beforeAll(async () => {
  stack = await startTestStack();
  acct = await newAccount(stack, 1_000);
  const r = await call(stack, 'POST', '/generate-blueprint', {
    key: acct.apiKey,
    body: { fullName: 'Ada Example', ...LONDON_1990, modules: { astrology: true, humanDesign: true, numerology: false } },
  });
  blueprintId = (r.body.data as { blueprintId: string }).blueprintId;
});
afterAll(async () => {
  await stack?.close();
});

const raw = (path: string, body: unknown, key = acct.apiKey, accept = '*/*') =>
  fetch(`${stack.api.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Accept: accept },
    body: JSON.stringify(body),
  });

describe('POST /images/{kind}', () => {
  it('answers the natal wheel as SVG for 1 credit', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    const res = await raw('/images/natal-wheel', { ...LONDON_1990, theme: 'dark', houseSystem: 'whole-sign' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('x-credits-used')).toBe('1');
    const svg = await res.text();
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('width="800" height="800" viewBox="0 0 1000 1000"');
    expect(svg).toContain('fill="#15151c"'); // dark background
    expect(svg).toMatch(/data-body="sun" data-longitude="11\d\.\d+"/); // Sun 22° Cancer
    expect(await balanceOf(stack, acct.accountId)).toBe(before - 1);
  });

  it('answers a PNG of the requested size', async () => {
    const res = await raw('/images/bodygraph', { ...LONDON_1990, format: 'png', size: 600 }, acct.apiKey, 'image/png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect(png.width).toBe(600);
    expect(png.height).toBeGreaterThan(900);
  });

  it('draws a saved blueprint, and the transits of a given moment outside it', async () => {
    const res = await raw('/images/transit-wheel', { blueprintId, moment: '2026-11-23T21:00:00Z', size: 600 });
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg).toContain('Ada Example');
    expect(svg).toContain('Transits: 2026-11-23 21:00 UTC');
    expect(svg.match(/class="body outer"/g)?.length).toBe(12);
    expect(svg.match(/class="body inner"/g)?.length).toBeGreaterThanOrEqual(10);
  });

  const bad: Array<[string, string, Record<string, unknown>, string]> = [
    ['natal-wheel', 'an unknown format', { ...LONDON_1990, format: 'gif' }, 'Invalid image format'],
    ['natal-wheel', 'a size too small', { ...LONDON_1990, size: 599 }, 'Invalid image size'],
    ['natal-wheel', 'an unknown aspect filter', { ...LONDON_1990, aspects: 'minor' }, 'Invalid aspects'],
    ['bodygraph', 'a size too large', { ...LONDON_1990, size: 2001 }, 'Invalid image size'],
    ['bodygraph', 'an unknown theme', { ...LONDON_1990, theme: 'neon' }, 'Invalid theme'],
    ['transit-wheel', 'a moment without offset', { ...LONDON_1990, moment: '2026-11-23 21:00' }, 'Invalid moment'],
    ['natal-wheel', 'a bad birth date', { ...LONDON_1990, birthDate: '1990-13-01' }, 'Invalid birth date'],
    ['natal-wheel', 'a bad house system', { ...LONDON_1990, houseSystem: 'nope' }, 'Invalid house system'],
    // the natal chart options a wheel cannot draw, and those drawn by the natal wheel only (docs/astrology.md#on-the-natal-wheel)
    ['natal-wheel', 'an undrawable natal chart option', { ...LONDON_1990, dignities: true }, 'Unknown field'],
    ['natal-wheel', 'midpoints', { ...LONDON_1990, midpoints: false }, 'Unknown field'],
    ['natal-wheel', 'a drawable option not a boolean', { ...LONDON_1990, asteroids: 'yes' }, 'Invalid chart option'],
    ['natal-wheel', 'a drawable option as a string on a blueprint', { blueprintId: 'bp_01JD7N4Q2R0000000000000000', lots: 'true' }, 'Invalid chart option'],
    ['bodygraph', 'a natal chart option', { ...LONDON_1990, asteroids: true }, 'Unknown field'],
    ['transit-wheel', 'an undrawable natal chart option', { ...LONDON_1990, declinations: true }, 'Unknown field'],
    ['transit-wheel', 'a drawable option not a boolean', { ...LONDON_1990, patterns: 1 }, 'Invalid chart option'],
    ['synastry-wheel', 'an undrawable natal chart option', { people: [{ fullName: 'A', ...LONDON_1990 }, { fullName: 'B', ...LONDON_1990 }], antiscia: true }, 'Unknown field'],
    ['composite-wheel', 'a natal chart option', { people: [{ fullName: 'A', ...LONDON_1990 }, { fullName: 'B', ...LONDON_1990 }], asteroids: true }, 'Unknown field'],
  ];
  for (const [kind, label, body, error] of bad) {
    it(`refuses ${label} (${kind}) with "${error}", nothing charged`, async () => {
      const before = await balanceOf(stack, acct.accountId);
      const r = await call(stack, 'POST', `/images/${kind}`, { key: acct.apiKey, body });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(error);
      expect(await balanceOf(stack, acct.accountId)).toBe(before);
    });
  }

  it('draws the drawable natal chart options for the same 1 credit (issue 38)', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    const res = await raw('/images/natal-wheel', { ...LONDON_1990, asteroids: true, fixedStars: true, lots: true, patterns: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-credits-used')).toBe('1');
    const svg = await res.text();
    expect(XMLValidator.validate(svg)).toBe(true);
    for (const k of ['ceres', 'pallas', 'juno', 'vesta', 'pholus']) expect(svg).toContain(`data-body="${k}" data-kind="asteroid"`);
    expect(svg.match(/data-kind="lot"/g)?.length).toBe(10);
    expect(svg).toContain('class="label legend"');
    expect(await balanceOf(stack, acct.accountId)).toBe(before - 1);
    // a saved blueprint is cast again from its birth data with them
    const bp = await raw('/images/natal-wheel', { blueprintId, asteroids: true });
    expect(bp.status).toBe(200);
    const bpSvg = await bp.text();
    expect(bpSvg).toContain('Ada Example');
    expect(bpSvg).toContain('data-body="ceres" data-kind="asteroid"');
    // the transit wheel draws them on the natal chart inside, for its 1 credit
    const mid = (await balanceOf(stack, acct.accountId))!;
    const tr = await raw('/images/transit-wheel', { ...LONDON_1990, moment: '2026-11-23T21:00:00Z', lots: true });
    expect(tr.status).toBe(200);
    expect(tr.headers.get('x-credits-used')).toBe('1');
    expect((await tr.text()).match(/class="body inner" data-body="[a-z]+" data-kind="lot"/g)?.length).toBe(10);
    expect(await balanceOf(stack, acct.accountId)).toBe(mid - 1);
    // the synastry wheel on person A's chart (inside), for its 1 credit
    const sy = await raw('/images/synastry-wheel', { people: [{ fullName: 'A', ...LONDON_1990 }, { blueprintId }], asteroids: true });
    expect(sy.status).toBe(200);
    expect(sy.headers.get('x-credits-used')).toBe('1');
    expect((await sy.text()).match(/class="body inner" data-body="[a-z]+" data-kind="asteroid"/g)?.length).toBe(5);
    expect(await balanceOf(stack, acct.accountId)).toBe(mid - 2);
  });

  it('answers 404 for a blueprint of another account with a natal chart option, and refunds', async () => {
    const other = await newAccount(stack, 10);
    const r = await call(stack, 'POST', '/images/natal-wheel', { key: other.apiKey, body: { blueprintId, asteroids: true, lots: true } });
    expect(r.status).toBe(404);
    expect(r.body.error).toBe('Blueprint not found');
    expect(await balanceOf(stack, other.accountId)).toBe(10);
  });

  it('answers 404 for a blueprint of another account, and refunds', async () => {
    const other = await newAccount(stack, 10);
    const r = await call(stack, 'POST', '/images/natal-wheel', { key: other.apiKey, body: { blueprintId } });
    expect(r.status).toBe(404);
    expect(r.body.error).toBe('Blueprint not found');
    expect(await balanceOf(stack, other.accountId)).toBe(10);
  });

  it('draws a blueprint without that module from its birth data and birthplace', async () => {
    const a = await newAccount(stack, 10);
    const g = await call(stack, 'POST', '/generate-blueprint', {
      key: a.apiKey,
      body: { fullName: 'Num Only', ...LONDON_1990, modules: { astrology: false, humanDesign: false, numerology: true } },
    });
    const id = (g.body.data as { blueprintId: string }).blueprintId;
    const wheel = await call(stack, 'POST', '/images/natal-wheel', { key: a.apiKey, body: { blueprintId: id } });
    expect(wheel.status).toBe(200);
    expect(wheel.text).toMatch(/data-body="sun" data-longitude="11\d\.\d+"/); // Sun 22° Cancer, as from the birth data
    const graph = await call(stack, 'POST', '/images/bodygraph', { key: a.apiKey, body: { blueprintId: id } });
    expect(graph.status).toBe(200);
    expect(graph.text).toContain('data-center="sacral"');
  });

  it('casts a blueprint again for the instant it was made: with the UTC offset sent when it was made', async () => {
    const a = await newAccount(stack, 10);
    const body = { ...LONDON_1990, utcOffset: '+05:00' };
    const g = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { fullName: 'Num Only', ...body, modules: { astrology: false, humanDesign: false, numerology: true } } });
    const id = (g.body.data as { blueprintId: string }).blueprintId;
    const moon = (svg: string) => /data-body="moon" data-longitude="([\d.]+)"/.exec(svg)?.[1];
    const fromBlueprint = moon((await call(stack, 'POST', '/images/natal-wheel', { key: a.apiKey, body: { blueprintId: id } })).text);
    expect(fromBlueprint).toBeDefined();
    expect(fromBlueprint).toBe(moon((await call(stack, 'POST', '/images/natal-wheel', { key: a.apiKey, body }) ).text));
    // four hours earlier than 14:30 in London's summer time (09:30 UT, not 13:30): the Moon about 2° back
    expect(fromBlueprint).not.toBe(moon((await call(stack, 'POST', '/images/natal-wheel', { key: a.apiKey, body: LONDON_1990 })).text));
  });

  it('answers 404 for an unknown kind, before any charge', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const res = await raw('/images/pie-chart', LONDON_1990);
    expect(res.status).toBe(404);
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });

  it('answers 402 without credits', async () => {
    const poor = await newAccount(stack, 0);
    const r = await call(stack, 'POST', '/images/natal-wheel', { key: poor.apiKey, body: LONDON_1990 });
    expect(r.status).toBe(402);
  });
});

describe('GET /blueprints/{id}/wheel.svg and bodygraph.svg', () => {
  it('serves the owner the blueprint images, free', async () => {
    const before = await balanceOf(stack, acct.accountId);
    for (const [file, mark] of [['wheel.svg', 'data-body="moon"'], ['bodygraph.svg', 'data-center="sacral"']] as const) {
      const r = await call(stack, 'GET', `/blueprints/${blueprintId}/${file}?theme=mono`, { key: acct.apiKey });
      expect(r.status, file).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/svg+xml');
      expect(XMLValidator.validate(r.text)).toBe(true);
      expect(r.text).toContain(mark);
      expect(r.text).toContain('Ada Example');
    }
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });

  it('draws the calculator\'s wheel: the same bodies with the same retrograde marks as /images/natal-wheel (issue 33)', async () => {
    const marks = (svg: string) => [...svg.matchAll(/data-body="([a-z_]+)" data-longitude="[\d.e-]+" data-retrograde="(true|false)"/g)].map((m) => `${m[1]}:${m[2]}`).sort();
    const saved = await call(stack, 'GET', `/blueprints/${blueprintId}/wheel.svg`, { key: acct.apiKey });
    const calc = await call(stack, 'POST', '/images/natal-wheel', { key: acct.apiKey, body: { ...LONDON_1990, fullName: 'Ada Example' } });
    expect(marks(saved.text)).toEqual(marks(calc.text));
    expect(marks(saved.text).filter((m) => m.endsWith(':true')).length).toBeGreaterThan(0);
    expect(saved.text.match(/class="glyph retrograde"/g)?.length).toBe(calc.text.match(/class="glyph retrograde"/g)?.length);
    expect(calc.text).toContain('<title>Natal chart: Ada Example</title>');
    // no name: the kind alone, never the birthplace
    const anonymous = await call(stack, 'POST', '/images/natal-wheel', { key: acct.apiKey, body: LONDON_1990 });
    expect(anonymous.text).toContain('<title>Natal chart</title>');
    // the minor aspects only with aspects: "all"
    const all = await call(stack, 'POST', '/images/natal-wheel', { key: acct.apiKey, body: { ...LONDON_1990, aspects: 'all' } });
    const lines = (svg: string) => svg.match(/class="aspect-line"/g)?.length ?? 0;
    expect(lines(all.text)).toBeGreaterThan(lines(anonymous.text));
    expect(anonymous.text).not.toMatch(/data-aspect="(quincunx|semi-sextile|semi-square|sesquiquadrate|quintile|bi-quintile)"/);
  });

  it('answers 404 to anyone else', async () => {
    const other = await newAccount(stack, 10);
    const r = await call(stack, 'GET', `/blueprints/${blueprintId}/wheel.svg`, { key: other.apiKey });
    expect(r.status).toBe(404);
    expect(r.body.error).toBe('Blueprint not found');
  });
});

describe('a large PNG under an Idempotency-Key', () => {
  // a 2,000-pixel PNG is over DynamoDB's 400 KB item limit once base64-encoded: its answer is
  // kept in parts (shared/http/middleware/idempotency.ts), deleted with the record
  const keyed = (key: string, idem: string, body: unknown) =>
    fetch(`${stack.api.url}/images/natal-wheel`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Accept: 'image/png', 'Idempotency-Key': idem },
      body: JSON.stringify(body),
    });

  it('is answered and charged once, and replayed byte for byte without a charge', async () => {
    const a = await newAccount(stack, 10);
    const body = { ...LONDON_1990, format: 'png', size: 2000 };
    const first = await keyed(a.apiKey, 'big-png-1', body);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-credits-used')).toBe('1');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(400 * 1024);
    expect(PNG.sync.read(bytes).width).toBe(2000);
    const again = await keyed(a.apiKey, 'big-png-1', body);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await balanceOf(stack, a.accountId)).toBe(9);
  });

  it('of a saved blueprint: deleting the blueprint deletes the kept answer, parts included', async () => {
    const a = await newAccount(stack, 20);
    const r = await call(stack, 'POST', '/generate-blueprint', {
      key: a.apiKey,
      body: { fullName: 'Ada Parts', ...LONDON_1990, modules: { astrology: true, humanDesign: false, numerology: false } },
    });
    const id = (r.body.data as { blueprintId: string }).blueprintId;
    const body = { blueprintId: id, format: 'png', size: 2000 };
    const table = stack.deps.config.tableNames.idempotency;
    const db = createDocumentClient({ region: stack.deps.config.region, endpoint: stack.deps.config.dynamodbEndpoint });
    // a Scan page stops at 1 MB read, about two parts: read every page
    const partIds = async (): Promise<Set<string>> => {
      const ids = new Set<string>();
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(new ScanCommand({ TableName: table, ConsistentRead: true, ProjectionExpression: 'id', ExclusiveStartKey: start }));
        for (const i of page.Items ?? []) if (/#part\d+$/.test(String(i.id))) ids.add(String(i.id));
        start = page.LastEvaluatedKey;
      } while (start);
      return ids;
    };
    const before = await partIds();
    expect((await keyed(a.apiKey, 'big-png-2', body)).status).toBe(200);
    const mine = [...(await partIds())].filter((i) => !before.has(i));
    expect(mine.length).toBeGreaterThan(1);
    expect((await call(stack, 'DELETE', `/blueprints/${id}`, { key: a.apiKey })).status).toBe(200);
    const after = await partIds();
    expect(mine.filter((i) => after.has(i))).toEqual([]);
    const replay = await keyed(a.apiKey, 'big-png-2', body);
    expect(replay.status).toBe(404);
  });
});

describe('images in the request language (issue 35)', () => {
  it('draws the words in the language of the field, else of Accept-Language, and says it in Content-Language', async () => {
    const hi = await raw('/images/natal-wheel', { ...LONDON_1990, fullName: 'अनन्या शर्मा', language: 'hi' });
    expect(hi.status).toBe(200);
    expect(hi.headers.get('content-language')).toBe('hi');
    const svg = await hi.text();
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('<title>जन्म कुंडली: अनन्या शर्मा</title>');
    expect(svg).toContain('font-family="DejaVu Sans, Noto Sans Devanagari, sans-serif"');
    const de = await fetch(`${stack.api.url}/images/bodygraph`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${acct.apiKey}`, 'Content-Type': 'application/json', 'Accept-Language': 'de-AT, en;q=0.5' },
      body: JSON.stringify({ ...LONDON_1990, fullName: 'Ada' }),
    });
    expect(de.headers.get('content-language')).toBe('de');
    const deSvg = await de.text();
    expect(deSvg).toContain('<title>Bodygraph: Ada</title>');
    expect(deSvg).toContain('>Persönlichkeit</text>');
    const en = await raw('/images/natal-wheel', { ...LONDON_1990, fullName: 'Ada' });
    expect(en.headers.get('content-language')).toBe('en');
    expect(await en.text()).toContain('<title>Natal chart: Ada</title>');
  });

  it('rasterizes a Hindi PNG (Devanagari shaped)', async () => {
    const res = await raw('/images/synastry-wheel', {
      people: [
        { fullName: 'अनन्या', ...LONDON_1990 },
        { fullName: 'रोहित', ...LONDON_1990, birthDate: '1988-03-02' },
      ],
      format: 'png',
      size: 600,
      language: 'hi',
    }, acct.apiKey, 'image/png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('hi');
    expect(PNG.sync.read(Buffer.from(await res.arrayBuffer())).width).toBe(600);
  });

  it('draws a saved blueprint\'s free SVGs in the language of ?language=', async () => {
    const wheel = await call(stack, 'GET', `/blueprints/${blueprintId}/wheel.svg?language=it`, { key: acct.apiKey });
    expect(wheel.status).toBe(200);
    expect(wheel.headers.get('content-language')).toBe('it');
    expect(wheel.text).toContain('<title>Tema natale: Ada Example</title>');
    const graph = await call(stack, 'GET', `/blueprints/${blueprintId}/bodygraph.svg?language=hi`, { key: acct.apiKey });
    expect(graph.status).toBe(200);
    expect(graph.text).toContain('<title>बॉडीग्राफ़: Ada Example</title>');
    expect(graph.text).toContain('>व्यक्तित्व</text>');
    const bad = await call(stack, 'GET', `/blueprints/${blueprintId}/wheel.svg?language=xx`, { key: acct.apiKey });
    expect(bad.status).toBe(400);
  });

  it('refuses an unknown language with 400 Invalid language, nothing charged', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    const res = await raw('/images/natal-wheel', { ...LONDON_1990, language: 'xx' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('Invalid language');
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});
